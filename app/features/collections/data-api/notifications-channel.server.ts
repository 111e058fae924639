/**
 * channel_name=notifications: saved notifications of one user (behind FEATURE_NOTIFICATIONS).
 * Back-office integrations create them with the service key; the signed-in user lists them,
 * marks them read and deletes them.
 */
import { z } from "zod";
import { countUnread, createNotification, deleteNotification, listNotifications, markRead } from "../notifications/notifications.server";
import type { SavedNotification } from "../notifications/model";
import { entryIdSchema, isSafeRelativePath } from "../schemas";
import { parseFields, type ChannelContext } from "./channel-context";
import { failure, notFound, success } from "./responses";

export function notificationToWire(notification: SavedNotification, userId: string) {
  return {
    entry_id: notification.id,
    channel_name: "notifications",
    auth0_unique_id: userId,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    created_at: notification.createdAt.toISOString(),
    read: notification.readAt !== null,
  };
}

const flag = z.enum(["1", "true", "0", "false"]).transform((value) => value === "1" || value === "true");

export async function searchNotifications(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(z.object({ unread: flag.optional() }), context.fields);
  if (!parsed.ok) return parsed.response;
  const { userId } = context.actor;
  const [list, unread] = await Promise.all([listNotifications(context.db, userId, { unreadOnly: parsed.data.unread }), countUnread(context.db, userId)]);
  return success(
    list.map((notification) => notificationToWire(notification, userId)),
    200,
    { meta: { unread_count: unread } },
  );
}

const createSchema = z.object({
  title: z.string().trim().min(1, "notifications.error.titleRequired").max(200),
  body: z.string().trim().max(2000).default(""),
  link: z.string().trim().refine(isSafeRelativePath, "collections.error.invalidUrl").optional(),
});

export async function createNotificationEntry(context: ChannelContext): Promise<Response> {
  // A user does not send notifications to themselves; only integrations holding the key do.
  if (context.actor.via !== "key") return failure(403, "forbidden");
  const parsed = parseFields(createSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const created = await createNotification(context.db, context.actor.userId, { ...parsed.data, link: parsed.data.link ?? null });
  return success({ metadata: { id: created.id }, entry: notificationToWire(created, context.actor.userId) }, 201);
}

const updateSchema = z.object({
  entry_id: z.union([z.literal("all"), entryIdSchema]),
  // Marking read is the only change a notification takes.
  read: z.enum(["1", "true"]),
});

export async function updateNotificationEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(updateSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const { entry_id: id } = parsed.data;
  const changed = await markRead(context.db, context.actor.userId, id === "all" ? "all" : [id]);
  const unread = await countUnread(context.db, context.actor.userId);
  return success({ changed }, 200, { meta: { unread_count: unread } });
}

export async function deleteNotificationEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(z.object({ entry_id: entryIdSchema }), context.fields);
  if (!parsed.ok) return parsed.response;
  const deleted = await deleteNotification(context.db, context.actor.userId, parsed.data.entry_id);
  return deleted ? success({ entry_id: parsed.data.entry_id }) : notFound();
}
