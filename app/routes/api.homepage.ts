import type { Route } from "./+types/api.homepage";
import { apiLanguage, apiSite, contentResponse } from "~/features/content/content-api.server";
import { homeDataSchema } from "~/features/content/home-data";

/** GET /{lang}/api/homepage/{environment}[?site=home] → { data: { hero, links, structure } }. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return contentResponse(
    { kind: "homepage", site: apiSite(request), language: apiLanguage(params.lang), environment: params.environment },
    homeDataSchema,
  );
}
