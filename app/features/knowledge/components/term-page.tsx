import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import type { GlossaryTerm } from "../content-schema";

/** One glossary definition with its standard, its other names and related terms. */
export function TermPage({ term, related, actions }: { term: GlossaryTerm; related: Array<{ slug: string; term: string }>; actions?: ReactNode }) {
  const t = useT();
  return (
    <article aria-labelledby="term-title" className="mx-auto max-w-3xl">
      <LocalLink to="/definition" className="text-sm text-brand-700 underline">
        ← {t("glossary.back")}
      </LocalLink>
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("glossary.title")}</p>
      <h1 id="term-title" className="mt-1 text-3xl font-bold">
        {term.term}
      </h1>
      {actions ? <div className="mt-4">{actions}</div> : null}
      <p className="mt-4 text-lg text-gray-900">{term.summary}</p>
      {term.paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-4 leading-relaxed text-gray-900">
          {paragraph}
        </p>
      ))}
      <dl className="mt-8 space-y-4 rounded-lg bg-gray-50 p-4 text-sm">
        {term.standard ? (
          <div>
            <dt className="font-semibold text-gray-800">{t("glossary.standard")}</dt>
            <dd className="mt-1">{term.standard}</dd>
          </div>
        ) : null}
        {term.aliases.length > 0 ? (
          <div>
            <dt className="font-semibold text-gray-800">{t("glossary.alsoCalled")}</dt>
            <dd className="mt-1">{term.aliases.join(" · ")}</dd>
          </div>
        ) : null}
        {related.length > 0 ? (
          <div>
            <dt className="font-semibold text-gray-800">{t("glossary.related")}</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {related.map((entry) => (
                  <li key={entry.slug}>
                    <LocalLink to={`/definition/${entry.slug}`} className="inline-block min-w-6 py-0.5 text-center text-brand-700 underline">
                      {entry.term}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
