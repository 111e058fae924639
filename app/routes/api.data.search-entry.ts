import type { Route } from "./+types/api.data.search-entry";
import { dataApiDeps } from "~/features/collections/data-api/deps.server";
import { handleDataRequest } from "~/features/collections/data-api/handle-request.server";

/** GET /api/data/search_entry — see docs/api.md. A POST answers 405. */
export const loader = async ({ request }: Route.LoaderArgs) => handleDataRequest("search", request, await dataApiDeps());

export const action = async ({ request }: Route.ActionArgs) => handleDataRequest("search", request, await dataApiDeps());
