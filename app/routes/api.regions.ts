import type { Route } from "./+types/api.regions";
import { contentResponse, sharedContentLanguage } from "~/features/content/content-api.server";
import { regionsSchema } from "~/features/content/home-data";

/** GET /api/regions → { data: { regions: [{ id, name, countries: [{ code, name }] }] } }; also under /{lang}/api/ or with ?lang=. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = sharedContentLanguage(request, params);
  return contentResponse({ kind: "regions", site: "all", language }, regionsSchema);
}
