import type { Route } from "./+types/api.featured-banners";
import { apiLanguage, apiSite, contentResponse } from "~/features/content/content-api.server";
import { featuredBannersSchema } from "~/features/content/home-data";

/**
 * GET /{lang}/api/featured-banners/{environment}[?site=home] → { data: { featured_banners: { banners } } },
 * as stored (descriptions URL-encoded, markup unsanitised): integrations sanitise before display, as the home page does.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return contentResponse(
    { kind: "featured-banners", site: apiSite(request), language: apiLanguage(params.lang), environment: params.environment },
    featuredBannersSchema,
  );
}
