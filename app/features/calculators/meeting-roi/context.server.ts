/**
 * The meeting-room ROI calculator's server half: the country's rate (the exchange-rate service
 * when it answers, else the country table's seed rate) and the catalogue's interactive displays
 * the rows name, with their list prices.
 */
import type { Database } from "#db/connect";
import { findInteractiveDisplays, listInteractiveDisplays as listDisplays } from "~/features/catalogue/index.server";
import type { ContextLoader, FieldIssue } from "~/features/calculators/frame/definition";
import type { MonitorChoice } from "~/features/calculators/frame/page-data";
import type { RatesAnswer } from "~/features/calculators/shared/exchange-rate";
import { getExchangeRates } from "~/features/calculators/shared/exchange-rates.server";
import { keptRows } from "~/utils/kept-rows.server";
import { getDb } from "~/utils/db.server";
import { roiCountries, type RoiCountry } from "./countries";
import { displayOf, type MeetingRoiContext, type MeetingRoiInputs, type RoiDisplay, type RoiRate } from "./definition";

// The interactive displays are business products shown in the Work catalogue only; the ROI tool
// is on both sites, so it offers them on either.
export async function findDisplays(db: Database, slugs: readonly string[]): Promise<RoiDisplay[]> {
  return findInteractiveDisplays(db, slugs);
}

/** The interactive displays by size, for the rows' display select. */
export async function listInteractiveDisplays(db: Database): Promise<MonitorChoice[]> {
  return listDisplays(db);
}

/** The rate a country's amounts are shown at: live when the service priced its currency. */
export function roiRateOf(country: RoiCountry, answer: RatesAnswer): RoiRate {
  const entry = roiCountries[country];
  if (entry.currency === "USD") return { ratePerUsd: 1, source: "none", date: null };
  const live = answer.status === "live" ? answer.ratesPerUsd[entry.currency] : undefined;
  if (live !== undefined) return { ratePerUsd: live, source: "live", date: answer.status === "live" ? answer.date : null };
  return { ratePerUsd: entry.seedRate, source: "seed", date: null };
}

/**
 * Issues of rows whose display is not an interactive display. A row with no price from the
 * visitor or the catalogue is no issue: it takes the cited reference price (definition.ts).
 */
export function rowIssues(inputs: MeetingRoiInputs, displays: Readonly<Record<string, RoiDisplay>>): FieldIssue[] {
  return inputs.rooms.flatMap((row, index): FieldIssue[] => (displayOf(displays, row.display) ? [] : [{ field: `rooms.${index}.display`, message: "meetingRoi.error.displayUnknown" }]));
}

export type MeetingRoiContextDeps = { db: () => Promise<Database>; rates: () => Promise<RatesAnswer> };

export function createMeetingRoiContextLoader(deps: MeetingRoiContextDeps): ContextLoader<MeetingRoiInputs, MeetingRoiContext> {
  return async (inputs) => {
    const slugs = [...new Set(inputs.rooms.map((row) => row.display))];
    const [answer, found] = await Promise.all([deps.rates(), deps.db().then((db) => keptRows(db, `meeting-roi-displays ${slugs.join(" ")}`, () => findDisplays(db, slugs)))]);
    const displays = Object.fromEntries(found.map((display) => [display.slug, display]));
    const issues = rowIssues(inputs, displays);
    if (issues.length > 0) return { ok: false, issues };
    return { ok: true, context: { country: inputs.country, rate: roiRateOf(inputs.country, answer), displays } };
  };
}

export const loadMeetingRoiContext = createMeetingRoiContextLoader({ db: getDb, rates: getExchangeRates });
