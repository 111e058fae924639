import { useState } from "react";
import { Form } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { searchGlossary } from "../glossary-search";

type IndexTerm = { slug: string; term: string; aliases: string[]; summary: string };

/**
 * Every term with a search box. Without JavaScript the form asks the server (?q=); with it the
 * list filters as you type.
 */
export function GlossaryIndex({ terms, initialQuery }: { terms: IndexTerm[]; initialQuery: string }) {
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  const shown = searchGlossary(terms, query);
  return (
    <section aria-labelledby="glossary-title" className="mx-auto max-w-3xl">
      <h1 id="glossary-title" className="text-3xl font-bold">
        {t("glossary.title")}
      </h1>
      <p className="mt-3 text-gray-800">{t("glossary.intro")}</p>
      <Form method="get" role="search" className="mt-6 flex gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="glossary-search" className="sr-only">
          {t("glossary.searchLabel")}
        </label>
        <input
          id="glossary-search"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("glossary.searchPlaceholder")}
          className="w-full rounded-md border border-gray-400 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white">
          {t("glossary.searchButton")}
        </button>
      </Form>
      <p role="status" className="mt-3 text-sm text-gray-700">
        {shown.length > 0 ? t("glossary.count", { count: shown.length }) : t("glossary.noMatch", { query })}
      </p>
      <ul className="mt-4 divide-y divide-gray-200">
        {shown.map((term) => (
          <li key={term.slug} className="py-3">
            <LocalLink to={`/definition/${term.slug}`} className="font-semibold text-brand-700 underline">
              {term.term}
            </LocalLink>
            <p className="mt-1 text-sm text-gray-800">{term.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
