import { defaultSort, facetNames, facets, sortOptions, type FacetName, type SortOption } from "./vocabulary";

/** The library's state, all of it in the URL: search, the five filters, sortby and currentPage. */
export type ResourceQuery = {
  search: string;
  filters: Record<FacetName, string[]>;
  sortby: SortOption;
  currentPage: number;
};

export const emptyFilters = (): Record<FacetName, string[]> => ({ research: [], market: [], media: [], language: [], categories: [] });

/** Reads the URL; unknown values are dropped, never an error (an old bookmark still opens). */
export function parseResourceQuery(params: URLSearchParams): ResourceQuery {
  const filters = emptyFilters();
  for (const name of facetNames) {
    const allowed: readonly string[] = facets[name];
    const values = params
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value) => allowed.includes(value));
    // Canonical order: the vocabulary's, so one state has one URL.
    filters[name] = allowed.filter((value) => values.includes(value));
  }
  const sort = params.get("sortby");
  const page = Number.parseInt(params.get("currentPage") ?? "", 10);
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    filters,
    sortby: (sortOptions as readonly string[]).includes(sort ?? "") ? (sort as SortOption) : defaultSort,
    currentPage: Number.isInteger(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

/** The query string of a state, defaults left out ("" for the default state). */
export function serializeResourceQuery(query: ResourceQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const name of facetNames) {
    if (query.filters[name].length > 0) params.set(name, query.filters[name].join(","));
  }
  if (query.sortby !== defaultSort) params.set("sortby", query.sortby);
  if (query.currentPage > 1) params.set("currentPage", String(query.currentPage));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The state with one filter value switched on or off; any change of filter goes back to page 1. */
export function toggleFilter(query: ResourceQuery, name: FacetName, value: string): ResourceQuery {
  const current = query.filters[name];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  const allowed: readonly string[] = facets[name];
  return { ...query, filters: { ...query.filters, [name]: allowed.filter((entry) => next.includes(entry)) }, currentPage: 1 };
}
