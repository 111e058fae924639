import { ASSUMPTION_PREFIX } from "../query";

/**
 * The query (without `?`) minus the named parameters, or minus those a test picks out. The
 * reset links are built from the page's canonical query this way, so every other input and
 * override stays as it was.
 */
export function queryWithout(query: string, drop: readonly string[] | ((name: string) => boolean)): string {
  const dropped = typeof drop === "function" ? drop : (name: string) => drop.includes(name);
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!dropped(name)) kept.append(name, value);
  return kept.toString();
}

/** The query without any `a.<key>` override: every assumption back to its default. */
export function queryWithoutOverrides(query: string): string {
  return queryWithout(query, (name) => name.startsWith(ASSUMPTION_PREFIX));
}

/** A page path with a query (without `?`); no dangling `?` when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query === "" ? path : `${path}?${query}`;
}

/** A field's element id: query names may hold dots (`a.wageGrowth`), which ids in CSS selectors cannot. */
export function fieldElementId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/**
 * The value each input shows: the address's own, else the canonical query's (which may spell
 * out a default the address left out), else nothing. Overrides are not inputs.
 */
export function shownValues(values: Readonly<Record<string, string>>, query: string): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) if (!name.startsWith(ASSUMPTION_PREFIX) && value !== "") shown[name] = value;
  return Object.assign(shown, values);
}
