/**
 * Every port one end-to-end run listens on, counted from E2E_PORT (3100): one list, because two
 * servers of parallel workers on one port fail each other (the TEI spec's server and the
 * PostgreSQL cluster once shared E2E_PORT+5, and the cluster timed out when both ran at once).
 * A concurrent run (a helper's) takes another E2E_PORT, at least 10 apart.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const e2ePorts = {
  /** The site every spec uses by default (playwright.config.ts webServer). */
  site: base,
  /** The two processes on one PostgreSQL database (multi-process.spec.ts). */
  postgresFirst: base + 1,
  postgresSecond: base + 2,
  /** A server on a database dropped underneath it (operations.spec.ts). */
  recovery: base + 4,
  /** The two-worker cluster (operations.spec.ts). */
  cluster: base + 5,
  /** The server with FEATURE_TEI on (business-calculators-tei.spec.ts). */
  tei: base + 6,
} as const;
