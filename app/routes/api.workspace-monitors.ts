import type { Route } from "./+types/api.workspace-monitors";
import { apiWorkspaceMonitors } from "~/features/configurators/api.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";

/** GET /{lang}/api/workspace-monitors?persona=<id>[&site=home] → { persona, monitors }; an unknown persona → 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return (await guardApi(request, params.lang)) ?? apiWorkspaceMonitors(request);
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
