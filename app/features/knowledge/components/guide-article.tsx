import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import type { MonitorCard as MonitorCardData } from "~/features/catalogue/index.server";
import { MonitorCard } from "~/features/catalogue";
import { collectMonitorButton } from "~/features/collections";
import { useT } from "~/root-data";
import type { Guide } from "../content-schema";
import { createFirstMentionLinker, type LinkableTerm } from "../first-mention";
import { GlossaryText } from "./glossary-text";
import { GuideFigure } from "./guide-figure";
import { GuideVideo } from "./guide-video";

type Props = {
  guide: Guide;
  glossary: LinkableTerm[];
  monitors: { items: MonitorCardData[]; total: number };
  /** The guide's query in the catalogue's URL form, for "see all". */
  catalogueSearch: string;
  /** Controls under the title, such as "Add to collection". */
  actions?: ReactNode;
};

/** A full-page e-guide: lead, contents, sections with figures, then the matching monitors. */
export function GuideArticle({ guide, glossary, monitors, catalogueSearch, actions }: Props) {
  const t = useT();
  // One linker per render, fed in reading order: only the first mention of each term is a link.
  const link = createFirstMentionLinker(glossary);
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="guide-title">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("knowledge.eyebrow")}</p>
      <h1 id="guide-title" className="mt-1 text-3xl font-bold sm:text-4xl">
        {guide.title}
      </h1>
      {actions ? <div className="mt-4">{actions}</div> : null}
      <p className="mt-4 text-lg text-gray-800">
        <GlossaryText segments={link(guide.lead)} />
      </p>
      {guide.video ? (
        <div className="mt-6">
          <GuideVideo video={guide.video} />
        </div>
      ) : null}
      <nav aria-labelledby="guide-contents" className="mt-8 rounded-lg bg-gray-50 p-4">
        <h2 id="guide-contents" className="text-sm font-semibold text-gray-800">
          {t("knowledge.contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-brand-700">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-0.5 underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#guide-monitors" className="inline-block py-0.5 underline">
              {guide.monitors.heading}
            </a>
          </li>
        </ol>
      </nav>
      {guide.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 leading-relaxed text-gray-900">
              <GlossaryText segments={link(paragraph)} />
            </p>
          ))}
          {section.figure ? <GuideFigure figure={section.figure} /> : null}
        </section>
      ))}
      <section id="guide-monitors" aria-labelledby="guide-monitors-heading" className="mt-12 scroll-mt-24">
        <h2 id="guide-monitors-heading" className="text-2xl font-bold">
          {guide.monitors.heading}
        </h2>
        <p className="mt-2 text-gray-800">{guide.monitors.intro}</p>
        {monitors.items.length > 0 ? (
          <>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {monitors.items.map((monitor) => (
                <li key={monitor.id} className="flex [&>article]:flex-1">
                  <MonitorCard monitor={monitor} headingLevel={3} collectButton={collectMonitorButton} />
                </li>
              ))}
            </ul>
            <LocalLink to={`/products${catalogueSearch}`} className="mt-4 inline-block font-medium text-brand-700 underline">
              {t("knowledge.seeAllMonitors", { count: monitors.total })}
            </LocalLink>
          </>
        ) : (
          <p className="mt-4 rounded bg-gray-50 p-4 text-gray-800">{t("knowledge.noMonitors")}</p>
        )}
      </section>
      {guide.sources.length > 0 ? (
        <section aria-labelledby="guide-sources" className="mt-12 border-t border-gray-200 pt-6">
          <h2 id="guide-sources" className="text-lg font-semibold">
            {t("knowledge.sources")}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
            {guide.sources.map((source) => (
              <li key={source.label}>
                {source.url ? (
                  <a href={source.url} className="inline-block py-0.5 text-brand-700 underline" rel="noopener" target="_blank">
                    {source.label}
                  </a>
                ) : (
                  source.label
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

