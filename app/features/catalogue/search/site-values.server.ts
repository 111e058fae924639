import { sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { cardColumns, type MonitorCard } from "../catalogue.server";
import { siteScope } from "./conditions.server";
import { facetSources } from "./facet-sources.server";
import { factKeys, type FactKey } from "./facts";
import { factKnown } from "./facts.server";
import type { SortKey } from "./query";

export const sources = facetSources();

/**
 * Each facet source's value for every model of a site, whether its sources state each fact, and
 * its card, read once per catalogue version: the counts are then tallied in facets.server.ts,
 * over the rows a search matches, instead of grouped in the database on every search (one
 * grouping-sets statement cost ~50 ms at 10,000 models on PGlite; this table is read in ~0.2 s
 * once per import), and a page's cards are taken from here (page-order.server.ts). Lists hold
 * each value once. Cards are shared: never change them.
 */
export type SiteValues = {
  version: string;
  ids: number[];
  indexOf: Map<number, number>;
  columns: Array<Array<string | string[] | null>>;
  /** Per fact, 1 at the position of each row whose sources state it (facts.server.ts). */
  known: Record<FactKey, Uint8Array>;
  cards: MonitorCard[];
  /** The sort orders searches asked for, as positions into these rows (page-order.server.ts). */
  orders: Map<SortKey, Promise<Int32Array>>;
};
const siteValues = new WeakMap<Database, Map<string, Promise<SiteValues>>>();

async function loadSiteValues(db: Database, site: "work" | "home", version: string): Promise<SiteValues> {
  const statement = sql`select ${monitors.id} as id, ${sql.join(
    [
      ...sources.map((source, index) => sql`${source.expression} as ${sql.raw(`c${index}`)}`),
      ...factKeys.map((fact, index) => sql`case when ${factKnown[fact]} then 1 else 0 end as ${sql.raw(`k${index}`)}`),
    ],
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
  const known = Object.fromEntries(
    factKeys.map((fact, index) => [fact, Uint8Array.from(result.rows, (row) => (Number(row[`k${index}`]) === 1 ? 1 : 0))]),
  ) as Record<FactKey, Uint8Array>;
  // Both statements read the same rows unless an import ran between them: the next version heals it.
  const cards = ids.map((id) => cardOf.get(id)!);
  return { version, ids, indexOf: new Map(ids.map((id, index) => [id, index])), columns, known, cards, orders: new Map() };
}

/** The site's values for this catalogue version; concurrent searches share one read. */
export function valuesFor(db: Database, site: "work" | "home", version: string): Promise<SiteValues> {
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
