// How long the calculators keep the outside services' answers in utils/cache.ts, and wait for them.

/** Good answers are kept 12 hours (prices and rates change monthly or daily, not by the minute). */
export const ANSWER_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A failure is remembered 5 minutes before the service is asked again. */
export const FAILURE_LIFETIME_MS = 5 * 60 * 1000;
/** How long a service may take to answer before the fallback is used. */
export const SERVICE_TIMEOUT_MS = 2000;
