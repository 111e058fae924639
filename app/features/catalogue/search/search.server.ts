import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { createCache, type Cache } from "~/utils/cache";
import { preparedPer } from "~/utils/prepared.server";
import type { MonitorCard } from "../catalogue.server";
import { textTests } from "./conditions.server";
import { facetCounts, type AlsoMatching, type Facet } from "./facets.server";
import { orderings, pagePositions, sortOrder } from "./page-order.server";
import { catalogueVersionOfMonitors } from "./universe.server";
import { canonicalFilterValue } from "./options";
import { canonicalValues, PAGE_SIZE, type CatalogueQuery, type FilterId } from "./query";
import { interpretSearch, type Understood } from "./synonyms";

export type { AlsoMatching, Facet } from "./facets.server";
export type { FacetOption } from "./open-facets";

export type CatalogueSearchResult = {
  items: MonitorCard[];
  total: number;
  /** The page shown: the requested one, clamped to 1..pages. */
  page: number;
  pages: number;
  facets: Facet[];
  /** Spec words recognised in the search text, for a "showing 4K (3840 × 2160)" hint. */
  understood: Understood[];
  /**
   * Models left out only because a fact the search tests is not specified for them ("3 more
   * models match everything else; their ports are not specified"); null when there are none,
   * and always with unspecified=match, which lists them.
   */
  alsoMatching: AlsoMatching | null;
};

/**
 * The query as the engine applies it: values re-checked (a caller may build a query without
 * the URL parser), the page a whole number from 1.
 */
function sanitize(query: CatalogueQuery): CatalogueQuery {
  const filters: CatalogueQuery["filters"] = {};
  for (const [id, values] of Object.entries(query.filters) as Array<[FilterId, string[] | undefined]>) {
    const known = canonicalValues(
      (values ?? []).flatMap((value) => canonicalFilterValue(id, value) ?? []),
    );
    if (known.length > 0) filters[id] = known;
  }
  const page = Number.isFinite(query.currentPage) ? Math.max(1, Math.floor(query.currentPage)) : 1;
  const sanitized: CatalogueQuery = {
    search: query.search.slice(0, 1_000),
    filters,
    sortby: query.sortby in orderings ? query.sortby : "date_desc",
    currentPage: page,
  };
  if (query.unspecified === true) sanitized.unspecified = true;
  return sanitized;
}

/**
 * One catalogue page with its facets: Dell models of the site matching the search text
 * (every word, as a substring of the search text), its recognised spec words and every
 * active filter. The database tests the text; filtering, counting and paging run over the
 * site's rows and sort orders kept per catalogue version (facets.server.ts, page-order.server.ts).
 */
export async function searchCatalogue(
  db: Database,
  options: { site: "work" | "home"; query: CatalogueQuery; /** Skip the result cache (the benchmark's cold runs). */ fresh?: boolean },
): Promise<CatalogueSearchResult> {
  const query = sanitize(options.query);
  const version = await readCatalogueVersion(db);
  const search = () => runSearch(db, options.site, query, version);
  if (options.fresh) return search();
  let results = resultCaches.get(db);
  if (!results) resultCaches.set(db, (results = createCache({ maxEntries: MAX_CACHED_RESULTS })));
  return results.get(cacheKey(version, options.site, query), search);
}

/**
 * Recent answers per database, each keyed by the catalogue version it was computed on: the
 * catalogue changes only when it is re-imported, while visitors ask the same browse pages again
 * and again (an old version's answers are never asked again and fall out first). Results are
 * shared between requests, so callers must not change them.
 */
const resultCaches = new WeakMap<Database, Cache<string, CatalogueSearchResult>>();
const MAX_CACHED_RESULTS = 500;

// Every search reads the version: built and parsed once per database (app/utils/prepared.server.ts).
const versionStatement = preparedPer((db) => db.select({ version: catalogueVersionOfMonitors }).from(monitors).prepare("catalogue_version"));

/** Read per search (an index-only max), so every process sees a re-import. */
async function readCatalogueVersion(db: Database): Promise<string> {
  const [row] = await versionStatement(db).execute();
  return String(row?.version ?? "");
}

function cacheKey(version: string, site: string, query: CatalogueQuery): string {
  const filters = Object.entries(query.filters).sort(([first], [second]) => (first < second ? -1 : 1));
  return JSON.stringify([version, site, query.search, query.sortby, query.currentPage, filters, query.unspecified === true]);
}

async function runSearch(db: Database, site: "work" | "home", query: CatalogueQuery, version: string): Promise<CatalogueSearchResult> {
  const interpreted = interpretSearch(query.search);
  const search = textTests(interpreted.words, interpreted.conditions);
  const counts = await facetCounts(db, { site, query, search, version });
  const pages = Math.max(1, Math.ceil(counts.total / PAGE_SIZE));
  const page = Math.min(query.currentPage, pages);
  const order = await sortOrder(db, site, counts.values, query.sortby);
  const items: MonitorCard[] = pagePositions(order, counts.passing, page, PAGE_SIZE).map((position) => counts.values.cards[position]!);
  const alsoMatching = counts.alsoMatching.count > 0 ? counts.alsoMatching : null;
  return { items, total: counts.total, page, pages, facets: counts.facets, understood: interpreted.understood, alsoMatching };
}
