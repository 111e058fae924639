import type { Route } from "./+types/api.regions";
import { contentResponse, sharedContentLanguage } from "~/features/content/content-api.server";
import { regionsSchema } from "~/features/content/home-data";
import { guardApi, refuseMethod, refuseRepeated } from "~/utils/api-guard.server";

/**
 * GET /api/regions → { data: { regions: [{ id, name, countries: [{ code, name }] }] } }; also under /{lang}/api/ or with ?lang=.
 * Input rule: `/xx-yy/api/…` is 404 (an unknown `?lang=` is English), `lang` given twice is 400.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = sharedContentLanguage(request, params);
  const refused = (await guardApi(request, params.lang ?? null)) ?? (await refuseRepeated(request, language, ["lang"]));
  if (refused) return refused;
  return contentResponse({ kind: "regions", site: "all", language }, regionsSchema);
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
