import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { cardColumns, type MonitorCard } from "../catalogue.server";
import { siteScope } from "./conditions.server";
import { facetSources, openValue, optionKey } from "./facet-sources.server";
import { openFacetOptions, type FacetOption } from "./open-facets";
import { closedOptions, findOption, isOpenFilterId } from "./options";
import { filterIds, type CatalogueQuery, type FilterId, type SortKey } from "./query";
import { universeFor, type Universe } from "./universe.server";

export type Facet = { id: FilterId; options: FacetOption[] };

export type FacetInput = {
  site: "work" | "home";
  query: CatalogueQuery;
  /** The search text and its synonyms, or null when the search tests no text. */
  search: SQL | null;
  /** The catalogue version the search read (search.server.ts), for the cached option lists. */
  version: string;
};

const sources = facetSources();
const sourceIndexOf = new Map(sources.flatMap((source, index) => source.facets.map((facet) => [facet, index] as const)));

/** The values a facet's source has in the site's catalogue (its option list before counting). */
const presentValues = (universe: Universe, id: FilterId): ReadonlySet<string> =>
  universe.values.get(sources[sourceIndexOf.get(id) ?? -1]?.key ?? "") ?? new Set<string>();

/**
 * Each facet source's value for every model of a site, and its card, read once per catalogue
 * version: the counts are then tallied here, over the rows a search matches, instead of grouped
 * in the database on every search (one grouping-sets statement cost ~50 ms at 10,000 models on
 * PGlite; this table is read in ~0.2 s once per import), and a page's cards are taken from here
 * (page-order.server.ts). Lists hold each value once. Cards are shared: never change them.
 */
export type SiteValues = {
  version: string;
  ids: number[];
  indexOf: Map<number, number>;
  columns: Array<Array<string | string[] | null>>;
  cards: MonitorCard[];
  /** The sort orders searches asked for, as positions into these rows (page-order.server.ts). */
  orders: Map<SortKey, Promise<Int32Array>>;
};
const siteValues = new WeakMap<Database, Map<string, Promise<SiteValues>>>();

async function loadSiteValues(db: Database, site: "work" | "home", version: string): Promise<SiteValues> {
  const statement = sql`select ${monitors.id} as id, ${sql.join(
    sources.map((source, index) => sql`${source.expression} as ${sql.raw(`c${index}`)}`),
    sql`, `,
  )} from ${monitors} where ${siteScope(site)}`;
  const [result, cardRows] = await Promise.all([
    db.execute(statement) as unknown as Promise<{ rows: Array<Record<string, unknown>> }>,
    db.select(cardColumns).from(monitors).where(siteScope(site)),
  ]);
  const ids = result.rows.map((row) => Number(row.id));
  const cardOf = new Map(cardRows.map((card) => [card.id, card]));
  const columns = sources.map((source, index) =>
    result.rows.map((row) => {
      const value = row[`c${index}`];
      if (value === null || value === undefined) return null;
      if (!source.list) return String(value);
      return [...new Set((value as unknown[]).filter((entry) => entry !== null).map(String))];
    }),
  );
  // Both statements read the same rows unless an import ran between them: the next version heals it.
  const cards = ids.map((id) => cardOf.get(id)!);
  return { version, ids, indexOf: new Map(ids.map((id, index) => [id, index])), columns, cards, orders: new Map() };
}

/** The site's values for this catalogue version; concurrent searches share one read. */
function valuesFor(db: Database, site: "work" | "home", version: string): Promise<SiteValues> {
  const bySite = siteValues.get(db) ?? new Map<string, Promise<SiteValues>>();
  siteValues.set(db, bySite);
  const key = `${site}\u0000${version}`;
  let pending = bySite.get(key);
  if (!pending) {
    pending = loadSiteValues(db, site, version);
    // Only the current version is kept: an import replaces the old entry.
    for (const old of bySite.keys()) if (old.startsWith(`${site}\u0000`)) bySite.delete(old);
    bySite.set(key, pending);
    pending.catch(() => bySite.delete(key));
  }
  return pending;
}

/**
 * An active filter as the tally applies it: the values of its facet's source that pass it. A
 * filter is the same test as its facet's count (an option counts the rows whose source value is
 * its key), so filtering runs here over the rows in memory; search.server.test.ts checks every
 * option against its SQL condition (conditions.server.ts optionCondition).
 */
type ActiveFilter = { id: FilterId; source: number; accepted: ReadonlySet<string> };

