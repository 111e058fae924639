import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true afterwards: controls that need
 * JavaScript (filters, copy buttons) appear only once it runs, and their no-JavaScript
 * stand-ins disappear.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
