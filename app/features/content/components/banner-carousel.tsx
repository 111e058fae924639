import { useEffect, useState, type FocusEvent } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { showsIndicators, type Banner, type BannerColor } from "../banners";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export const ROTATE_MS = 6_000;

/** Each named colour with text and button colours that pass WCAG AA contrast on it. */
const palette: Record<BannerColor, { slide: string; button: string }> = {
  blue: { slide: "bg-[#0b5cad] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  hunter: { slide: "bg-[#28553a] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  plum: { slide: "bg-[#5e2a5f] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  royal: { slide: "bg-[#1f3d99] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  scarlet: { slide: "bg-[#a8141b] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  black: { slide: "bg-[#111111] text-white", button: "bg-white text-gray-900 hover:bg-gray-100" },
  white: { slide: "border border-gray-300 bg-white text-gray-900", button: "bg-brand-800 text-white hover:bg-brand-700" },
};

const control = "grid h-8 min-w-8 place-items-center rounded-full text-gray-900 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The banner strip (WAI-ARIA carousel pattern). It rotates every 6 s only while nobody is
 * pointing at it, focused in it, has paused it or asked for reduced motion; screen readers
 * hear slide changes only when it is not rotating by itself.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const many = showsIndicators(count);
  const rotating = many && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("content.banners.label")}
      className="relative mb-8"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-rotating={rotating}
    >
      {/* Every slide in one grid cell: the strip is as tall as its longest slide, so a phone shows
          each banner's whole text (issue 50: it was cut) and rotating never moves the page. */}
      <div aria-live={rotating ? "off" : "polite"} aria-atomic="false" className="grid">
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} hidden={index !== current} label={t("content.banners.slide", { index: index + 1, count })} />
        ))}
      </div>
      {many ? (
        <div className="absolute bottom-3 right-3 flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 shadow">
          <button type="button" className={control} aria-label={t("content.banners.previous")} onClick={() => go(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={`${control} w-6 min-w-6`}
              aria-label={t("content.banners.goTo", { index: index + 1, title: banner.titleText })}
              aria-current={index === current ? "true" : undefined}
              data-indicator
              onClick={() => go(index)}
            >
              <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full border border-gray-900 ${index === current ? "bg-gray-900" : "bg-white"}`} />
            </button>
          ))}
          <button type="button" className={control} aria-label={t("content.banners.next")} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className={`${control} px-2 text-xs font-semibold`}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? t("content.banners.play") : t("content.banners.pause")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function BannerSlide({ banner, hidden, label }: { banner: Banner; hidden: boolean; label: string }) {
  const t = useT();
  const colors = palette[banner.color];
  const buttonClass = `mt-3 inline-block rounded px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${colors.button}`;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={hidden || undefined}
      inert={hidden}
      className={`min-h-[240px] rounded-xl px-6 py-6 [grid-area:1/1] md:px-10 ${hidden ? "invisible" : ""} ${colors.slide}`}
    >
      <div className="flex h-full items-center gap-8">
        <div className="min-w-0 flex-1 pb-8">
          {/* Sanitised on the server (sanitize.server.ts): only b, strong, i, em, br and http(s) links remain. */}
          <h2 className="text-xl font-bold md:text-2xl [&_a]:underline" dangerouslySetInnerHTML={{ __html: banner.titleHtml }} />
          <p className="mt-2 max-w-3xl [&_a]:underline" dangerouslySetInnerHTML={{ __html: banner.descriptionHtml }} />
          {banner.link && banner.callToAction ? (
            banner.link.kind === "internal" ? (
              <LocalLink to={banner.link.to} className={buttonClass}>
                {banner.callToAction}
              </LocalLink>
            ) : (
              <a href={banner.link.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
                {banner.callToAction}
                <span className="sr-only"> {t("content.opensNewTab")}</span>
              </a>
            )
          ) : null}
        </div>
        {banner.image ? (
          // Large screens only; lazy, so phones (where it is hidden) never download it.
          <img
            src={banner.image}
            alt={banner.titleText}
            width={200}
            height={150}
            loading="lazy"
            decoding="async"
            className="mb-12 hidden max-h-[140px] max-w-[200px] object-contain lg:block"
          />
        ) : null}
      </div>
    </div>
  );
}
