import { PGlite, types, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite driver reads as the database's text: drizzle-orm/pglite/session.js
 * passes an identity parser for each of these with every query (timestamp, timestamptz,
 * interval, date and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]).
 */
export const drizzleTextTypes: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const textTypeKeys = new Set(drizzleTextTypes.map(String));

const asText = (value: string) => value;

/** The options without drizzle's per-query parsers, when those are all it passes. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((key) => textTypeKeys.has(key))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * The PGlite client drizzle is given. PGlite copies its ~320 parsers into a new object for every
 * query that brings its own (`{ ...all, ...given }`), and drizzle brings them with every query:
 * 78 µs a query, more than an indexed select takes (docs/perf-profile.md, change 18). Here the
 * instance reads drizzle's types as text once and for all, and a query that brings only those
 * parsers is sent without them: the same values, no copy.
 */
export class DrizzlePGlite extends PGlite {
  /** Ready to query, with drizzle's text types set on the instance. */
  static async open(dataDir?: string): Promise<DrizzlePGlite> {
    const client = dataDir ? new DrizzlePGlite(dataDir) : new DrizzlePGlite();
    // After start-up: PGlite sets its array parsers when it starts, which would replace ours.
    await client.waitReady;
    for (const oid of drizzleTextTypes) client.parsers[oid] = asText;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // Layered over PGlite's own: `closed` stays its live getter.
      const wrapped = Object.create(tx, {
        query: { value: <R>(query: string, params?: unknown[], options?: QueryOptions) => tx.query<R>(query, params, withoutDrizzleParsers(options)) },
      }) as Transaction;
      return callback(wrapped);
    });
  }
}
