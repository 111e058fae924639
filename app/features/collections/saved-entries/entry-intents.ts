/**
 * The Collections page's form posts for saved calculator entries. They join the collection
 * intents (action-data.ts), so they share the page's action: same-origin check, session user,
 * write limit and toasts.
 */
import { z } from "zod";
import { limits } from "../model";
import { entryIdSchema, jsonField, storable } from "../schemas";
import { calculatorNameSchema, urlTitleSchema } from "./url-title";

// Conform sends an emptied field as undefined, a plain form as "": both are "no name".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const entryNameSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "entries.error.nameRequired" })
    .trim()
    .min(1, "entries.error.nameRequired")
    .max(limits.entryNameLength, "entries.error.nameTooLong")
    // The collections' one rule for text PostgreSQL cannot store (a rename with U+0000 was a 500).
    .refine(...storable),
);

export const entryIntentSchemas = [
  z.object({ intent: z.literal("rename-entry"), entryId: entryIdSchema, name: entryNameSchema }),
  z.object({ intent: z.literal("delete-entry"), entryId: entryIdSchema }),
  // Undo of a delete saves the entry back under its address, through the calculator's schema
  // and the per-user cap like any save.
  z.object({
    intent: z.literal("restore-entry"),
    calculator: calculatorNameSchema,
    urlTitle: urlTitleSchema,
    name: z.preprocess(blankToUndefined, z.string().trim().max(limits.entryNameLength).refine(...storable).optional()),
    calculatorData: jsonField(z.unknown()),
  }),
] as const;
