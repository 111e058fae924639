import { sql } from "drizzle-orm";
import type { Database } from "#db/connect";

/** What a lock guards: one user's collections, or one user's saved entries. */
export const lockScopes = { collections: 727_274_101, savedEntries: 727_274_102 } as const;

/**
 * Runs `work` in a transaction that holds a lock on one user's rows of one kind. A cap ("at
 * most 500 saved entries") is a count followed by an insert; two requests of the same user
 * that count at the same moment would both pass it. With the lock the second one waits until
 * the first has committed, then counts again. Other users are not held up.
 *
 * PostgreSQL: a transaction-scoped advisory lock (released at commit or rollback) on the
 * scope and a hash of the user id — a hash collision only makes two users wait for each other.
 * PGlite has one connection and runs one transaction at a time; the lock is then free.
 */
export function withUserLock<T>(db: Database, scope: number, userId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${scope}::int, hashtext(${userId}))`);
    return work(tx as unknown as Database);
  });
}
