import { lt, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { rateLimitWindows } from "#db/schema-auth";

/** Every limit counts in ten-minute windows, so stale rows are those older than one window. */
export const rateLimitWindowSeconds = 10 * 60;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for a key ("sign-in:<address>", "write:<user>") in a fixed ten-minute window.
 * The count lives in the database, so every server process shares it; one upsert keeps it
 * race-free.
 */
export async function countHit(db: Database, key: string, options: { now: Date; limit: number }): Promise<RateLimitResult> {
  const windowStart = new Date(options.now.getTime() - rateLimitWindowSeconds * 1000);
  const expired = sql`${rateLimitWindows.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStartedAt: options.now, attempts: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitWindows.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${options.now.toISOString()}::timestamptz ELSE ${rateLimitWindows.windowStartedAt} END`,
      },
    })
    .returning({ attempts: rateLimitWindows.attempts, windowStartedAt: rateLimitWindows.windowStartedAt });
  if (!row || row.attempts <= options.limit) return { allowed: true };
  const windowEnds = row.windowStartedAt.getTime() + rateLimitWindowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - options.now.getTime()) / 1000)) };
}

export async function deleteStaleRateLimitWindows(db: Database, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - rateLimitWindowSeconds * 1000);
  const deleted = await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStartedAt, windowStart)).returning({ key: rateLimitWindows.key });
  return deleted.length;
}
