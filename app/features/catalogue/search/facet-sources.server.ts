import { sql, type SQL } from "drizzle-orm";
import { monitors } from "#db/schema";
import { optionCondition } from "./conditions.server";
import { aspectRatioValue, closedOptions, type ClosedFilterId, type OpenFilterId, type OptionDefinition } from "./options";
import { filterIds, type FilterId } from "./query";

/**
 * What a facet counts by: one value per row (series, a size bucket) or a list (ports), as SQL
 * over the monitors table, and which value stands for which option. Facets that read the same
 * column share a source, so the statement groups that column once (series and
 * meetingSpacesBool; the four facets made of ENERGY STAR features).
 */
export type FacetSource = {
  key: string;
  list: boolean;
  expression: SQL;
  facets: FilterId[];
};

const HDR_FEATURE = "High Dynamic Range";
const ADAPTIVE_SYNC_FEATURE = "Variable Refresh Rate";
/** Not an ENERGY STAR box: the value the features source gives a model with 10 or more bits per colour. */
const TEN_BIT_FEATURE = "10-bit colour";

/** The feature, added to the list when the condition holds and ENERGY STAR did not tick it. */
const addedFeature = (feature: string, condition: SQL) =>
  sql`case when ${condition} and not (${monitors.features} @> array[${feature}]) then array[${feature}] else array[]::text[] end`;

/**
 * ENERGY STAR features, plus "High Dynamic Range" for a model whose HDR column names a standard
 * (or whose EDID accepts HDR signals) without ticking the feature box, "Variable Refresh Rate" for an adaptive-sync range in the
 * EDID, and "10-bit colour": the same rules as the options' conditions.
 */
const featuresWithHdr = sql`${monitors.features} || ${addedFeature(HDR_FEATURE, sql`(${monitors.hdr} is not null or cardinality(${monitors.hdrTransferFunctions}) > 0)`)} || ${addedFeature(ADAPTIVE_SYNC_FEATURE, sql`${monitors.adaptiveSync} is not null`)} || ${addedFeature(TEN_BIT_FEATURE, sql`${monitors.bitsPerColour} >= 10`)}`;

const columnSources: Record<string, { list: boolean; expression: SQL }> = {
  series: { list: false, expression: sql`${monitors.series}` },
  panelType: { list: false, expression: sql`${monitors.panelType}` },
  curved: { list: false, expression: sql`${monitors.curved}::text` },
  ports: { list: true, expression: sql`${monitors.ports}` },
  gamutCoverage: { list: true, expression: sql`${monitors.gamutCoverage}` },
  certifications: { list: true, expression: sql`${monitors.certifications}` },
  features: { list: true, expression: featuresWithHdr },
  exactSizes: { list: false, expression: sql`${monitors.sizeInches}::text` },
  resolutions: { list: false, expression: sql`${monitors.resolutionWidth} || 'x' || ${monitors.resolutionHeight}` },
  aspectRatios: { list: false, expression: sql`${monitors.aspectRatio}` },
};

/** The value of the source's column that means this option. */
export function optionKey(option: OptionDefinition): string {
  const { match } = option;
  switch (match.kind) {
    case "equals":
    case "contains":
      return match.value;
    case "curved":
      return String(match.value);
    case "hdr":
      return HDR_FEATURE;
    case "adaptiveSync":
      return ADAPTIVE_SYNC_FEATURE;
    case "bitsPerColour":
      return TEN_BIT_FEATURE;
    case "range":
      return option.value;
  }
}

/** A bucket facet's value: the first bucket whose range holds the row (they do not overlap). */
function bucketExpression(options: readonly OptionDefinition[]): SQL {
  const cases = options.map((option) => sql`when ${optionCondition(option.match)} then ${option.value}`);
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

function sourceKeyOf(id: FilterId): string | null {
  if (id === "exactSizes" || id === "resolutions" || id === "aspectRatios") return id;
  const match = closedOptions[id as ClosedFilterId][0]?.match;
  if (!match) return null;
  if (match.kind === "equals" || match.kind === "contains") return match.column;
  if (match.kind === "hdr" || match.kind === "adaptiveSync" || match.kind === "bitsPerColour") return "features";
  if (match.kind === "curved") return "curved";
  return id;
}

export function facetSources(): FacetSource[] {
  const sources = new Map<string, FacetSource>();
  for (const id of filterIds) {
    const key = sourceKeyOf(id);
    if (!key) continue;
    const existing = sources.get(key);
    if (existing) {
      existing.facets.push(id);
      continue;
    }
    const column = columnSources[key] ?? {
      list: false,
      expression: bucketExpression(closedOptions[id as ClosedFilterId]),
    };
    sources.set(key, { key, ...column, facets: [id] });
  }
  return [...sources.values()];
}

/** An open facet's option value from its column's text: "23.8", "3840x2160", "16-9". */
export function openValue(id: OpenFilterId, text: string): string {
  if (id === "exactSizes") return String(Number(text));
  if (id === "aspectRatios") return aspectRatioValue(text);
  return text;
}
