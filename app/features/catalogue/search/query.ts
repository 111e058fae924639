/**
 * The catalogue search's state as it lives in the URL query. Pure and free of zod: the browser
 * bundle uses it to build links, the server parses with parse-query.server.ts.
 */
export const filterIds = [
  "meetingSpacesBool",
  "series",
  "sizes",
  "exactSizes",
  "resolutions",
  "screenTypes",
  "aspectRatios",
  "colorSpaces",
  "ports",
  "certifications",
  "features",
  "bezels",
  "colorCalibrations",
  "easeOfUse",
  "multimedia",
  "multitasking",
  "powerDelivery",
  "panelType",
  "refreshRate",
  "ppi",
  "responseTime",
  "adaptiveSync",
] as const;
export type FilterId = (typeof filterIds)[number];

export const sortKeys = [
  "date_desc",
  "date_asc",
  "price_asc",
  "price_desc",
  "size_asc",
  "size_desc",
  "name_asc",
  "name_desc",
  "refresh_desc",
] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = "date_desc";

export type CatalogueQuery = {
  search: string;
  filters: Partial<Record<FilterId, string[]>>;
  sortby: SortKey;
  currentPage: number;
  /**
   * `unspecified=match`: a fact a model's sources do not state counts as matching every filter
   * and search word that tests it (the "more models match" link). Left out: it does not.
   */
  unspecified?: boolean;
};

/** The URL's spelling of `unspecified: true`. */
export const UNSPECIFIED_MATCH = "match";

export const PAGE_SIZE = 24;

export const emptyCatalogueQuery: CatalogueQuery = {
  search: "",
  filters: {},
  sortby: DEFAULT_SORT,
  currentPage: 1,
};

/** One spelling per set of values (unique, code-point order), so equal choices give equal URLs. */
export function canonicalValues(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** "?search=…&series=e&series=p&sortby=…&currentPage=2"; defaults and empty filters are left out. */
export function serializeCatalogueQuery(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set("search", search);
  for (const id of filterIds) {
    for (const value of canonicalValues(query.filters[id] ?? [])) params.append(id, value);
  }
  if (query.unspecified) params.set("unspecified", UNSPECIFIED_MATCH);
  if (query.sortby !== DEFAULT_SORT) params.set("sortby", query.sortby);
  if (query.currentPage > 1) params.set("currentPage", String(query.currentPage));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function withFilter(query: CatalogueQuery, id: FilterId, values: string[]): CatalogueQuery {
  const filters: CatalogueQuery["filters"] = {};
  for (const key of filterIds) {
    const chosen = key === id ? (values.length > 0 ? canonicalValues(values) : undefined) : query.filters[key];
    if (chosen !== undefined) filters[key] = chosen;
  }
  // A different choice is a different list: its page 3 is unrelated to the old page 3.
  return Object.assign({}, query, { filters, currentPage: 1 });
}

/** Selects the value when it is not selected, and the other way round. */
export function toggleFilterValue(query: CatalogueQuery, id: FilterId, value: string): CatalogueQuery {
  const current = query.filters[id] ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return withFilter(query, id, next);
}

/** Drops every filter and unspecified=match; the search text and the order stay, as "clear all" means the filters. */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return { search: query.search, filters: {}, sortby: query.sortby, currentPage: 1 };
}

/** The same choice with unstated facts counted as matching (or not): the "more models match" link, and its chip. */
export function withUnspecified(query: CatalogueQuery, match: boolean): CatalogueQuery {
  const next: CatalogueQuery = { search: query.search, filters: query.filters, sortby: query.sortby, currentPage: 1 };
  if (match) next.unspecified = true;
  return next;
}

/** The selected values in filter order, one chip each. */
export function activeFilterChips(query: CatalogueQuery): Array<{ id: FilterId; value: string }> {
  return filterIds.flatMap((id) =>
    canonicalValues(query.filters[id] ?? []).map((value) => ({ id, value })),
  );
}

/** The "more models match" link: the same choice, from page 1, with unstated facts counted as matching. */
export function alsoMatchingPath(query: CatalogueQuery): string {
  return `/products${serializeCatalogueQuery(withUnspecified(query, true))}`;
}
