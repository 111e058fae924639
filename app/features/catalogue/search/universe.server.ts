import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import { siteScope } from "./conditions.server";
import type { FacetSource } from "./facet-sources.server";
import { bucketFilterIds } from "./options";

/**
 * Which values each facet source has in a site's catalogue: the option lists, before counting.
 * They change only when the catalogue is imported, so they are kept per database and site and
 * read again when the catalogue version (the newest updated_at, an index lookup) moves.
 */
export type Universe = { version: string; values: ReadonlyMap<string, ReadonlySet<string>> };

/**
 * The catalogue's version: the newest import. Every imported row gets now() as its updated_at and
 * the importer never deletes, so an index-only max tells every change; a hand edit of the table
 * must set updated_at too (or be followed by a re-import) for caches to see it.
 */
export const catalogueVersionOfMonitors = sql<string>`coalesce(max(${monitors.updatedAt})::text, '')`;
/** The same as a scalar subquery, for statements that read it beside other columns. */
export const catalogueVersion = sql`(select ${catalogueVersionOfMonitors} from ${monitors})`;

/** Listed Dell models of either site: the catalogue a range bucket must have a model in. */
const listedAnywhere = and(eq(monitors.vendor, "Dell"), sql`cardinality(${monitors.sites}) > 0`)!;

const isBucketSource = (source: FacetSource) =>
  source.facets.some((id) => (bucketFilterIds as readonly string[]).includes(id));

function distinctValues(source: FacetSource, site: "work" | "home"): SQL {
  // Range buckets are the same on both sites: a bucket shows when either site has a model in it.
  const scope = isBucketSource(source) ? listedAnywhere : siteScope(site);
  const from = source.list
    ? sql`${monitors} cross join unnest(${source.expression}) as source(value)`
    : sql`(select ${source.expression} as value from ${monitors} where ${scope}) as source`;
  const where = source.list ? sql`where ${scope} and value is not null` : sql`where value is not null`;
  return sql`(select coalesce(json_agg(distinct value), '[]'::json) from ${from} ${where})`;
}

async function loadUniverse(db: Database, site: "work" | "home", sources: readonly FacetSource[]): Promise<Universe> {
  const statement = sql`select ${catalogueVersion} as version, json_build_array(${sql.join(
    sources.map((source) => distinctValues(source, site)),
    sql`, `,
  )}) as "values"`;
  const result = (await db.execute(statement)) as unknown as { rows: Array<{ version: string; values: unknown[][] }> };
  const row = result.rows[0];
  const values = new Map(sources.map((source, index) => [source.key, new Set((row?.values[index] ?? []).map(String))]));
  return { version: row?.version ?? "", values };
}

const cache = new WeakMap<Database, Map<string, Universe>>();

/** The site's universe for this catalogue version, from the cache when the version matches. */
export async function universeFor(
  db: Database,
  site: "work" | "home",
  sources: readonly FacetSource[],
  version: string,
): Promise<Universe> {
  const cached = cache.get(db)?.get(site);
  if (cached && cached.version === version) return cached;
  const universe = await loadUniverse(db, site, sources);
  const bySite = cache.get(db) ?? new Map<string, Universe>();
  bySite.set(site, universe);
  cache.set(db, bySite);
  return universe;
}
