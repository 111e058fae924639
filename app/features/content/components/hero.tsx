import type { ReactNode } from "react";
import { Dropdown, DropdownLinkItem } from "~/components/ui/dropdown";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { groupCallsToAction } from "../hero";
import type { HeroContent } from "../home-data";
import { ContentLink } from "./content-link";

type HeroProps = {
  hero: HeroContent;
  /** The hero-animation switch; the animation also stays off for prefers-reduced-motion. */
  animate: boolean;
  back?: string;
  restart?: string;
  children?: ReactNode;
};

// @starting-style (Tailwind's starting:) needs no script, so the hero is never hidden waiting for one.
// Movement only: fading in from transparent would hold back the largest contentful paint.
const entrance = "motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out motion-safe:starting:translate-y-3";

export function Hero({ hero, animate, back, restart, children }: HeroProps) {
  const t = useT();
  const actions = groupCallsToAction(hero.callsToAction);
  return (
    <section
      aria-labelledby="hero-title"
      data-animated={animate}
      className={`relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white md:px-12 md:py-16 ${animate ? entrance : ""}`}
    >
      {hero.backgroundImage ? (
        // Decoration beside the text on wider screens; lazy, so a phone (where it is hidden) never fetches it.
        <img
          src={hero.backgroundImage}
          alt=""
          loading="lazy"
          decoding="async"
          className="pointer-events-none absolute inset-y-0 right-0 hidden h-full w-[32%] object-contain object-right p-6 opacity-30 xl:block"
        />
      ) : null}
      <div className="relative">
        {back || restart ? (
          <nav aria-label={t("content.hero.back")} className="mb-6 flex gap-4 text-sm">
            {back ? (
              <LocalLink to={back} className="py-0.5 underline underline-offset-2 hover:text-brand-100">
                ← {t("content.hero.back")}
              </LocalLink>
            ) : null}
            {restart ? (
              <LocalLink to={restart} className="py-0.5 underline underline-offset-2 hover:text-brand-100">
                {t("content.hero.restart")}
              </LocalLink>
            ) : null}
          </nav>
        ) : null}
        {hero.subtitle ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{hero.subtitle}</p> : null}
        <h1 id="hero-title" className="mt-3 max-w-3xl text-3xl font-bold md:text-5xl">
          {hero.title}
        </h1>
        {hero.lead ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{hero.lead}</p> : null}
        {children}
        <div className="mt-8 flex flex-wrap items-center gap-4">
          {actions.kind === "single" ? (
            <ContentLink href={actions.link.href} className="inline-block rounded bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              {actions.link.label}
            </ContentLink>
          ) : null}
          {actions.kind === "dropdown" ? (
            <div className="rounded bg-white px-2 py-1 font-semibold text-brand-800" data-testid="hero-actions">
              <Dropdown label={t("content.hero.moreInfo")}>
                {actions.links.map((link) => (
                  <DropdownLinkItem key={link.href}>
                    {(props) => (
                      <ContentLink href={link.href} {...props}>
                        {link.label}
                      </ContentLink>
                    )}
                  </DropdownLinkItem>
                ))}
              </Dropdown>
            </div>
          ) : null}
          {hero.asset ? (
            <ContentLink href={hero.asset.href} className="inline-block py-1 text-sm text-white underline underline-offset-2 hover:text-brand-100">
              {hero.asset.label}
            </ContentLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
