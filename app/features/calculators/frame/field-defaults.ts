/**
 * What each input means when it is left empty, as the form would write it: "100" for a number
 * with a fallback, "ultrasharp" for a choice, "yes"/"no". The form shows it ("Default: 100",
 * "Default (UltraSharp)") instead of a bare "Default" (issue 28). Read from the input schema
 * itself — each field's piece parsed with nothing — so it can never disagree with the run. A
 * field whose empty value depends on something else (the country's salary) has none here.
 */
import type { z } from "zod";
import type { FieldSpec } from "./definition";

export function fieldDefaults(fields: readonly FieldSpec[], schema: z.ZodType): Record<string, string> {
  // An object schema, or one whose result a transform reshapes (energy's state): the object's pieces.
  const shaped = schema as { shape?: Record<string, z.ZodType>; def?: { in?: { shape?: Record<string, z.ZodType> } } };
  const shape = shaped.shape ?? shaped.def?.in?.shape;
  if (!shape) return {};
  const defaults: Record<string, string> = {};
  for (const field of fields) {
    const piece = shape[field.name];
    if (!piece || field.kind === "rows" || field.kind === "options" || field.kind === "money-currency" || field.kind === "monitor") continue;
    const parsed = piece.safeParse(undefined);
    if (!parsed.success) continue;
    const value = parsed.data;
    if (typeof value === "boolean") defaults[field.name] = value ? "yes" : "no";
    else if (typeof value === "number" && Number.isFinite(value)) {
      // A choice's options are strings ("22.0"): the option whose number this is.
      const option = field.kind === "select" ? field.options.find((candidate) => Number(candidate.value) === value) : undefined;
      defaults[field.name] = option?.value ?? String(value);
    } else if (typeof value === "string") defaults[field.name] = value;
  }
  return defaults;
}
