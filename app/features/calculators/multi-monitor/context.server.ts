/**
 * What the multi-monitor setup looks up: each chosen catalogue monitor's diagonal, resolution
 * and power figures. Only the maker's models shown on the visitor's site qualify.
 */
import type { Database } from "#db/connect";
import { findScreenWithPower, listModelChoices } from "~/features/catalogue/index.server";
import type { ContextLoader, FieldIssue } from "~/features/calculators/frame/definition";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import { gridFactorFor } from "~/features/calculators/energy/grid-factors.server";
import { getDb } from "~/utils/db.server";
import type { CatalogueScreen, MultiMonitorContext, MultiMonitorInputs } from "./definition";

type Site = "work" | "home";

async function findScreen(db: Database, slug: string, site: Site, field: string): Promise<{ ok: true; screen: CatalogueScreen } | { ok: false; issue: FieldIssue }> {
  const row = await findScreenWithPower(db, slug, site);
  if (!row) return { ok: false, issue: { field, message: "calculator.error.monitorUnknown" } };
  const { sizeInches, widthPx, heightPx } = row;
  if (!sizeInches || !widthPx || !heightPx || sizeInches <= 0) return { ok: false, issue: { field, message: "multiMonitor.error.monitorData" } };
  return { ok: true, screen: { ...row, sizeInches, widthPx, heightPx } };
}

/** The site's own models whose size and resolution are known, by title. */
export async function listSetupMonitors(db: Database, site: Site): Promise<MonitorChoice[]> {
  return listModelChoices(db, site, { need: "screen", orderBy: "title" });
}

/** The context for parsed inputs; an unknown monitor, or one without size or resolution, is an issue on its field. */
export function createMultiMonitorContextLoader(db: () => Promise<Database>): ContextLoader<MultiMonitorInputs, MultiMonitorContext> {
  return async (inputs, request) => {
    const database = await db();
    const monitor = await findScreen(database, inputs.monitor, request.site, "monitor");
    const ultrawide = inputs.ultrawide ? await findScreen(database, inputs.ultrawide, request.site, "ultrawide") : null;
    const issues = [monitor, ultrawide].flatMap((found) => (found && !found.ok ? [found.issue] : []));
    if (!monitor.ok || (ultrawide && !ultrawide.ok)) return { ok: false, issues };
    return { ok: true, context: { monitor: monitor.screen, ultrawide: ultrawide?.ok ? ultrawide.screen : null, gridFactor: gridFactorFor(inputs.country) } };
  };
}

export const loadMultiMonitorContext = createMultiMonitorContextLoader(getDb);
