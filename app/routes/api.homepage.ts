import type { Route } from "./+types/api.homepage";
import { apiLanguage, apiSite, contentResponse } from "~/features/content/content-api.server";
import { homeDataSchema } from "~/features/content/home-data";
import { guardApi, refuseMethod, refuseRepeated } from "~/utils/api-guard.server";

/** GET /{lang}/api/homepage/{environment}[?site=home] → { data: { hero, links, structure } }; `site` given twice is 400. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = (await guardApi(request, params.lang)) ?? (await refuseRepeated(request, params.lang, ["site"]));
  if (refused) return refused;
  return contentResponse(
    { kind: "homepage", site: apiSite(request), language: apiLanguage(params.lang.toLowerCase()), environment: params.environment },
    homeDataSchema,
  );
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
