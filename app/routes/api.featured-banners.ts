import type { Route } from "./+types/api.featured-banners";
import { apiLanguage, apiSite, contentResponse } from "~/features/content/content-api.server";
import { featuredBannersSchema } from "~/features/content/home-data";
import { guardApi, refuseMethod, refuseRepeated } from "~/utils/api-guard.server";

/**
 * GET /{lang}/api/featured-banners/{environment}[?site=home] → { data: { featured_banners: { banners } } },
 * as stored (descriptions URL-encoded, markup unsanitised): integrations sanitise before display, as the home page does.
 * `site` given twice is 400.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = (await guardApi(request, params.lang)) ?? (await refuseRepeated(request, params.lang, ["site"]));
  if (refused) return refused;
  return contentResponse(
    { kind: "featured-banners", site: apiSite(request), language: apiLanguage(params.lang.toLowerCase()), environment: params.environment },
    featuredBannersSchema,
  );
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
