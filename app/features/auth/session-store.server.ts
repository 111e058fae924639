import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { sessions } from "#db/schema-auth";
import { preparedPer } from "~/utils/prepared.server";
import { createToken, hashToken } from "./auth-cookies.server";

export type SessionIdentity = { sub: string; name: string | null; email: string | null; isPartner: boolean };
export type StoredSession = SessionIdentity & { id: string; userTypeAnnounced: boolean; expiresAt: Date };

// last_seen_at is bookkeeping, not security: one write per five minutes is plenty.
const touchAfterMilliseconds = 5 * 60 * 1000;

/** Stores a new session and returns the token for the cookie (the row keeps its digest). */
export async function createSession(db: Database, identity: SessionIdentity, options: { now: Date; lifetimeSeconds: number }) {
  const token = createToken();
  const expiresAt = new Date(options.now.getTime() + options.lifetimeSeconds * 1000);
  await db.insert(sessions).values({ id: hashToken(token), ...identity, createdAt: options.now, expiresAt, lastSeenAt: options.now });
  return { token, expiresAt };
}

// Every signed-in request reads its session: built once (app/utils/prepared.server.ts).
const liveSession = preparedPer((db) =>
  db
    .select({
      id: sessions.id,
      sub: sessions.sub,
      name: sessions.name,
      email: sessions.email,
      isPartner: sessions.isPartner,
      userTypeAnnounced: sessions.userTypeAnnounced,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("find_live_session"),
);

/** The live session a cookie token names, or null when it is unknown or expired. */
export async function findSession(db: Database, token: string, now: Date): Promise<StoredSession | null> {
  const id = hashToken(token);
  const [row] = await liveSession(db).execute({ id, now });
  if (!row) return null;
  const { lastSeenAt, ...session } = row;
  if (now.getTime() - lastSeenAt.getTime() > touchAfterMilliseconds) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return session;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** True exactly once per session, even when two requests ask at the same moment. */
export async function takeUserTypeAnnouncement(db: Database, sessionId: string): Promise<boolean> {
  const updated = await db
    .update(sessions)
    .set({ userTypeAnnounced: true })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userTypeAnnounced, false)))
    .returning({ id: sessions.id });
  return updated.length === 1;
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
