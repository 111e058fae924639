import { tryDecodeURIComponent } from "~/utils/url-text";

/**
 * The comparison selection as plain data: at most three monitors, each kept with its model so
 * the share link (`#U2724DE-P2425H-S2725DS`) can be written without asking the server.
 */
export type SelectedMonitor = { id: number; model: string };

export const MAX_COMPARED = 3;

/** A model as it may appear in a share link or the API: Dell models are letters and digits. */
export const MODEL_TOKEN = /^[A-Za-z0-9]{2,20}$/;

export function isModelToken(value: string): boolean {
  return MODEL_TOKEN.test(value);
}

function isSelectedMonitor(value: unknown): value is SelectedMonitor {
  if (typeof value !== "object" || value === null) return false;
  const { id, model } = value as Record<string, unknown>;
  return Number.isInteger(id) && (id as number) > 0 && typeof model === "string" && isModelToken(model);
}

/** Reads the stored list; anything mangled (another version, a hand edit) reads as empty. */
export function parseStoredSelection(raw: string | null): SelectedMonitor[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const result: SelectedMonitor[] = [];
  for (const entry of value) {
    if (!isSelectedMonitor(entry) || result.some((kept) => kept.id === entry.id)) continue;
    result.push({ id: entry.id, model: entry.model });
    if (result.length === MAX_COMPARED) break;
  }
  return result;
}

export function serialiseSelection(selection: readonly SelectedMonitor[]): string {
  return JSON.stringify(selection.map(({ id, model }) => ({ id, model })));
}

export function isSelected(selection: readonly SelectedMonitor[], id: number): boolean {
  return selection.some((entry) => entry.id === id);
}

/** A monitor can be ticked when it already is, or while there is room for one more. */
export function canSelect(selection: readonly SelectedMonitor[], id: number): boolean {
  return isSelected(selection, id) || selection.length < MAX_COMPARED;
}

/** Appends a monitor; a full list or a repeat leaves the list as it was (same array). */
export function addMonitor(selection: readonly SelectedMonitor[], monitor: SelectedMonitor): readonly SelectedMonitor[] {
  if (!canSelect(selection, monitor.id) || isSelected(selection, monitor.id)) return selection;
  return [...selection, { id: monitor.id, model: monitor.model }];
}

export function removeMonitor(selection: readonly SelectedMonitor[], id: number): readonly SelectedMonitor[] {
  return isSelected(selection, id) ? selection.filter((entry) => entry.id !== id) : selection;
}

export function toggleMonitor(selection: readonly SelectedMonitor[], monitor: SelectedMonitor): readonly SelectedMonitor[] {
  return isSelected(selection, monitor.id) ? removeMonitor(selection, monitor.id) : addMonitor(selection, monitor);
}

/** The monitorComparisonString: the compared models joined by hyphens, as in the share link. */
export function comparisonString(selection: readonly SelectedMonitor[]): string {
  return selection.map((entry) => entry.model).join("-");
}

export type ParsedHash = {
  /** Up to three distinct model tokens, in link order. */
  models: string[];
  /** Pieces of the link that cannot be models (a typo, markup, a broken escape). */
  ignored: string[];
  /** Model names after the first three: only three can be compared. */
  leftOut: string[];
};

/** Reads `#U2724DE-P2425H` (with or without the "#", percent-encoded or not). */
export function parseComparisonHash(hash: string): ParsedHash {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  // A malformed escape is kept as typed; its pieces then fail the model pattern.
  const text = tryDecodeURIComponent(raw) ?? raw;
  const models: string[] = [];
  const ignored: string[] = [];
  const leftOut: string[] = [];
  const seen = new Set<string>();
  // Long hashes are cut before splitting: a link never needs more than a few dozen models.
  for (const piece of text.slice(0, 400).split("-")) {
    const token = piece.trim();
    if (!token) continue;
    if (!isModelToken(token)) {
      ignored.push(token.slice(0, 40));
      continue;
    }
    if (seen.has(token.toUpperCase())) continue;
    seen.add(token.toUpperCase());
    (models.length < MAX_COMPARED ? models : leftOut).push(token);
  }
  return { models, ignored: ignored.slice(0, 10), leftOut: leftOut.slice(0, 10) };
}

export function comparisonHash(selection: readonly SelectedMonitor[]): string {
  const text = comparisonString(selection);
  return text ? `#${text}` : "";
}
