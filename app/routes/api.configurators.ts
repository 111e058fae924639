import type { Route } from "./+types/api.configurators";
import { apiConfigurator } from "~/features/configurators/api.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";

/**
 * GET /{lang}/api/configurators/<meeting-space>?<answers> → 200 { answers, items, totalUsd, … };
 * `&format=csv` → text/csv. Bad answers → 400 { message, issues }; an unknown configurator → 404.
 * docs/api.md, "Configurators".
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return (await guardApi(request, params.lang)) ?? apiConfigurator(request, params.name ?? "");
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
