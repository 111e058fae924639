import { redirect } from "react-router";
import type { Route } from "./+types/comparison";
import { ComparisonPage } from "~/features/catalogue/compare/components/comparison-page";
import { parseComparisonHash } from "~/features/catalogue/compare/selection";
import { getVisitorSettings } from "~/features/library/settings.server";
import { buildPath } from "~/i18n/paths";
import { getTranslator } from "~/i18n/translator.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

/**
 * The comparison lives in the URL hash, which never reaches the server: the page loads its
 * monitors in the browser. A path form (/comparison/U2724DE-P2425H) becomes the hash form.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { language, site, hostMode } = requestLocale(request);
  if (params.slug) {
    const { models, ignored, leftOut } = parseComparisonHash(params.slug);
    if (models.length === 0 || ignored.length > 0) throw new Response("Not Found", { status: 404 });
    // Models beyond three travel on, so the page can say which ones it left out.
    throw redirect(`${buildPath("/comparison", language, site, hostMode)}#${[...models, ...leftOut].join("-")}`);
  }
  const t = await getTranslator(language);
  return {
    units: getVisitorSettings(request).units,
    meta: { title: `${t("page.comparison")} | ${t("site.name")}`, description: t("compare.metaDescription") },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Comparison({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage units={loaderData.units} />;
}
