import { z } from "zod";
import type { Database } from "#db/connect";
import type { CalculatorRegistry } from "../saved-entries/calculator-schemas";
import type { Actor } from "./authenticate.server";
import { toFieldErrors } from "./field-errors";
import { invalid } from "./responses";

/** What one data-service call works with, once the caller is known. */
export type ChannelContext = {
  db: Database;
  actor: Actor;
  fields: Record<string, string>;
  newId: () => string;
  registry: CalculatorRegistry;
};

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Parses the `data[…]` fields with a schema; failure is the 400 answer with field messages. */
export function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): Parsed<z.output<Schema>> {
  const result = schema.safeParse(fields);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: invalid(toFieldErrors(result.error.issues)) };
}
