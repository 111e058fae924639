import { sql } from "drizzle-orm";
import { prepareDatabase, repairDatabase } from "./db.server";

/** How long a successful check vouches for the database when nothing went wrong since. */
const TRUST_MS = 1000;
/** A check slower than this counts as the database not answering. */
export const CHECK_TIMEOUT_MS = 2000;

/**
 * PostgreSQL error classes that mean "the database is not there", not "this request was bad":
 * 08 connection exception, 57P admin shutdown / cannot connect now, 3D000 no such database,
 * 53300 too many connections; plus the socket-level failures of node-postgres.
 */
const OUTAGE_CODES = /^(08|57P|3D000$|53300$)/;
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
const OUTAGE_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;
/** 42P01: undefined table — the database is there but empty (dropped and recreated). */
const MISSING_SCHEMA_CODE = "42P01";

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors: the code sits on the cause.
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return undefined;
}

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(" / ");
}

/** True when `error` says the database is unreachable, gone, or without its tables. */
export function isDatabaseOutage(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (OUTAGE_CODES.test(code) || SOCKET_CODES.has(code) || code === MISSING_SCHEMA_CODE)) return true;
  return OUTAGE_MESSAGES.test(messagesOf(error));
}

let trustedUntil = 0;
let checking: Promise<boolean> | null = null;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database check took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(): Promise<boolean> {
  const { db } = await prepareDatabase();
  try {
    // A table of the app, not just `select 1`: an empty recreated database answers `select 1`.
    await withTimeout(db.execute(sql`select 1 from languages limit 1`), CHECK_TIMEOUT_MS);
    return true;
  } catch (error) {
    if (codeOf(error) !== MISSING_SCHEMA_CODE) {
      console.warn("Database check failed:", messagesOf(error));
      return false;
    }
  }
  try {
    await withTimeout(repairDatabase(), 30_000);
    return true;
  } catch (error) {
    console.warn("Re-applying the schema failed:", messagesOf(error));
    return false;
  }
}

/**
 * Whether the database answers now. One check runs at a time (others share it); a success is
 * trusted for a second unless an outage is noticed meanwhile, so a busy site adds at most one
 * small query per second.
 */
export async function databaseAnswers(options: { fresh?: boolean } = {}): Promise<boolean> {
  if (!options.fresh && Date.now() < trustedUntil) return true;
  // PGlite lives inside this process: it cannot go away while the process is up, and a check
  // would only queue behind the pages' own queries.
  if (!options.fresh && (await prepareDatabase()).kind === "pglite") return true;
  checking ??= probe()
    .then((up) => {
      trustedUntil = up ? Date.now() + TRUST_MS : 0;
      return up;
    })
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** A request failed on the database: the next request checks again before it is let through. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseOutage(error)) return false;
  trustedUntil = 0;
  return true;
}
