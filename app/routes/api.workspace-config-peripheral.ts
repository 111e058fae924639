import { contentResponse } from "~/features/content/content-api.server";
import { peripheralsSchema } from "~/features/content/home-data";

/** GET /api/workspace-config-peripheral → { data: { categories, entries } }. */
export async function loader() {
  return contentResponse({ kind: "workspace-config-peripheral", site: "all", language: "en-us" }, peripheralsSchema);
}
