/**
 * The registry of calculator_data schemas. A calculator registers the zod schema of its saved
 * state once (from the module that defines the state), so a saved entry is checked against it
 * when it is saved and again when it is read back; a calculator that has not registered yet
 * gets the generic rule: a JSON object of bounded size.
 */
import { z } from "zod";

/** Saved calculator state is a few kilobytes; this bound keeps a bad client from storing more. */
export const MAX_CALCULATOR_DATA_BYTES = 64 * 1024;

/** Calculator names are kebab-case: they appear in entry addresses (url titles). */
export const CALCULATOR_NAME = /^[a-z0-9-]{1,60}$/;

const withinSizeCap = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? "").length <= MAX_CALCULATOR_DATA_BYTES;

// Built on first use, not at import: pages that only show an "Add to collection" button import
// this feature's index and should not pay for zod.
let generic: z.ZodType<Record<string, unknown>> | undefined;
export function genericCalculatorDataSchema(): z.ZodType<Record<string, unknown>> {
  generic ??= z.record(z.string(), z.json());
  return generic;
}

export type CalculatorDataSchema = z.ZodType<Record<string, unknown>>;

export function createCalculatorRegistry() {
  const schemas = new Map<string, CalculatorDataSchema>();
  return {
    register(name: string, schema: CalculatorDataSchema): void {
      if (!CALCULATOR_NAME.test(name)) throw new Error(`Calculator name "${name}" must be kebab-case`);
      if (schemas.has(name) && schemas.get(name) !== schema) throw new Error(`Calculator "${name}" registered two different schemas`);
      schemas.set(name, schema);
    },
    /** The schema a calculator's data is checked with: its own, else the generic one; both size-capped. */
    schemaFor(name: string): z.ZodType<Record<string, unknown>> {
      const own = schemas.get(name) ?? genericCalculatorDataSchema();
      return z.unknown().refine(withinSizeCap, "entries.error.tooLarge").pipe(own);
    },
  };
}

export type CalculatorRegistry = ReturnType<typeof createCalculatorRegistry>;

/** The app's registry; calculators call registerCalculatorSchema from their own modules. */
// Marked pure so a page that imports the feature's index without saving entries drops it.
export const calculatorRegistry = /* @__PURE__ */ createCalculatorRegistry();

export function registerCalculatorSchema(name: string, schema: CalculatorDataSchema): void {
  calculatorRegistry.register(name, schema);
}
