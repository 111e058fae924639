import { data } from "react-router";
import type { Route } from "./+types/products";
import { ProductsPage, type ProductsPageData } from "~/features/catalogue";
import { collectMonitorButton } from "~/features/collections";
import { filterIssues, parseCatalogueQuery, searchCatalogue, unknownFilterValues } from "~/features/catalogue/index.server";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const params = new URL(request.url).searchParams;
  const query = parseCatalogueQuery(params);
  const [result, t] = await Promise.all([searchCatalogue(await getDb(), { site, query }), getTranslator(language)]);
  // A filter value that names no option is the visitor's mistake: 400, the list without it, and
  // a message naming each such field (never silently ignored).
  const issues = filterIssues(unknownFilterValues(params), t);
  const page = {
    catalogue: Object.assign({}, result, { query: Object.assign({}, query, { currentPage: result.page }) }) satisfies ProductsPageData,
    meta: {
      title: `${t("products.title")} | ${t("site.name")}`,
      description: t("products.metaDescription", { count: result.total }),
    },
    issues,
  };
  return issues.length > 0 ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData.catalogue} issues={loaderData.issues} collectButton={collectMonitorButton} />;
}
