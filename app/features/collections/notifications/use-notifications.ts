import { useCallback, useEffect, useState } from "react";

export type NotificationView = { id: string; title: string; body: string; link: string | null; createdAt: string; read: boolean };
type Wire = { entry_id: string; title: string; body: string; link: string | null; created_at: string; read: boolean };
type Answer = { success: boolean; data: Wire[]; meta?: { unread_count?: number } };

const endpoint = "/api/data/search_entry?data[channel_name]=notifications";

/**
 * The visitor's saved notifications from the data service (session auth), read in the browser
 * after the page has loaded and only for a signed-in visitor, so the notifications switch costs
 * pages nothing when it is off or nobody is signed in.
 */
export function useNotifications(signedIn: boolean) {
  const [unread, setUnread] = useState(0);
  const [list, setList] = useState<NotificationView[] | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(endpoint, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const answer = (await response.json()) as Answer;
      setUnread(answer.meta?.unread_count ?? 0);
      setList(answer.data.map((item) => ({ id: item.entry_id, title: item.title, body: item.body, link: item.link, createdAt: item.created_at, read: item.read })));
    } catch {
      // Offline or the server is restarting: the badge waits for the next page.
    }
  }, []);

  const markRead = useCallback(
    async (id: string | "all") => {
      const body = new URLSearchParams({ "data[channel_name]": "notifications", "data[entry_id]": id, "data[read]": "1" });
      const response = await fetch("/api/data/update_entry", { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => null);
      if (response?.ok) await refresh();
    },
    [refresh],
  );

  useEffect(() => {
    if (signedIn) void refresh();
  }, [signedIn, refresh]);

  return { unread, list, markRead };
}
