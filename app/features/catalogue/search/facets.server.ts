import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { cardColumns, type MonitorCard } from "../catalogue.server";
import { siteScope } from "./conditions.server";
import { facetSources, openValue, optionKey } from "./facet-sources.server";
import { openFacetOptions, type FacetOption } from "./open-facets";
import { closedOptions, isOpenFilterId } from "./options";
import { filterIds, type CatalogueQuery, type FilterId, type SortKey } from "./query";
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
const sourceOf = new Map(sources.flatMap((source) => source.facets.map((facet) => [facet, source] as const)));

/** An active filter's test: unknown (null) counts as not matching. */
const passes = (condition: SQL) => sql`coalesce((${condition}), false)`;

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
 * The rows a search matches that fail at most one active filter (a row failing two counts
 * nowhere), each with a bit per active filter it passes, as "id:bits,id:bits". One text value:
 * far cheaper to carry out of the database than one row per model.
 */
async function matchingRows(db: Database, input: FacetInput, values: SiteValues): Promise<Array<[number, number]>> {
  const { active } = input;
  const searching = input.query.search.trim() !== "" || active.length > 0;
  // No text and no filter: every model of the site, all in memory already.
  if (!searching) return values.ids.map((id) => [id, 0]);
  const bits = active.length === 0 ? sql`0` : sql.join(active.map((filter, index) => sql`(${passes(filter.condition)}::int << ${sql.raw(String(index))})`), sql` | `);
  const fewFailures =
    active.length < 2
      ? sql`true`
      : sql`(${sql.join(active.map((filter) => sql`${passes(filter.condition)}::int`), sql` + `)}) >= ${active.length - 1}`;
  const statement = sql`select coalesce(string_agg(${monitors.id}::text || ':' || (${bits})::text, ','), '') as matched
    from ${monitors} where ${siteScope(input.site)} and ${input.search} and ${fewFailures}`;
  const result = (await db.execute(statement)) as unknown as { rows: Array<{ matched: string }> };
  const text = result.rows[0]?.matched ?? "";
  if (text === "") return [];
  return text.split(",").map((pair) => {
    const colon = pair.indexOf(":");
    return [Number(pair.slice(0, colon)), Number(pair.slice(colon + 1))];
  });
}

/**
 * Total and facet counts. An option counts the rows that pass every active filter except its
 * own facet's (disjunctive faceting: options of one facet are OR'ed, so choosing one must not
 * zero its siblings); the total counts the rows that pass them all.
 */
function tally(rows: ReadonlyArray<[number, number]>, input: FacetInput, values: SiteValues) {
  const all = (1 << input.active.length) - 1;
  // The bits a facet's counts require: every active filter but its own.
  const required = new Map<FilterId, number>(filterIds.map((id) => [id, all & ~input.active.reduce((mask, filter, index) => (filter.id === id ? mask | (1 << index) : mask), 0)]));
  const counts = new Map<FilterId, Map<string, number>>(filterIds.map((id) => [id, new Map()]));
  // 1 at the position of every row that passes the search and all its filters: the result.
  const passing = new Uint8Array(values.ids.length);
  let total = 0;
  for (const [id, bits] of rows) {
    const row = values.indexOf.get(id);
    if (row === undefined || values.cards[row] === undefined) continue;
    if (bits === all) {
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
  const { total, counts, passing } = tally(await matchingRows(db, input, values), input, values);

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
  return { total, facets, values, passing };
}
