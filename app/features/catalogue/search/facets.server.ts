import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { siteScope } from "./conditions.server";
import { facetSources, openValue, optionKey } from "./facet-sources.server";
import { openFacetOptions, type FacetOption } from "./open-facets";
import { closedOptions, isOpenFilterId } from "./options";
import { filterIds, type CatalogueQuery, type FilterId } from "./query";
import { universeFor } from "./universe.server";

export type Facet = { id: FilterId; options: FacetOption[] };

export type FacetInput = {
  site: "work" | "home";
  query: CatalogueQuery;
  /** Search text and synonyms. */
  search: SQL;
  active: Array<{ id: FilterId; condition: SQL }>;
  /** The catalogue version the search read (search.server.ts), for the cached option lists. */
  version: string;
};

const sources = facetSources();
const scalarSources = sources.filter((source) => !source.list);
const listSources = sources.filter((source) => source.list);
const sourceOf = new Map(sources.flatMap((source) => source.facets.map((facet) => [facet, source] as const)));

const raw = (text: string) => sql.raw(text);
const columnList = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
/** An active filter's test as a column value: unknown (null) counts as not matching. */
const passes = (condition: SQL) => sql`coalesce((${condition}), false)`;

/**
 * The filters a facet's counts obey: every active one but its own. Only the active facets
 * differ from the rest, so one count per active facet plus one for all the others suffices.
 */
function countMasks(activeIds: readonly FilterId[], aliasOf: (id: FilterId) => string[]) {
  const all = activeIds.flatMap(aliasOf);
  const masks = [all, ...activeIds.map((facet) => activeIds.filter((id) => id !== facet).flatMap(aliasOf))];
  return {
    counts: masks.map((mask) => `count(*) filter (where ${["true", ...mask].join(" and ")})::int`).join(", "),
    /** The count that belongs to a facet: its own mask when it is active, else the "all" one. */
    maskOf: (facet: FilterId) => activeIds.indexOf(facet) + 1,
  };
}

/**
 * Total and facet counts in one statement. The CTE keeps the site's rows that match the search
 * and fail at most one active filter (a row failing two counts nowhere), with each active
 * filter's result and each facet source's value as columns. Then one pass groups the one-value
 * sources (series, size bucket…) by grouping sets, and one pass the lists (ports, features…),
 * unnested side by side. An option counts the rows that pass every active filter except its
 * own facet's (disjunctive faceting: options of one facet are OR'ed, so choosing one must not
 * zero its siblings).
 */
export function facetStatement(input: FacetInput) {
  const active = input.active.map((filter, index) => ({ ...filter, alias: `f${index}` }));
  const activeIds = [...new Set(active.map((filter) => filter.id))];
  const masks = countMasks(activeIds, (id) => active.filter((filter) => filter.id === id).map((filter) => filter.alias));
  const fewFailures =
    active.length < 2
      ? sql`true`
      : sql`(${sql.join(active.map((filter) => sql`${passes(filter.condition)}::int`), sql` + `)}) >= ${active.length - 1}`;
  const rowColumns = [
    ...active.map((filter) => sql`${passes(filter.condition)} as ${raw(filter.alias)}`),
    ...scalarSources.map((source, index) => sql`${source.expression} as ${raw(`g${index}`)}`),
    ...listSources.map((source, index) => sql`${source.expression} as ${raw(`l${index}`)}`),
  ];
  const groups = columnList("g", scalarSources.length).join(", ");
  const groupSets = columnList("g", scalarSources.length).map((group) => `(${group})`).join(", ");
  const values = columnList("v", listSources.length).join(", ");
  const valueSets = columnList("v", listSources.length).map((value) => `(${value})`).join(", ");
  // grouping(a, b, …) has a 0 bit for the column a row is grouped by; the empty set is the total.
  const scalarPass = `select json_build_array(grouping(${groups}), ${groups}, ${masks.counts}) as entry from r group by grouping sets (${groupSets}, ())`;
  // Set-returning functions side by side in a select list run in step, padding with nulls (one
  // projection per row, far cheaper than a join against a multi-argument unnest).
  const unnested = [...active.map((filter) => filter.alias), ...columnList("l", listSources.length).map((list, index) => `unnest(${list}) as v${index}`)];
  const listPass = `select json_build_array(grouping(${values}), ${values}, ${masks.counts}) as entry from (select ${unnested.join(", ")} from r) as listed group by grouping sets (${valueSets})`;
  const statement = sql`
    with r as materialized (
      select ${sql.join(rowColumns, sql`, `)} from ${monitors}
      where ${siteScope(input.site)} and ${input.search} and ${fewFailures}
    )
    select
      (select coalesce(json_agg(entry), '[]'::json) from (${raw(scalarPass)}) as grouped) as scalars,
      (select coalesce(json_agg(entry), '[]'::json) from (${raw(listPass)}) as grouped) as lists`;
  return { statement, maskOf: masks.maskOf };
}

type Entry = [number, ...Array<string | number | null>];

/**
 * Reads grouping-set rows: [grouping bits, one column per source (only the grouped one set),
 * counts…]. The source whose bit is 0 is the one the row is grouped by; the total row has all
 * bits set.
 */
function readGroups(
  entries: readonly Entry[],
  group: readonly { facets: FilterId[] }[],
  maskOf: (facet: FilterId) => number,
  counts: Map<FilterId, Map<string, number>>,
): number {
  let total = 0;
  const width = group.length;
  for (const entry of entries) {
    const bits = entry[0];
    const index = group.findIndex((_, position) => ((bits >> (width - 1 - position)) & 1) === 0);
    const countAt = (mask: number) => Number(entry[1 + width + mask] ?? 0);
    if (index < 0) {
      total = countAt(0);
      continue;
    }
    const value = entry[1 + index];
    if (value === null || value === undefined) continue;
    for (const facet of group[index]!.facets) {
      const byValue = counts.get(facet) ?? new Map<string, number>();
      byValue.set(String(value), countAt(maskOf(facet)));
      counts.set(facet, byValue);
    }
  }
  return total;
}

export async function facetCounts(db: Database, input: FacetInput): Promise<{ total: number; facets: Facet[] }> {
  const { statement, maskOf } = facetStatement(input);
  const result = (await db.execute(statement)) as unknown as {
    rows: Array<{ scalars: Entry[]; lists: Entry[] }>;
  };
  const row = result.rows[0];
  const universe = await universeFor(db, input.site, sources, input.version);
  const counts = new Map<FilterId, Map<string, number>>();
  const total = readGroups(row?.scalars ?? [], scalarSources, maskOf, counts);
  readGroups(row?.lists ?? [], listSources, maskOf, counts);

  const facets = filterIds.map((id): Facet => {
    const selected = input.query.filters[id] ?? [];
    const byKey = counts.get(id) ?? new Map<string, number>();
    const present = universe.values.get(sourceOf.get(id)?.key ?? "") ?? new Set<string>();
    if (isOpenFilterId(id)) {
      const values = [...present].map((text) => openValue(id, text));
      const byValue = new Map([...byKey].map(([text, count]) => [openValue(id, text), count]));
      return { id, options: openFacetOptions(id, values, byValue, selected) };
    }
    const options = closedOptions[id]
      .filter((option) => present.has(optionKey(option)) || selected.includes(option.value))
      .map((option) => ({
        value: option.value,
        ...(option.labelKey ? { labelKey: option.labelKey } : { label: option.label }),
        count: byKey.get(optionKey(option)) ?? 0,
        selected: selected.includes(option.value),
      }));
    return { id, options };
  });
  return { total, facets };
}
