import { contentResponse } from "~/features/content/content-api.server";
import { peripheralsSchema } from "~/features/content/home-data";

/** GET /api/meeting-space-config_peripheral → { data: { categories, entries } } (the spec's address, underscore included). */
export async function loader() {
  return contentResponse({ kind: "meeting-space-config-peripheral", site: "all", language: "en-us" }, peripheralsSchema);
}
