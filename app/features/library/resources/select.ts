import type { ResourceQuery } from "./query";
import { facetNames, facets, pageSize, type FacetName, type Resource, type SortOption } from "./vocabulary";
import { collatorOf } from "~/utils/intl";

export type ResourceCard = Pick<Resource, "slug" | "title" | "summary" | "date" | "publisher" | "research" | "media" | "market" | "languages" | "categories">;

export type ResourcePage = {
  entries: ResourceCard[];
  totalResults: number;
  currentPage: number;
  pageCount: number;
  /** Each option with how many resources it would show given the other filters and the search. */
  counts: Record<FacetName, Array<{ value: string; count: number }>>;
};

function valuesOf(resource: ResourceCard, name: FacetName): readonly string[] {
  switch (name) {
    case "research":
      return [resource.research];
    case "market":
      return [resource.market];
    case "media":
      return [resource.media];
    case "language":
      return resource.languages;
    case "categories":
      return resource.categories;
  }
}

function matchesText(resource: ResourceCard, search: string, locale: string): boolean {
  if (!search) return true;
  const haystack = `${resource.title} ${resource.summary} ${resource.publisher}`.toLocaleLowerCase(locale);
  return search
    .toLocaleLowerCase(locale)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A facet with no value chosen lets everything through; several values of one facet are "any of". */
function matchesFacet(resource: ResourceCard, name: FacetName, chosen: readonly string[]): boolean {
  return chosen.length === 0 || valuesOf(resource, name).some((value) => chosen.includes(value));
}

/** Dated resources first in either date order; undated ones follow by title. */
export function compareResources(sortby: SortOption, locale: string) {
  const collator = collatorOf(locale);
  const byTitle = (first: ResourceCard, second: ResourceCard) => collator.compare(first.title, second.title);
  return (first: ResourceCard, second: ResourceCard): number => {
    if (sortby === "title_asc") return byTitle(first, second);
    if (sortby === "title_desc") return byTitle(second, first);
    if (first.date === second.date) return byTitle(first, second);
    if (first.date === null) return 1;
    if (second.date === null) return -1;
    const order = first.date < second.date ? -1 : 1;
    return sortby === "date_asc" ? order : -order;
  };
}

/** Search, filter, count, sort and page the library: a pure function of the list and the URL state. */
export function selectResources(all: readonly ResourceCard[], query: ResourceQuery, locale: string): ResourcePage {
  const texted = all.filter((resource) => matchesText(resource, query.search, locale));
  const passes = (resource: ResourceCard, except?: FacetName) =>
    facetNames.every((name) => name === except || matchesFacet(resource, name, query.filters[name]));
  const matching = texted.filter((resource) => passes(resource)).sort(compareResources(query.sortby, locale));
  const counts = Object.fromEntries(
    facetNames.map((name) => {
      const pool = texted.filter((resource) => passes(resource, name));
      const options: readonly string[] = facets[name];
      return [name, options.map((value) => ({ value, count: pool.filter((resource) => valuesOf(resource, name).includes(value)).length }))];
    }),
  ) as ResourcePage["counts"];
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const currentPage = Math.min(query.currentPage, pageCount);
  return {
    entries: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    totalResults: matching.length,
    currentPage,
    pageCount,
    counts,
  };
}
