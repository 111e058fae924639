import type { Database } from "#db/connect";
import type { TextTests } from "./conditions.server";
import { openValue, optionKey } from "./facet-sources.server";
import { facetFacts, optionFact, orderedFacts, UNSPECIFIED, type FactKey } from "./facts";
import { openFacetOptions, type FacetOption } from "./open-facets";
import { closedOptions, findOption, isOpenFilterId } from "./options";
import { filterIds, type CatalogueQuery, type FilterId } from "./query";
import { sources, valuesFor, type SiteValues } from "./site-values.server";
import { textMatches, type TextMatches } from "./text-matches.server";
import { universeFor, type Universe } from "./universe.server";

export type { SiteValues } from "./site-values.server";

export type Facet = { id: FilterId; options: FacetOption[] };

export type FacetInput = {
  site: "work" | "home";
  query: CatalogueQuery;
  /** The search text's words and spec words, or null when the search tests no text. */
  search: TextTests | null;
  /** The catalogue version the search read (search.server.ts), for the cached option lists. */
  version: string;
};

const sourceIndexOf = new Map(sources.flatMap((source, index) => source.facets.map((facet) => [facet, index] as const)));

/** The values a facet's source has in the site's catalogue (its option list before counting). */
const presentValues = (universe: Universe, id: FilterId): ReadonlySet<string> =>
  universe.values.get(sources[sourceIndexOf.get(id) ?? -1]?.key ?? "") ?? new Set<string>();

/**
 * An active filter as the tally applies it: the values of its facet's source that pass it. A
 * filter is the same test as its facet's count (an option counts the rows whose source value is
 * its key), so filtering runs here over the rows in memory; search.server.test.ts checks every
 * option against its SQL condition (conditions.server.ts optionCondition). `unspecified`: its
 * "Not specified" option is chosen, so a row whose facet fact is not stated passes too; `facts`:
 * the facts its chosen options test, for telling a failed row from one whose fact is not stated.
 */
type ActiveFilter = { id: FilterId; source: number; accepted: ReadonlySet<string>; unspecified: FactKey | null; facts: FactKey[] };

function activeFilters(query: CatalogueQuery, universe: Universe): ActiveFilter[] {
  return filterIds.flatMap((id): ActiveFilter[] => {
    const chosen = query.filters[id] ?? [];
    if (chosen.length === 0) return [];
    const selected = chosen.filter((value) => value !== UNSPECIFIED);
    const unspecified = chosen.includes(UNSPECIFIED) ? (facetFacts[id] ?? null) : null;
    const facts = [...new Set(selected.flatMap((value) => optionFact(id, value) ?? []))];
    // A filter without a source has no options, so nothing passes it (the URL parser drops its values first).
    const source = sourceIndexOf.get(id) ?? -1;
    if (isOpenFilterId(id)) {
      const accepted = new Set([...presentValues(universe, id)].filter((text) => selected.includes(openValue(id, text))));
      return [{ id, source, accepted, unspecified, facts }];
    }
    const keys = selected.flatMap((value) => {
      const option = findOption(id, value);
      return option ? [optionKey(option)] : [];
    });
    return [{ id, source, accepted: new Set(keys), unspecified, facts }];
  });
}

/**
 * A bit per active filter the row passes (a list value passes when any of its entries does), and
 * a bit per filter it fails only because a fact the filter tests is not specified for it.
 */
function rowBits(row: number, filters: readonly ActiveFilter[], values: SiteValues): { passed: number; unknown: number } {
  let passed = 0;
  let unknown = 0;
  filters.forEach((filter, index) => {
    const value = values.columns[filter.source]?.[row];
    const passes =
      value !== null && value !== undefined && (typeof value === "string" ? filter.accepted.has(value) : value.some((entry) => filter.accepted.has(entry)));
    if (passes || (filter.unspecified && values.known[filter.unspecified][row] === 0)) passed |= 1 << index;
    else if (filter.facts.some((fact) => values.known[fact][row] === 0)) unknown |= 1 << index;
  });
  return { passed, unknown };
}

/** The facts a row that fails only for want of them leaves unstated. */
function unstatedFacts(row: number, failedFilters: number, failedConditions: number, filters: readonly ActiveFilter[], search: TextTests | null, values: SiteValues): FactKey[] {
  const facts: FactKey[] = [];
  filters.forEach((filter, index) => {
    if (failedFilters & (1 << index)) facts.push(...filter.facts.filter((fact) => values.known[fact][row] === 0));
  });
  search?.conditions.forEach((condition, index) => {
    if (failedConditions & (1 << index)) facts.push(condition.fact);
  });
  return facts;
}

/** Models left out only because a fact the search tests is not specified for them. */
export type AlsoMatching = { count: number; unknownFacts: FactKey[] };

type TallyInput = { matches: TextMatches; filters: readonly ActiveFilter[]; values: SiteValues; search: TextTests | null; matchUnspecified: boolean };

