import type { Database } from "#db/connect";
import { getEnv } from "~/utils/env.server";
import { countHit, type RateLimitResult } from "~/utils/rate-limit.server";

/**
 * Counts one change to a user's collections or saved entries. A runaway script or a stuck
 * client then gets 429s instead of filling the database; people never come near the limit.
 */
export function allowWrite(db: Database, userId: string, now = new Date()): Promise<RateLimitResult> {
  return countHit(db, `write:${userId}`, { now, limit: getEnv().WRITE_RATE_LIMIT });
}
