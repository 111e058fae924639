import type { Database } from "#db/connect";
import { deleteExpiredSessions } from "./session-store.server";
import { deleteExpiredSignInStates } from "./sign-in-state-store.server";
import { deleteStaleRateLimitWindows } from "~/utils/rate-limit.server";

/**
 * Removes what can no longer be used. Run after each completed sign-in: that is frequent
 * enough to keep the tables small and needs no scheduler, whatever the number of processes.
 */
export async function deleteExpiredAuthRows(db: Database, now: Date) {
  const [sessions, signInStates, rateLimitWindows] = await Promise.all([
    deleteExpiredSessions(db, now),
    deleteExpiredSignInStates(db, now),
    deleteStaleRateLimitWindows(db, now),
  ]);
  return { sessions, signInStates, rateLimitWindows };
}
