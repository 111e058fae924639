/**
 * What the ergonomics guide looks up: the catalogue monitor's diagonal and resolution (its
 * physical size and pixel pitch). Only the maker's models shown on the visitor's site qualify.
 */
import type { Database } from "#db/connect";
import { findScreen, listModelChoices } from "~/features/catalogue/index.server";
import type { ContextLoader } from "~/features/calculators/frame/definition";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import { keptRows } from "~/utils/kept-rows.server";
import { getDb } from "~/utils/db.server";
import type { ErgonomicsContext, ErgonomicsInputs } from "./definition";

export type ErgonomicsMonitorRow = { slug: string; title: string; sizeInches: number | null; widthPx: number | null; heightPx: number | null };

export async function findErgonomicsMonitor(db: Database, slug: string, site: "work" | "home"): Promise<ErgonomicsMonitorRow | null> {
  return findScreen(db, slug, site);
}

/** The site's own models whose size and resolution are known, by title. */
export async function listErgonomicsMonitors(db: Database, site: "work" | "home"): Promise<MonitorChoice[]> {
  return listModelChoices(db, site, { need: "screen", orderBy: "title" });
}

/** The context for parsed inputs; an unknown monitor, or one without size or resolution, is an issue on `monitor`. */
export function createErgonomicsContextLoader(db: () => Promise<Database>): ContextLoader<ErgonomicsInputs, ErgonomicsContext> {
  return async (inputs, request) => {
    const database = await db();
    const row = await keptRows(database, `ergonomics-monitor ${request.site} ${inputs.monitor}`, () => findErgonomicsMonitor(database, inputs.monitor, request.site));
    if (!row) return { ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] };
    const { sizeInches, widthPx, heightPx } = row;
    if (!sizeInches || !widthPx || !heightPx || sizeInches <= 0) return { ok: false, issues: [{ field: "monitor", message: "ergonomics.error.monitorData" }] };
    return { ok: true, context: { monitor: { slug: row.slug, title: row.title, sizeInches, widthPx, heightPx } } };
  };
}

export const loadErgonomicsContext = createErgonomicsContextLoader(getDb);
