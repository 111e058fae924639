import { useEffect, useState } from "react";
import { useT } from "~/root-data";

/** Chromium's install event (not in TypeScript's DOM library). */
type BeforeInstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

/**
 * When the browser offers installation, a toast asks first instead of the browser's own bar.
 * Not shown again in this tab once answered.
 */
export function InstallPrompt() {
  const t = useT();
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  async function install() {
    if (!offer) return;
    setOffer(null);
    await offer.prompt().catch((error: unknown) => console.warn("The install prompt could not be shown", error));
  }

  return (
    <div role="status" aria-live="polite" className="install-prompt print-hidden">
      {offer ? (
        <div className="fixed bottom-4 left-1/2 z-[80] w-[min(32rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg border border-gray-300 bg-white p-4 shadow-lg" data-testid="install-prompt">
          <p className="font-medium">{t("pwa.installQuestion")}</p>
          <div className="mt-3 flex justify-end gap-3">
            <button type="button" onClick={() => setOffer(null)} className="rounded border border-gray-400 px-4 py-2 font-medium">
              {t("pwa.notNow")}
            </button>
            <button type="button" onClick={install} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              {t("pwa.install")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
