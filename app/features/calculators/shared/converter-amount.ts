/** The converter's largest amount: a trillion, beyond any fleet and within a double's exact cents. */
export const MAX_CONVERTER_AMOUNT = 1e12;

export type ConverterAmount = { ok: true; value: number } | { ok: false; reason: "empty" | "not-a-number" | "negative" | "too-large" };

/**
 * The amount as typed, or why it cannot be converted (issue 50: `1e3` and `-5` left the result
 * blank without a word). A number field hands over what the browser takes for a number, so
 * `1e3` is 1,000 as it is in the field.
 */
export function readConverterAmount(text: string): ConverterAmount {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed)) return { ok: false, reason: "not-a-number" };
  const value = Number(trimmed);
  if (value < 0) return { ok: false, reason: "negative" };
  if (!Number.isFinite(value) || value > MAX_CONVERTER_AMOUNT) return { ok: false, reason: "too-large" };
  // -0 reads as 0.
  return { ok: true, value: value + 0 };
}
