/**
 * Rows the app reads for every answer and that change only when the seed or an import writes
 * them: the catalogue rows a calculator or configurator looks up (its monitor, its displays) and
 * the CMS content (content-store.server.ts). They are kept a minute per process and database in
 * the one data cache (app/utils/cache.ts, decision 013): the lookup was the largest part of a
 * calculator API answer. Answers arriving together share one read; a failed read is not kept. Keys may come from the address, so at most 2,000 lookups are kept, the least
 * recently used going first. Callers must not change the rows.
 */
import type { Database } from "#db/connect";
import { createCache, type Cache } from "~/utils/cache";

export const KEEP_ROWS_MS = 60_000;
const maxEntries = 2000;

const perDatabase = new WeakMap<Database, Cache<string, unknown>>();

export function keptRows<Value>(db: Database, key: string, load: () => Promise<Value>): Promise<Value> {
  let cache = perDatabase.get(db);
  // `now` reads the clock at each call (not a captured Date.now), so tests can move it.
  if (!cache) perDatabase.set(db, (cache = createCache<string, unknown>({ lifetimeMs: KEEP_ROWS_MS, maxEntries, now: () => Date.now() })));
  return cache.get(key, load) as Promise<Value>;
}
