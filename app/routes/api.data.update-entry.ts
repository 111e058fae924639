import type { Route } from "./+types/api.data.update-entry";
import { dataApiDeps } from "~/features/collections/data-api/deps.server";
import { handleDataRequest } from "~/features/collections/data-api/handle-request.server";

/** POST /api/data/update_entry — see docs/api.md. A GET answers 405. */
export const action = async ({ request }: Route.ActionArgs) => handleDataRequest("update", request, await dataApiDeps());

export const loader = async ({ request }: Route.LoaderArgs) => handleDataRequest("update", request, await dataApiDeps());