function activeFilters(query: CatalogueQuery, universe: Universe): ActiveFilter[] {
  return filterIds.flatMap((id): ActiveFilter[] => {
    const selected = query.filters[id] ?? [];
    if (selected.length === 0) return [];
    // A filter without a source has no options, so nothing passes it (the URL parser drops its values first).
    const source = sourceIndexOf.get(id) ?? -1;
    if (isOpenFilterId(id)) {
      return [{ id, source, accepted: new Set([...presentValues(universe, id)].filter((text) => selected.includes(openValue(id, text)))) }];
    }
    const keys = selected.flatMap((value) => {
      const option = findOption(id, value);
      return option ? [optionKey(option)] : [];
    });
    return [{ id, source, accepted: new Set(keys) }];
  });
}

/** A bit per active filter the row passes (a list value passes when any of its entries does). */
function rowBits(row: number, filters: readonly ActiveFilter[], values: SiteValues): number {
  let bits = 0;
  filters.forEach((filter, index) => {
    const value = values.columns[filter.source]?.[row];
    if (value === null || value === undefined) return;
    const passes = typeof value === "string" ? filter.accepted.has(value) : value.some((entry) => filter.accepted.has(entry));
    if (passes) bits |= 1 << index;
  });
  return bits;
}

/**
 * The positions of the site's rows that match the search text: all of them when there is no
 * text, else the ids the database finds, as one "id,id" text value (far cheaper to carry out of
 * the database than one row per model).
 */
async function textMatches(db: Database, input: FacetInput, values: SiteValues): Promise<Iterable<number>> {
  if (!input.search) return values.ids.keys();
  const statement = sql`select coalesce(string_agg(${monitors.id}::text, ','), '') as matched
    from ${monitors} where ${siteScope(input.site)} and ${input.search}`;
  const result = (await db.execute(statement)) as unknown as { rows: Array<{ matched: string }> };
  const text = result.rows[0]?.matched ?? "";
  if (text === "") return [];
  return text.split(",").flatMap((id) => values.indexOf.get(Number(id)) ?? []);
}

/**
 * Total and facet counts. An option counts the rows that pass every active filter except its
 * own facet's (disjunctive faceting: options of one facet are OR'ed, so choosing one must not
 * zero its siblings); the total counts the rows that pass them all.
 */
function tally(rows: Iterable<number>, filters: readonly ActiveFilter[], values: SiteValues) {
  const all = (1 << filters.length) - 1;
  // The bits a facet's counts require: every active filter but its own.
  const required = new Map<FilterId, number>(filterIds.map((id) => [id, all & ~filters.reduce((mask, filter, index) => (filter.id === id ? mask | (1 << index) : mask), 0)]));
  const counts = new Map<FilterId, Map<string, number>>(filterIds.map((id) => [id, new Map()]));
  // 1 at the position of every row that passes the search and all its filters: the result.
  const passing = new Uint8Array(values.ids.length);
  let total = 0;
  for (const row of rows) {
    if (values.cards[row] === undefined) continue;
    const bits = rowBits(row, filters, values);
    const failed = all & ~bits;
    // A row failing two filters counts nowhere: every facet requires at least one of them.
    if ((failed & (failed - 1)) !== 0) continue;
    if (failed === 0) {
      total++;
      passing[row] = 1;
    }
    sources.forEach((source, index) => {
      const value = values.columns[index]![row];
      if (value === null || value === undefined) return;
      for (const facet of source.facets) {
        const need = required.get(facet)!;
        if ((bits & need) !== need) continue;
        const byValue = counts.get(facet)!;
        if (typeof value === "string") byValue.set(value, (byValue.get(value) ?? 0) + 1);
        else for (const entry of value) byValue.set(entry, (byValue.get(entry) ?? 0) + 1);
      }
    });
  }
  return { total, counts, passing };
}

export type FacetCounts = {
  total: number;
  facets: Facet[];
  /** The site's rows this version (their cards among them), and which of them are the result. */
  values: SiteValues;
  passing: Uint8Array;
};

export async function facetCounts(db: Database, input: FacetInput): Promise<FacetCounts> {
  const [values, universe] = await Promise.all([valuesFor(db, input.site, input.version), universeFor(db, input.site, sources, input.version)]);
  const { total, counts, passing } = tally(await textMatches(db, input, values), activeFilters(input.query, universe), values);

  const facets = filterIds.map((id): Facet => {
    const selected = input.query.filters[id] ?? [];
    const byKey = counts.get(id) ?? new Map<string, number>();
    const present = presentValues(universe, id);
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
  return { total, facets, values, passing };
}
