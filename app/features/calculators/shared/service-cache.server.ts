/**
 * A small in-process cache for service answers: one entry per key, kept for a time that
 * depends on the answer (long for a good one, short for a failure, so a service that is down
 * is not waited on by every visitor), and one request in flight per key.
 */
export function createServiceCache<T>(options: { lifetimeMs: (value: T) => number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const pending = new Map<string, Promise<T>>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const running = pending.get(key);
      if (running) return running;
      const request = load()
        .then((value) => {
          entries.set(key, { value, expiresAt: now() + options.lifetimeMs(value) });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, request);
      return request;
    },
    clear() {
      entries.clear();
    },
  };
}

/** Good answers are kept 12 hours (prices and rates change monthly or daily, not by the minute). */
export const ANSWER_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A failure is remembered 5 minutes before the service is asked again. */
export const FAILURE_LIFETIME_MS = 5 * 60 * 1000;
/** How long a service may take to answer before the fallback is used. */
export const SERVICE_TIMEOUT_MS = 2000;
