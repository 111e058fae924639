/**
 * Values that change only when data is re-seeded or re-imported (phrases, menu links), kept per
 * process for a while instead of being read from the database on every request. The promise is
 * kept, so requests arriving together share one read; a failed read is not kept.
 */
export function timedCache<Key, Value>(keepMs: number, now: () => number = Date.now) {
  const entries = new Map<Key, { loadedAt: number; value: Promise<Value> }>();
  return (key: Key, load: () => Promise<Value>): Promise<Value> => {
    const entry = entries.get(key);
    if (entry && now() - entry.loadedAt < keepMs) return entry.value;
    const value = load();
    entries.set(key, { loadedAt: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
