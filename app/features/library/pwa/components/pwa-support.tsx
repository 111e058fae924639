import { InstallPrompt } from "./install-prompt";
import { OnlineStatus } from "./online-status";
import { useServiceWorker } from "../use-service-worker";

/** The app behaviours of an installable site: service worker, install prompt, offline notice. */
export function PwaSupport() {
  useServiceWorker();
  return (
    <>
      <OnlineStatus />
      <InstallPrompt />
    </>
  );
}
