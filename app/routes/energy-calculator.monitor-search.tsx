import { z } from "zod";
import type { Route } from "./+types/energy-calculator.monitor-search";
import { searchOtherMakers } from "~/features/calculators/energy/monitors.server";
import { guardApi, refuseMethod, refuseRepeated } from "~/utils/api-guard.server";
import { getDb } from "~/utils/db.server";

// The catalogue changes only when the seed runs.
const cacheHeaders = { "Cache-Control": "public, max-age=300" };
const searchText = z.string().trim().min(2).max(60);

/**
 * GET /{lang}/api/energy-monitors?q=lg 27 → { options }: other makers' models with power figures.
 * Input rule: `q` given twice is 400 naming it; `/xx-yy/api/…` is 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = (await guardApi(request, params.lang)) ?? (await refuseRepeated(request, params.lang, ["q"]));
  if (refused) return refused;
  const text = searchText.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  const options = text.success ? await searchOtherMakers(await getDb(), text.data) : [];
  return Response.json({ options }, { headers: cacheHeaders });
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
