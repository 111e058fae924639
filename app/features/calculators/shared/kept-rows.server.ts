/**
 * Catalogue rows a calculator looks up by slug for every answer (its monitor, its displays). The
 * catalogue changes only when it is imported, so they are kept a minute per process and database,
 * as the phrases and menu links are (app/utils/timed-cache.ts): a lookup cost a third of a
 * calculator API answer's CPU (docs/perf-profile.md). The promise is kept, so answers arriving
 * together share one read; a failed read is not kept. At most `maxEntries` lookups are kept (the
 * slugs come from the address): past that the oldest go. Callers must not change the rows.
 */
import type { Database } from "#db/connect";

export const KEEP_ROWS_MS = 60_000;
const maxEntries = 2000;

type Entry = { loadedAt: number; value: Promise<unknown> };
const perDatabase = new WeakMap<Database, Map<string, Entry>>();

export function keptRows<Value>(db: Database, key: string, load: () => Promise<Value>, now: () => number = Date.now): Promise<Value> {
  let entries = perDatabase.get(db);
  if (!entries) perDatabase.set(db, (entries = new Map()));
  const entry = entries.get(key);
  if (entry && now() - entry.loadedAt < KEEP_ROWS_MS) return entry.value as Promise<Value>;
  if (entry) entries.delete(key);
  else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
  const value = load();
  entries.set(key, { loadedAt: now(), value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
