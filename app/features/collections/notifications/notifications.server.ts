/** Saved notifications per user; every statement filters on the owner's user id. */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { notifications } from "#db/schema-collections";
import { isEntryId } from "../ids";
import { MAX_LISTED_NOTIFICATIONS, sortForDisplay, type SavedNotification } from "./model";

const columns = {
  id: notifications.id,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export async function listNotifications(db: Database, userId: string, options: { unreadOnly?: boolean } = {}): Promise<SavedNotification[]> {
  const where = options.unreadOnly ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
  const rows = await db.select(columns).from(notifications).where(where).orderBy(desc(notifications.createdAt)).limit(MAX_LISTED_NOTIFICATIONS);
  return sortForDisplay(rows);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks some (or all) of the user's notifications read; answers how many changed. */
export async function markRead(db: Database, userId: string, ids: readonly string[] | "all"): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== "all") {
    const valid = ids.filter(isEntryId);
    if (valid.length === 0) return 0;
    conditions.push(inArray(notifications.id, valid));
  }
  const changed = await db.update(notifications).set({ readAt: sql`now()` }).where(and(...conditions)).returning({ id: notifications.id });
  return changed.length;
}

export async function createNotification(
  db: Database,
  userId: string,
  input: { title: string; body: string; link: string | null },
): Promise<SavedNotification> {
  const [row] = await db.insert(notifications).values({ userId, ...input }).returning(columns);
  if (!row) throw new Error("The notification was not stored");
  return row;
}

export async function deleteNotification(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isEntryId(id)) return false;
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
