import type { Route } from "./+types/api.workspace-config-peripheral";
import { contentResponse, sharedContentLanguage } from "~/features/content/content-api.server";
import { peripheralsSchema } from "~/features/content/home-data";

/** GET /api/workspace-config-peripheral → { data: { categories, entries } }; also under /{lang}/api/ or with ?lang=. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = sharedContentLanguage(request, params);
  return contentResponse({ kind: "workspace-config-peripheral", site: "all", language }, peripheralsSchema);
}
