import type { Route } from "./+types/api.monitors";
import { findMonitorsByIds, findMonitorsByModels, suggestMonitors } from "~/features/catalogue/compare/compare.server";
import type { MonitorApiError, MonitorLookup, MonitorSuggestion } from "~/features/catalogue/compare/compared-monitor";
import { parseMonitorApiQuery } from "~/features/catalogue/compare/monitor-api-query";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";
import { getDb } from "~/utils/db.server";

// The catalogue changes only when the seed runs.
const cacheHeaders = { "Cache-Control": "public, max-age=300" };

/**
 * GET /{lang}/api/monitors?models=U2724DE-P2425H (or ?ids=1,2) → { monitors, unknown };
 * GET /{lang}/api/monitors?search=u27&site=work → { suggestions }. Bad input → 400 { message }.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = await guardApi(request, params.lang);
  if (refused) return refused;
  const parsed = parseMonitorApiQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return Response.json({ message: parsed.message, issues: parsed.issues } satisfies MonitorApiError, { status: 400 });
  }
  const { query } = parsed;
  const db = await getDb();
  if (query.kind === "search") {
    const suggestions = await suggestMonitors(db, { text: query.text, site: query.site });
    return Response.json({ suggestions } satisfies { suggestions: MonitorSuggestion[] }, { headers: cacheHeaders });
  }
  const lookup = query.kind === "models" ? await findMonitorsByModels(db, query.models) : await findMonitorsByIds(db, query.ids);
  return Response.json(lookup satisfies MonitorLookup, { headers: cacheHeaders });
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
