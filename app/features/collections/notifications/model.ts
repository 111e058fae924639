/** Saved notifications as the upper bar and the data API show them. */
export type SavedNotification = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export const MAX_LISTED_NOTIFICATIONS = 50;
/** Beyond this the badge says "99+": the number stops being useful, the width does not. */
const BADGE_MAX = 99;

export function unreadCount(notifications: readonly Pick<SavedNotification, "readAt">[]): number {
  return notifications.filter((notification) => notification.readAt === null).length;
}

/** The badge on the notifications button: nothing at zero, "99+" above the cap. */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** Unread first, then newest first: what needs attention is at the top of the list. */
export function sortForDisplay<T extends Pick<SavedNotification, "readAt" | "createdAt">>(notifications: readonly T[]): T[] {
  return [...notifications].sort((a, b) => {
    if ((a.readAt === null) !== (b.readAt === null)) return a.readAt === null ? -1 : 1;
    return b.createdAt.getTime() - a.createdAt.getTime();
  });
}
