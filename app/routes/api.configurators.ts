import type { Route } from "./+types/api.configurators";
import { apiConfigurator } from "~/features/configurators/api.server";

/**
 * GET /{lang}/api/configurators/<meeting-space>?<answers> → 200 { answers, items, totalUsd, … };
 * `&format=csv` → text/csv. Bad answers → 400 { message, issues }; an unknown configurator → 404.
 * docs/api.md, "Configurators".
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiConfigurator(request, params.name ?? "");
}
