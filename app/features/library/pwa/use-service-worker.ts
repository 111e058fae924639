import { useEffect } from "react";

/**
 * Registers /sw.js once the page has loaded. A failure (no support, private mode, a blocked
 * script) must not disturb the page: it is only logged as a warning.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("The service worker could not be registered", error);
    });
  }, []);
}
