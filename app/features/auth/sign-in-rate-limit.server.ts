import { lt, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { signInAttempts } from "#db/schema-auth";

export const rateLimitWindowSeconds = 10 * 60;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one sign-in start for a client address in a fixed ten-minute window. The count lives
 * in the database, so every server process shares it; one upsert keeps it race-free.
 */
export async function recordSignInAttempt(db: Database, key: string, options: { now: Date; limit: number }): Promise<RateLimitResult> {
  const windowStart = new Date(options.now.getTime() - rateLimitWindowSeconds * 1000);
  const expired = sql`${signInAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, windowStartedAt: options.now, attempts: 1 })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInAttempts.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${options.now.toISOString()}::timestamptz ELSE ${signInAttempts.windowStartedAt} END`,
      },
    })
    .returning({ attempts: signInAttempts.attempts, windowStartedAt: signInAttempts.windowStartedAt });
  if (!row || row.attempts <= options.limit) return { allowed: true };
  const windowEnds = row.windowStartedAt.getTime() + rateLimitWindowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - options.now.getTime()) / 1000)) };
}

export async function deleteStaleSignInAttempts(db: Database, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - rateLimitWindowSeconds * 1000);
  const deleted = await db.delete(signInAttempts).where(lt(signInAttempts.windowStartedAt, windowStart)).returning({ key: signInAttempts.key });
  return deleted.length;
}
