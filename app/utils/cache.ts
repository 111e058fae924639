/**
 * The one in-process data cache (docs/decisions/013-money-and-cache.md): answers that are costly
 * to read and change seldom (phrases, menu links, service answers, catalogue searches) kept per
 * process. The promise is kept, so requests arriving together share one read; a failed read is
 * not kept. A value is kept for its lifetime, counted from when it arrived, which may depend on
 * the value (a service's failure is kept minutes, its answer hours); with `maxEntries`, the least
 * recently used entry goes first.
 */
export type Cache<Key, Value> = {
  get(key: Key, load: () => Promise<Value>): Promise<Value>;
  clear(): void;
};

export type CacheOptions<Value> = {
  /** How long a value is kept, in ms; by default until it is pushed out or cleared. */
  lifetimeMs?: number | ((value: Value) => number);
  /** At most this many entries; by default no bound (for a few fixed keys). */
  maxEntries?: number;
  now?: () => number;
};

export function createCache<Key, Value>(options: CacheOptions<Value> = {}): Cache<Key, Value> {
  const now = options.now ?? Date.now;
  const lifetimeOf = (value: Value) => (typeof options.lifetimeMs === "function" ? options.lifetimeMs(value) : (options.lifetimeMs ?? Infinity));
  const maxEntries = options.maxEntries ?? Infinity;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<Key, { value: Promise<Value>; expiresAt: number }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      entries.delete(key);
      if (entry && now() < entry.expiresAt) {
        entries.set(key, entry);
        return entry.value;
      }
      // A read in flight never expires: everyone asking meanwhile waits for it.
      const kept = { value: new Promise<Value>((resolve) => resolve(load())), expiresAt: Infinity };
      entries.set(key, kept);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      kept.value.then(
        (value) => {
          kept.expiresAt = now() + lifetimeOf(value);
        },
        () => {
          if (entries.get(key) === kept) entries.delete(key);
        },
      );
      return kept.value;
    },
    clear() {
      entries.clear();
    },
  };
}
