import { useSyncExternalStore } from "react";
import {
  addMonitor,
  comparisonString,
  parseStoredSelection,
  removeMonitor,
  serialiseSelection,
  toggleMonitor,
  type SelectedMonitor,
} from "./selection";

/** The localStorage key (the seed's monitorSelection); its value is a JSON list of {id, model}. */
export const COMPARE_STORAGE_KEY = "monitorSelection";

/** Set on <body> for a few seconds after a monitor is added, so the menu badge can draw the eye. */
export const HIGHLIGHT_CLASS = "compare-highlight";
export const HIGHLIGHT_MILLISECONDS = 5_000;

const listeners = new Set<() => void>();
// Where the list lives once localStorage has refused (disabled storage, a full quota).
let memory: { raw: string | null } | null = null;
let highlightTimer: ReturnType<typeof setTimeout> | undefined;

function readRaw(): string | null {
  if (memory) return memory.raw;
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    memory = { raw: null };
    return null;
  }
}

const emptySelection: readonly SelectedMonitor[] = [];
// useSyncExternalStore needs the same array back while nothing changed.
let cached: { raw: string | null; selection: readonly SelectedMonitor[] } = { raw: null, selection: emptySelection };

function getSnapshot(): readonly SelectedMonitor[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, selection: parseStoredSelection(raw) };
  return cached.selection;
}

function getServerSnapshot(): readonly SelectedMonitor[] {
  return emptySelection;
}

function onStorage(event: StorageEvent) {
  // Another tab changed the list (or cleared all storage: key null).
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function write(selection: readonly SelectedMonitor[]) {
  const raw = serialiseSelection(selection);
  if (memory) memory.raw = raw;
  else {
    try {
      window.localStorage.setItem(COMPARE_STORAGE_KEY, raw);
    } catch {
      // Storage is full or refused: the list lives in memory for this page's life.
      memory = { raw };
    }
  }
  // The storage event reaches other tabs only; this tab's subscribers are told here.
  listeners.forEach((listener) => listener());
}

function highlightBody() {
  clearTimeout(highlightTimer);
  document.body.classList.add(HIGHLIGHT_CLASS);
  highlightTimer = setTimeout(() => document.body.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MILLISECONDS);
}

function update(change: (selection: readonly SelectedMonitor[]) => readonly SelectedMonitor[]) {
  const before = getSnapshot();
  const after = change(before);
  if (after === before) return;
  write(after);
  if (after.length > before.length) highlightBody();
}

/** Reading and changing the selection, in the browser only (event handlers and effects). */
export const comparisonSelection = {
  read: getSnapshot,
  add: (monitor: SelectedMonitor) => update((selection) => addMonitor(selection, monitor)),
  remove: (id: number) => update((selection) => removeMonitor(selection, id)),
  toggle: (monitor: SelectedMonitor) => update((selection) => toggleMonitor(selection, monitor)),
  /** A share link replaces the list; it counts as adding only when it grows the list. */
  replace: (next: readonly SelectedMonitor[]) =>
    update((selection) => {
      const clean = parseStoredSelection(serialiseSelection(next));
      return serialiseSelection(selection) === serialiseSelection(clean) ? selection : clean;
    }),
};

/** The monitorSelection: compared monitors in the order they were added; empty on the server. */
export function useMonitorSelection(): readonly SelectedMonitor[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The monitorComparisonString: the compared models joined by hyphens ("" when none). */
export function useMonitorComparisonString(): string {
  return comparisonString(useMonitorSelection());
}

/** The number of monitors selected for comparison; 0 during server rendering. */
export function useCompareCount(): number {
  return useMonitorSelection().length;
}
