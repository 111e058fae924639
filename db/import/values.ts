/** Cell parsers shared by the import modules. Each returns null for "not in the data". */

export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Quantities that cannot be zero (prices, refresh rates, response times): 0 is a placeholder. */
export function parsePositiveNumber(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && value > 0 ? value : null;
}

/**
 * Power readings: ENERGY STAR writes 0 or leaves the cell empty when a mode was not
 * measured or reported, and a real display never draws exactly 0 W in any mode,
 * so 0 means missing, never "free".
 */
export function parseWatts(text: string): number | null {
  return parsePositiveNumber(text);
}

/** Whole numbers for integer columns (luminance is sometimes reported as 248.9). */
export function parseWholeNumber(text: string): number | null {
  const value = parsePositiveNumber(text);
  return value === null ? null : Math.round(value);
}

export function parseYesNo(text: string): boolean | null {
  const lowered = text.trim().toLowerCase();
  if (lowered === "yes") return true;
  if (lowered === "no") return false;
  return null;
}

/** Comma-separated lists; the placeholder words the exports use for "nothing" are dropped. */
export function parseList(
  text: string,
  placeholders: readonly string[] = ["None", "N/A", "Other"],
): string[] {
  const skip = new Set(placeholders.map((word) => word.toLowerCase()));
  const items = text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "" && !skip.has(item.toLowerCase()));
  return [...new Set(items)];
}

/** A list column where an empty cell means "not reported" (null), unlike "None" ([]). */
export function parseReportedList(text: string): string[] | null {
  return text.trim() === "" ? null : parseList(text);
}

/** "N/A", "None" and blanks mean no value. */
export function parseOptionalText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "" || /^(n\/a|none)$/i.test(trimmed)) return null;
  return trimmed;
}

/** ISO date (YYYY-MM-DD) from "MM/DD/YYYY", "MM/DD/YYYY 12:00:00 AM" or "YYYY-MM-DD". */
export function parseIsoDate(text: string): string | null {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}:\d{2}\s*[AP]M)?$/i.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 02/30 and the like instead of rolling over into the next month.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type Resolution = { width: number; height: number };

/**
 * "3840 x 2160" (ENERGY STAR) or "3840,2160" (retail). Monitors are quoted landscape;
 * some ENERGY STAR partners typed the pair the other way round ("1440 x 3440").
 */
export function parseResolution(text: string): Resolution | null {
  const match = /^\s*(\d+)\s*[x,×]\s*(\d+)\s*$/i.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first <= 0 || second <= 0) return null;
  return { width: Math.max(first, second), height: Math.min(first, second) };
}
