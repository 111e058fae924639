import { z } from "zod";
import { canonicalFilterValue } from "./options";
import {
  canonicalValues,
  DEFAULT_SORT,
  filterIds,
  sortKeys,
  type CatalogueQuery,
  type FilterId,
  type SortKey,
  UNSPECIFIED_MATCH,
} from "./query";

export const MAX_SEARCH_LENGTH = 200;
/** 10,000 models at 24 a page is 417 pages; beyond this a page number is noise. */
export const MAX_PAGE = 10_000;
/** More values than any facet has options: the rest of a hand-made URL is ignored. */
const MAX_VALUES_PER_FILTER = 60;

// C0/C1 control characters (tabs and line breaks included) and the bidi overrides that could
// turn an echoed query around on screen.
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const searchSchema = z
  .string()
  .catch("")
  .transform((text) =>
    text
      // Keeps the work bounded for a 10 kB query before any regular expression runs.
      .slice(0, MAX_SEARCH_LENGTH * 4)
      .replace(controlCharacters, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
  // Code points, not UTF-16 units: a cut must not leave half of an emoji or a rare Han character.
  .transform((text) => Array.from(text).slice(0, MAX_SEARCH_LENGTH).join("").trim());

const sortSchema = z.enum(sortKeys).catch(DEFAULT_SORT);

const pageSchema = z
  .string()
  .catch("1")
  .transform((text) => {
    // Digits only: "2.5", "-3" and "1e3" are not page numbers; a long run of digits is just large.
    const page = /^\s*\d+\s*$/.test(text) ? Number(text) : 1;
    return Math.min(Math.max(page, 1), MAX_PAGE);
  });

/** Repeated (series=p&series=e) and comma-joined (series=p,e) values; unknown ones dropped. */
function filterValues(id: FilterId, raw: readonly string[]): string[] {
  const values = raw
    .flatMap((entry) => entry.split(","))
    .slice(0, MAX_VALUES_PER_FILTER * 2)
    .map((value) => canonicalFilterValue(id, value.slice(0, 40)))
    .filter((value): value is string => value !== null);
  return canonicalValues(values).slice(0, MAX_VALUES_PER_FILTER);
}

/**
 * Reads the catalogue query from the URL. Never throws: a stale, mangled or hostile link
 * opens the list with the bad parts ignored or clamped.
 */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const filters: CatalogueQuery["filters"] = {};
  for (const id of filterIds) {
    const values = filterValues(id, params.getAll(id));
    if (values.length > 0) filters[id] = values;
  }
  const query: CatalogueQuery = {
    search: searchSchema.parse(params.get("search") ?? ""),
    filters,
    sortby: sortSchema.parse(params.get("sortby") ?? DEFAULT_SORT) as SortKey,
    currentPage: pageSchema.parse(params.get("currentPage") ?? "1"),
  };
  if (params.get("unspecified") === UNSPECIFIED_MATCH) query.unspecified = true;
  return query;
}

/** A query parameter the catalogue cannot apply, and its value as given. */
export type UnknownFilterValue = { field: FilterId | "unspecified"; value: string };

/**
 * The filter values (and unspecified values) of the URL that name no option: a typo, a value
 * from an old link, or a model or facet value the catalogue does not have. The list drops them
 * (parseCatalogueQuery); the page and the API answer 400 naming each field, so they are not
 * ignored silently. An empty value ("ports=") chooses nothing and is no mistake.
 */
export function unknownFilterValues(params: URLSearchParams): UnknownFilterValue[] {
  const unknown: UnknownFilterValue[] = [];
  for (const id of filterIds) {
    const values = params
      .getAll(id)
      .flatMap((entry) => entry.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== "");
    for (const value of new Set(values)) if (canonicalFilterValue(id, value.slice(0, 40)) === null) unknown.push({ field: id, value: value.slice(0, 40) });
  }
  for (const value of params.getAll("unspecified")) if (value !== UNSPECIFIED_MATCH) unknown.push({ field: "unspecified", value: value.slice(0, 40) });
  // A hostile URL can hold thousands: a few name the mistake.
  return unknown.slice(0, 10);
}
