import { useEffect } from "react";

/**
 * The addresses this page loaded, itself first: the worker keeps the ones it caches
 * (calculator pages, their scripts and JSON; public/sw.js decides, under its own rules).
 */
export function loadedAddresses(page: string, resources: readonly { name: string }[], origin: string): string[] {
  const sameOrigin = resources.map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/`));
  return [...new Set([page, ...sameOrigin])];
}

type ManifestRoute = { path?: string; module?: string; imports?: string[]; css?: string[] };

/** Each route of the router's manifest as its path (below its parent) and the files it loads. */
export function routeFiles(routes: Record<string, ManifestRoute | undefined>): { path: string; files: string[] }[] {
  return Object.values(routes).flatMap((route) =>
    route?.path && route.module ? [{ path: route.path, files: [route.module, ...(route.imports ?? []), ...(route.css ?? [])] }] : [],
  );
}

/** React Router's manifest of every route (routeDiscovery "initial": all routes, react-router.config.ts). */
function manifestRoutes(): Record<string, ManifestRoute | undefined> {
  return (window as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute | undefined> } }).__reactRouterManifest?.routes ?? {};
}

/**
 * Registers /sw.js once the page has loaded. A failure (no support, private mode, a blocked
 * script) must not disturb the page: it is only logged as a warning. The worker is told what the
 * page loaded when no worker controlled the page yet (the first visit), so that visit already
 * works offline, and on every load which files each route needs (a calculator's worker keeps its
 * other steps' scripts, which may have new names after a deployment).
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const controlledAtLoad = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(async () => {
        const registration = await navigator.serviceWorker.ready;
        const addresses = controlledAtLoad ? [] : loadedAddresses(window.location.href, performance.getEntriesByType("resource"), window.location.origin);
        registration.active?.postMessage({ type: "keep-loaded", addresses, routes: routeFiles(manifestRoutes()) });
      })
      .catch((error: unknown) => {
        console.warn("The service worker could not be registered", error);
      });
  }, []);
}
