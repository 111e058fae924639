import { and, arrayContains, eq, gt, gte, inArray, isNotNull, lt, lte, not, or, sql, type SQL } from "drizzle-orm";
import { monitors } from "#db/schema";
import { conditionFact, facetFacts, type FactKey } from "./facts";
import { factKnown } from "./facts.server";
import type { OptionMatch } from "./options";
import type { FilterId } from "./query";
import type { SearchCondition } from "./synonyms";

/**
 * Search text and filter options as SQL: the text is tested in the database, an option's
 * condition defines its facet value (facet-sources.server.ts). Every value reaches the database
 * as a bound parameter; the only text spliced into SQL is column names from this file.
 */
const rangeColumns = {
  sizeInches: monitors.sizeInches,
  refreshRateHz: monitors.refreshRateHz,
  ppi: monitors.ppi,
  responseTimeMs: monitors.responseTimeMs,
  usbCPowerDeliveryWatts: monitors.usbCPowerDeliveryWatts,
};
const listColumns = {
  ports: monitors.ports,
  features: monitors.features,
  gamutCoverage: monitors.gamutCoverage,
  certifications: monitors.certifications,
};
const textColumns = { series: monitors.series, panelType: monitors.panelType };

/** "true" for an empty AND: no condition. */
const always = sql`true`;
const allOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? always : and(...conditions)!);
const anyOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`false` : or(...conditions)!);

// HDR: ticked by ENERGY STAR, a DisplayHDR tier, or HDR signals the monitor's EDID accepts (issue 29
// keeps certification and signals apart, but a visitor filtering for HDR wants both).
const hdrCondition = () =>
  or(arrayContains(monitors.features, ["High Dynamic Range"]), isNotNull(monitors.hdr), sql`cardinality(${monitors.hdrTransferFunctions}) > 0`)!;

export function optionCondition(match: OptionMatch): SQL {
  switch (match.kind) {
    case "equals":
      return eq(textColumns[match.column], match.value);
    case "contains":
      return arrayContains(listColumns[match.column], [match.value]);
    case "curved":
      return eq(monitors.curved, match.value);
    case "hdr":
      return hdrCondition();
    case "adaptiveSync":
      return or(arrayContains(monitors.features, ["Variable Refresh Rate"]), isNotNull(monitors.adaptiveSync))!;
    case "bitsPerColour":
      return gte(monitors.bitsPerColour, match.gte);
    case "range": {
      const column = rangeColumns[match.column];
      const bounds = [
        match.gt === undefined ? null : gt(column, match.gt),
        match.gte === undefined ? null : gte(column, match.gte),
        match.lt === undefined ? null : lt(column, match.lt),
        match.lte === undefined ? null : lte(column, match.lte),
      ];
      return allOf(bounds.filter((bound): bound is SQL => bound !== null));
    }
  }
}

function resolutionCondition(values: readonly string[]): SQL {
  return anyOf(
    values.map((value) => {
      const [width, height] = value.split("x").map(Number);
      return and(eq(monitors.resolutionWidth, width ?? 0), eq(monitors.resolutionHeight, height ?? 0))!;
    }),
  );
}

/** Ultrawide: the 21:9 family (2560 × 1080 to 3840 × 1600, stored as 21:9, 64:27, 43:18 or 12:5) and 32:9. */
const ultrawideCondition = () =>
  or(
    inArray(monitors.aspectRatio, ["21:9", "64:27", "43:18", "12:5", "32:9"]),
    sql`${monitors.resolutionWidth}::double precision / nullif(${monitors.resolutionHeight}, 0) >= 2.3`,
  )!;

export function synonymCondition(condition: SearchCondition): SQL {
  switch (condition.kind) {
    case "resolution":
      return resolutionCondition(condition.values);
    case "ultrawide":
      return ultrawideCondition();
    case "port":
      return arrayContains(monitors.ports, [condition.value]);
    case "panel":
      return inArray(monitors.panelType, [...condition.values]);
    case "minRefresh":
      return gte(monitors.refreshRateHz, condition.hz);
    case "size":
      return sql`${monitors.sizeInches} between ${condition.inches - 0.5} and ${condition.inches + 0.5}`;
    case "curved":
      return eq(monitors.curved, true);
    case "hdr":
      return hdrCondition();
  }
}

/** LIKE's wildcards and its escape character, taken literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A recognised spec word as the search tests it: its condition, and when the model's sources state its fact. */
export type ConditionTest = { test: SQL; known: SQL; fact: FactKey };

/**
 * The search text as the database tests it: every word must be in the search text (no fact can
 * be unknown there), every recognised spec word must hold unless its fact is not specified
 * (then the model is a candidate for "more models match"); null when the text has neither.
 */
export type TextTests = { words: SQL[]; conditions: ConditionTest[] };

export function textTests(words: readonly string[], conditions: readonly SearchCondition[]): TextTests | null {
  if (words.length === 0 && conditions.length === 0) return null;
  return {
    words: words.map((word) => sql`${monitors.searchText} like ${likePattern(word)}`),
    conditions: conditions.map((condition) => {
      const fact = conditionFact(condition);
      return { test: synonymCondition(condition), known: factKnown[fact], fact };
    }),
  };
}

/** A facet's "Not specified" option as SQL: its fact is not stated (null for a facet that has none). */
export function unspecifiedCondition(id: FilterId): SQL | null {
  const fact = facetFacts[id];
  return fact ? not(factKnown[fact]) : null;
}

export const siteScope = (site: "work" | "home") =>
  and(eq(monitors.vendor, "Dell"), arrayContains(monitors.sites, [site]))!;

