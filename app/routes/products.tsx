import type { Route } from "./+types/products";
import { ProductsPage, type ProductsPageData } from "~/features/catalogue";
import { collectMonitorButton } from "~/features/collections";
import { parseCatalogueQuery, searchCatalogue } from "~/features/catalogue/index.server";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { toJsonText } from "~/utils/json-text";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const [result, t] = await Promise.all([searchCatalogue(await getDb(), { site, query }), getTranslator(language)]);
  return {
    // Object.assign, not spreads with keys after them (a hidden class per search on Node 20, docs/perf-profile.md, change 65).
    catalogue: toJsonText<ProductsPageData>(Object.assign({}, result, { query: Object.assign({}, query, { currentPage: result.page }) }), context.jsonValues),
    meta: {
      title: `${t("products.title")} | ${t("site.name")}`,
      description: t("products.metaDescription", { count: result.total }),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData.catalogue} collectButton={collectMonitorButton} />;
}
