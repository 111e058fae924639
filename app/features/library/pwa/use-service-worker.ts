import { useEffect } from "react";

/**
 * The addresses this page loaded, itself first: the worker keeps the ones it caches
 * (calculator pages, their scripts and JSON; public/sw.js decides, under its own rules).
 */
export function loadedAddresses(page: string, resources: readonly { name: string }[], origin: string): string[] {
  const sameOrigin = resources.map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/`));
  return [...new Set([page, ...sameOrigin])];
}

/**
 * Registers /sw.js once the page has loaded. A failure (no support, private mode, a blocked
 * script) must not disturb the page: it is only logged as a warning. A page that loaded before
 * a worker controlled it (the first visit) tells the worker what it loaded, so that visit already
 * works offline.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const controlledAtLoad = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(async () => {
        if (controlledAtLoad) return;
        const registration = await navigator.serviceWorker.ready;
        const addresses = loadedAddresses(window.location.href, performance.getEntriesByType("resource"), window.location.origin);
        registration.active?.postMessage({ type: "keep-loaded", addresses });
      })
      .catch((error: unknown) => {
        console.warn("The service worker could not be registered", error);
      });
  }, []);
}
