import type { Route } from "./+types/definition";
import { GlossaryIndex } from "~/features/knowledge/components/glossary-index";
import { TermPage } from "~/features/knowledge/components/term-page";
import { findTerm } from "~/features/knowledge/glossary-search";
import { getGlossary } from "~/features/knowledge/knowledge.server";
import { getLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton } from "~/features/collections";

/** `/definition` lists every term; `/definition/<slug>` is one term's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { language } = requestLocale(request);
  const key = (params["*"] ?? "").replace(/\/+$/, "").slice(0, 120);
  const [terms, t] = await Promise.all([getGlossary(await getDb(), language, getLanguage(language).locale), getTranslator(language)]);
  if (!key) {
    return {
      page: "index" as const,
      terms: terms.map(({ slug, term, aliases, summary }) => ({ slug, term, aliases, summary })),
      query: (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100),
      meta: { title: `${t("glossary.title")} | ${t("site.name")}`, description: t("glossary.intro") },
    };
  }
  const term = findTerm(terms, key);
  if (!term) throw new Response("Not Found", { status: 404 });
  const related = term.related.flatMap((slug) => {
    const entry = terms.find((candidate) => candidate.slug === slug);
    return entry ? [{ slug: entry.slug, term: entry.term }] : [];
  });
  return {
    page: "term" as const,
    term,
    related,
    meta: {
      title: `${term.term} | ${t("glossary.title")} | ${t("site.name")}`,
      description: t("glossary.metaDescription", { term: term.term, summary: term.summary }),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Definition({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "index") return <GlossaryIndex terms={loaderData.terms} initialQuery={loaderData.query} />;
  return (
    <TermPage
      term={loaderData.term}
      related={loaderData.related}
      actions={<BookmarkButton title={loaderData.term.term} description={loaderData.term.summary} genre="glossary" />}
    />
  );
}
