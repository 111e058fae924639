import { useT } from "~/root-data";
import { useOnline } from "~/utils/use-online";

/** A notice while the browser is offline; nothing while online (the server render assumes online). */
export function OnlineStatus() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className="print-hidden">
      {online ? null : (
        <p className="fixed inset-x-0 top-0 z-[75] bg-gray-900 px-4 py-2 text-center text-white" data-testid="offline-status">
          {t("pwa.offline")}
        </p>
      )}
    </div>
  );
}
