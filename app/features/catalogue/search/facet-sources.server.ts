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

/**
 * ENERGY STAR features, plus "High Dynamic Range" for a model whose HDR column names a
 * standard without ticking the feature box: the same rule as the hdr option's condition.
 */
const featuresWithHdr = sql`${monitors.features} || case when ${monitors.hdr} is not null and not (${monitors.features} @> array[${HDR_FEATURE}]) then array[${HDR_FEATURE}] else array[]::text[] end`;

const columnSources: Record<string, { list: boolean; expression: SQL }> = {
  series: { list: false, expression: sql`${monitors.series}` },
  panelType: { list: false, expression: sql`${monitors.panelType}` },
  curved: { list: false, expression: sql`${monitors.curved}::text` },
  ports: { list: true, expression: sql`${monitors.ports}` },
  colorSpaces: { list: true, expression: sql`${monitors.colorSpaces}` },
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
  if (match.kind === "hdr") return "features";
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
