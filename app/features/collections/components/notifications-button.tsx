import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { LocalLink } from "~/components/ui/local-link";
import { useRootData, useT } from "~/root-data";
import { unreadBadge } from "../notifications/model";
import { useNotifications } from "../notifications/use-notifications";
import { secondaryButtonClass } from "./form-parts";

/** The upper bar's notifications button: the unread count, and the list in a dialog. */
export function NotificationsButton({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { unread, list, markRead } = useNotifications(useRootData()?.viewer.signedIn ?? false);
  const badge = unreadBadge(unread);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
        aria-label={badge ? `${t("nav.notifications")}, ${t("notifications.unread", { count: unread })}` : undefined}
      >
        {t("nav.notifications")}
        {badge ? (
          <span aria-hidden="true" className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
            {badge}
          </span>
        ) : null}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("nav.notifications")} closeLabel={t("notifications.close")}>
        {!list || list.length === 0 ? (
          <p>{t("notifications.empty")}</p>
        ) : (
          <div className="space-y-4">
            {unread > 0 ? (
              <button type="button" onClick={() => void markRead("all")} className={secondaryButtonClass}>
                {t("notifications.markAllRead")}
              </button>
            ) : null}
            <ul className="divide-y divide-gray-100">
              {list.map((item) => (
                <li key={item.id} className="py-3">
                  <p className="font-semibold">
                    {item.read ? null : <span className="mr-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">{t("notifications.new")}</span>}
                    {item.link ? (
                      <LocalLink
                        to={item.link}
                        className="text-brand-700 hover:underline"
                        onClick={() => {
                          void markRead(item.id);
                          setOpen(false);
                        }}
                      >
                        {item.title}
                      </LocalLink>
                    ) : (
                      item.title
                    )}
                  </p>
                  {item.body ? <p className="mt-1 text-sm text-gray-700">{item.body}</p> : null}
                  {item.read ? null : (
                    <button type="button" onClick={() => void markRead(item.id)} className="mt-1 text-sm text-brand-700 underline">
                      {t("notifications.markRead")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </>
  );
}
