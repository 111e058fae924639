import type { Route } from "./+types/knowledge-base";
import { serializeCatalogueQuery } from "~/features/catalogue/search/query";
import { guideSlugs, type GuideSlug } from "~/features/knowledge/content-schema";
import { GuideArticle } from "~/features/knowledge/components/guide-article";
import { getGlossaryLinks, getGuide, getGuideMonitors, guideCatalogueQuery } from "~/features/knowledge/knowledge.server";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton } from "~/features/collections";

/** The four e-guides share this module (page-table entries knowledge-base-*); the slug is the path's last part. */
export async function loader({ request }: Route.LoaderArgs) {
  const { rest, language, site } = requestLocale(request);
  const slug = rest.replace(/\/+$/, "").split("/").pop() ?? "";
  if (!guideSlugs.includes(slug as GuideSlug)) throw new Response("Not Found", { status: 404 });
  const db = await getDb();
  const [guide, glossary, t] = await Promise.all([getGuide(db, language, slug), getGlossaryLinks(db, language), getTranslator(language)]);
  if (!guide) throw new Response("Not Found", { status: 404 });
  const monitors = await getGuideMonitors(db, site, guide.monitors.query);
  return {
    guide,
    glossary,
    monitors,
    catalogueSearch: serializeCatalogueQuery(guideCatalogueQuery(guide.monitors.query)),
    meta: { title: `${guide.title} | ${t("site.name")}`, description: guide.lead },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  return (
    <GuideArticle
      guide={loaderData.guide}
      glossary={loaderData.glossary}
      monitors={loaderData.monitors}
      catalogueSearch={loaderData.catalogueSearch}
      actions={<BookmarkButton title={loaderData.guide.title} description={loaderData.guide.lead} genre="e-guide" />}
    />
  );
}
