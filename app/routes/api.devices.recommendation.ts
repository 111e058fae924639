import type { Route } from "./+types/api.devices.recommendation";
import { lookUpRecommendation } from "~/features/devices/lookup.server";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";
import { requestLocale } from "~/utils/request-locale.server";

/**
 * GET /{lang}/api/devices/recommendation?device=<slug>&os=<version>&scenario=<slug>[&monitor=<slug>]
 * → { device, scenario, supported, connections, monitors, facts }; bad input → 400 { message, issues };
 * an unknown device → 404. docs/api.md.
 */
export async function loader({ request, params: route }: Route.LoaderArgs) {
  const refused = await guardApi(request, route.lang);
  if (refused) return refused;
  const locale = requestLocale(request);
  const t = await getTranslator(locale.language);
  const params = new URL(request.url).searchParams;
  const site = params.get("site") === "home" ? "home" : locale.site;
  const result = await lookUpRecommendation(await getDb(), t, params, site);
  // Devices change only when the seed runs; errors are not cached.
  const headers = result.status === 200 ? { "Cache-Control": "public, max-age=300" } : undefined;
  return Response.json(result.body, { status: result.status, headers });
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
