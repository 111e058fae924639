import { useSyncExternalStore } from "react";

/** Where the compared monitor ids live between visits and tabs (the seed's monitorSelection). */
export const COMPARE_STORAGE_KEY = "monitorSelection";
export const MAX_COMPARED = 3;

export function parseSelection(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_COMPARED);
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  // The storage event keeps every open tab's badge in step.
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The number of monitors selected for comparison; 0 during server rendering. */
export function useCompareCount(): number {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseSelection(raw).length;
}
