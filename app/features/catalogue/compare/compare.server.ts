import { and, arrayContains, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors, type FactSource } from "#db/schema";
import type { SiteId } from "~/i18n/paths";
import { detailColumns, withGamut } from "../catalogue.server";
import { sourcedFacts } from "../fact-sources";
import { hdrSignals } from "../spec-sheet";
import type { ComparedMonitor, MonitorLookup, MonitorSuggestion } from "./compared-monitor";

/** The columns the comparison shows: the spec sheet's fields and the link to the product. */
const { sources: _sources, ...comparedColumns } = detailColumns;

/**
 * Only the maker's own catalogue is compared: other vendors' rows (no sites) exist for the
 * calculators. Both sites' models are allowed, since a share link may mix the ranges.
 */
const inCatalogue: SQL = and(eq(monitors.vendor, "Dell"), sql`cardinality(${monitors.sites}) > 0`)!;

/** A selected row: the coverage columns and fact sources as stored. */
type ComparedRow = Omit<ComparedMonitor, "sites" | "gamut" | "sources" | "hdrSignals" | "hdrCertification"> & {
  sites: string[];
  gamutSrgbPct: number | null;
  gamutDciP3Pct: number | null;
  gamutAdobeRgbPct: number | null;
  factSources: FactSource[] | null;
};

/** The API's shape: `gamut` as one object, `sources` as [{ field, key, source: { title, url, retrieved } }] for every cited fact. */
function toCompared(row: ComparedRow): ComparedMonitor {
  const { factSources, ...monitor } = withGamut(row);
  return {
    ...monitor,
    sources: sourcedFacts(factSources),
    hdrSignals: hdrSignals(row.hdrTransferFunctions),
    hdrCertification: row.hdr,
    sites: row.sites.filter((site): site is SiteId => site === "work" || site === "home"),
  };
}

/** Monitors by model (any letter case), in the order asked; models not found are listed back. */
export async function findMonitorsByModels(db: Database, models: readonly string[]): Promise<MonitorLookup> {
  if (models.length === 0) return { monitors: [], unknown: [] };
  const wanted = models.map((model) => model.toUpperCase());
  const rows = await db
    .select(comparedColumns)
    .from(monitors)
    .where(and(inCatalogue, inArray(sql`upper(${monitors.model})`, wanted)));
  const byModel = new Map(rows.map((row) => [row.model.toUpperCase(), toCompared(row)]));
  const found = wanted.map((model) => byModel.get(model)).filter((row): row is ComparedMonitor => !!row);
  return { monitors: found, unknown: models.filter((model) => !byModel.has(model.toUpperCase())) };
}

/** Monitors by id, in the order asked; ids not found are listed back as text. */
export async function findMonitorsByIds(db: Database, ids: readonly number[]): Promise<MonitorLookup> {
  if (ids.length === 0) return { monitors: [], unknown: [] };
  const rows = await db
    .select(comparedColumns)
    .from(monitors)
    .where(and(inCatalogue, inArray(monitors.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, toCompared(row)]));
  const found = ids.map((id) => byId.get(id)).filter((row): row is ComparedMonitor => !!row);
  return { monitors: found, unknown: ids.filter((id) => !byId.has(id)).map(String) };
}

export const SUGGESTION_LIMIT = 8;

/** LIKE treats % and _ as wildcards and a backslash as its escape; typed text must match only itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Up to eight models of one site whose model or title contains the text, models that start with
 * it first. A plain parameterised ILIKE: a few hundred rows need nothing cleverer.
 */
export async function suggestMonitors(db: Database, options: { text: string; site: SiteId }): Promise<MonitorSuggestion[]> {
  const text = options.text.trim();
  if (!text) return [];
  const escaped = escapeLike(text);
  const contains = `%${escaped}%`;
  const startsWith = `${escaped}%`;
  return db
    .select({ id: monitors.id, model: monitors.model, title: monitors.title, series: monitors.series })
    .from(monitors)
    .where(and(inCatalogue, arrayContains(monitors.sites, [options.site]), or(ilike(monitors.model, contains), ilike(monitors.title, contains))))
    .orderBy(sql`case when ${monitors.model} ilike ${startsWith} then 0 else 1 end`, asc(monitors.model))
    .limit(SUGGESTION_LIMIT);
}
