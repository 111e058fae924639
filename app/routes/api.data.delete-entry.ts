import type { Route } from "./+types/api.data.delete-entry";
import { dataApiDeps } from "~/features/collections/data-api/deps.server";
import { handleDataRequest } from "~/features/collections/data-api/handle-request.server";

/** POST /api/data/delete_entry — see docs/api.md. A GET answers 405. */
export const action = async ({ request }: Route.ActionArgs) => handleDataRequest("delete", request, await dataApiDeps());

export const loader = async ({ request }: Route.LoaderArgs) => handleDataRequest("delete", request, await dataApiDeps());
