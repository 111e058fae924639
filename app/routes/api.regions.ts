import { contentResponse } from "~/features/content/content-api.server";
import { regionsSchema } from "~/features/content/home-data";

/** GET /api/regions → { data: { regions: [{ id, name, countries: [{ code, name }] }] } }. */
export async function loader() {
  return contentResponse({ kind: "regions", site: "all", language: "en-us" }, regionsSchema);
}
