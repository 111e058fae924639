import type { Route } from "./+types/api.monitors";
import { findMonitorsByIds, findMonitorsByModels, suggestMonitors } from "~/features/catalogue/compare/compare.server";
import type { MonitorApiError, MonitorLookup, MonitorSuggestion } from "~/features/catalogue/compare/compared-monitor";
import { parseMonitorApiQuery, SEARCH_MAX_LENGTH } from "~/features/catalogue/compare/monitor-api-query";
import { catalogueApi } from "~/features/catalogue/index.server";
import { getTranslator } from "~/i18n/translator.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";
import { getDb } from "~/utils/db.server";
import { requestLocale } from "~/utils/request-locale.server";

// The catalogue changes only when the seed runs.
const cacheHeaders = { "Cache-Control": "public, max-age=300" };

/**
 * GET /{lang}/api/monitors?models=U2724DE-P2425H (or ?ids=1,2) → { monitors, unknown };
 * GET /{lang}/api/monitors?search=u27&site=work → { suggestions };
 * GET /{lang}/api/monitors?catalogue=work&search=27 4k usb-c&ports=hdmi → the products page's list
 * with its facets and alsoMatching. Bad input → 400 { message, issues }.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = await guardApi(request, params.lang);
  if (refused) return refused;
  const search = new URL(request.url).searchParams;
  if (search.has("catalogue")) {
    const { language, hostMode } = requestLocale(request);
    const [db, t] = await Promise.all([getDb(), getTranslator(language)]);
    const answer = await catalogueApi(db, search, { language, hostMode, t });
    return Response.json(answer.body, answer.status === 200 ? { headers: cacheHeaders } : { status: 400 });
  }
  const parsed = parseMonitorApiQuery(search);
  if (!parsed.ok) {
    // The message in the address's language; the issues name fields and values for a developer.
    const t = await getTranslator(requestLocale(request).language);
    const message = t(`api.monitors.${parsed.reason}`, { names: parsed.names ?? "", max: String(SEARCH_MAX_LENGTH) });
    return Response.json({ message, issues: parsed.issues } satisfies MonitorApiError, { status: 400 });
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
