import type { Route } from "./+types/api.meeting-space-config-peripheral";
import { contentResponse, sharedContentLanguage } from "~/features/content/content-api.server";
import { peripheralsSchema } from "~/features/content/home-data";

/** GET /api/meeting-space-config_peripheral → { data: { categories, entries } }; also under /{lang}/api/ or with ?lang=. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = sharedContentLanguage(request, params);
  return contentResponse({ kind: "meeting-space-config-peripheral", site: "all", language }, peripheralsSchema);
}