/**
 * Total and facet counts. An option counts the rows that pass every active filter except its
 * own facet's (disjunctive faceting: options of one facet are OR'ed, so choosing one must not
 * zero its siblings); the total counts the rows that pass them all. A facet's "Not specified"
 * counts the rows that would pass and whose facet fact is not stated: never counted as a no.
 * With `matchUnspecified` (the URL's unspecified=match) a fact that is not stated passes every
 * test of it; else the rows that fail only for want of stated facts are the `alsoMatching`.
 */
function tally({ matches, filters, values, search, matchUnspecified }: TallyInput) {
  const all = (1 << filters.length) - 1;
  // The bits a facet's counts require: every active filter but its own.
  const required = new Map<FilterId, number>(filterIds.map((id) => [id, all & ~filters.reduce((mask, filter, index) => (filter.id === id ? mask | (1 << index) : mask), 0)]));
  const counts = new Map<FilterId, Map<string, number>>(filterIds.map((id) => [id, new Map()]));
  const unspecifiedCounts = new Map<FilterId, number>();
  const factFacets = filterIds.flatMap((id) => (facetFacts[id] ? [[id, facetFacts[id]] as const] : []));
  // 1 at the position of every row that passes the search and all its filters: the result.
  const passing = new Uint8Array(values.ids.length);
  let total = 0;
  const also = { count: 0, facts: new Set<FactKey>() };

  const visit = (row: number, failedConditions: number) => {
    if (values.cards[row] === undefined) return;
    const { passed, unknown } = rowBits(row, filters, values);
    const bits = matchUnspecified ? passed | unknown : passed;
    const failed = all & ~bits;
    if (!matchUnspecified && (failed !== 0 || failedConditions !== 0) && (failed & ~unknown) === 0) {
      also.count++;
      for (const fact of unstatedFacts(row, failed, failedConditions, filters, search, values)) also.facts.add(fact);
    }
    // A row the text keeps only for want of stated facts is in no count unless they match.
    if (failedConditions !== 0 && !matchUnspecified) return;
    // A row failing two filters counts nowhere: every facet requires at least one of them.
    if ((failed & (failed - 1)) !== 0) return;
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
    for (const [facet, fact] of factFacets) {
      const need = required.get(facet)!;
      if (values.known[fact][row] === 0 && (bits & need) === need) unspecifiedCounts.set(facet, (unspecifiedCounts.get(facet) ?? 0) + 1);
    }
  };
  for (const row of matches.strict) visit(row, 0);
  for (const [row, failedConditions] of matches.relaxed) visit(row, failedConditions);
  const alsoMatching: AlsoMatching = { count: also.count, unknownFacts: orderedFacts(also.facts) };
  return { total, counts, unspecifiedCounts, passing, alsoMatching };
}

export type FacetCounts = {
  total: number;
  facets: Facet[];
  alsoMatching: AlsoMatching;
  /** The site's rows this version (their cards among them), and which of them are the result. */
  values: SiteValues;
  passing: Uint8Array;
};

export async function facetCounts(db: Database, input: FacetInput): Promise<FacetCounts> {
  const [values, universe] = await Promise.all([valuesFor(db, input.site, input.version), universeFor(db, input.site, sources, input.version)]);
  const matches = await textMatches(db, input.site, input.search, values);
  const filters = activeFilters(input.query, universe);
  const { total, counts, unspecifiedCounts, passing, alsoMatching } = tally({
    matches,
    filters,
    values,
    search: input.search,
    matchUnspecified: input.query.unspecified === true,
  });

  const facets = filterIds.map((id): Facet => {
    const selected = input.query.filters[id] ?? [];
    const byKey = counts.get(id) ?? new Map<string, number>();
    const present = presentValues(universe, id);
    const options = isOpenFilterId(id)
      ? openFacetOptions(
          id,
          [...present].map((text) => openValue(id, text)),
          new Map([...byKey].map(([text, count]) => [openValue(id, text), count])),
          selected.filter((value) => value !== UNSPECIFIED),
        )
      : closedOptions[id]
          .filter((option) => present.has(optionKey(option)) || selected.includes(option.value))
          .map((option) => ({
            value: option.value,
            ...(option.labelKey ? { labelKey: option.labelKey } : { label: option.label }),
            count: byKey.get(optionKey(option)) ?? 0,
            selected: selected.includes(option.value),
          }));
    const unspecified = unspecifiedCounts.get(id) ?? 0;
    // Last, and only where some model (or the choice) has it: most facets of most searches have none.
    if (facetFacts[id] && (unspecified > 0 || selected.includes(UNSPECIFIED))) {
      options.push({ value: UNSPECIFIED, labelKey: "filter.notSpecified", count: unspecified, selected: selected.includes(UNSPECIFIED) });
    }
    return { id, options };
  });
  return { total, facets, alsoMatching, values, passing };
}
