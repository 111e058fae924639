import { z } from "zod";
import type { Route } from "./+types/energy-calculator.monitor-search";
import { searchOtherMakers } from "~/features/calculators/energy/monitors.server";
import { getDb } from "~/utils/db.server";

// The catalogue changes only when the seed runs.
const cacheHeaders = { "Cache-Control": "public, max-age=300" };
const searchText = z.string().trim().min(2).max(60);

/** GET /{lang}/api/energy-monitors?q=lg 27 → { options }: other makers' models with power figures. */
export async function loader({ request }: Route.LoaderArgs) {
  const text = searchText.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  const options = text.success ? await searchOtherMakers(await getDb(), text.data) : [];
  return Response.json({ options }, { headers: cacheHeaders });
}
