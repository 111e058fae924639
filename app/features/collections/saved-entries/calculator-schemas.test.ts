import { z } from "zod";
import { describe, expect, it } from "vitest";
import { createCalculatorRegistry, MAX_CALCULATOR_DATA_BYTES } from "./calculator-schemas";

describe("calculator schema registry", () => {
  it("checks an unregistered calculator's data as a JSON object", () => {
    const registry = createCalculatorRegistry();
    expect(registry.schemaFor("energy").parse({ quantity: 10, rows: [{ model: "P2425" }] })).toEqual({ quantity: 10, rows: [{ model: "P2425" }] });
    for (const notAnObject of [[1, 2], "text", 3, null]) expect(registry.schemaFor("energy").safeParse(notAnObject).success).toBe(false);
  });

  it("refuses data over the size cap", () => {
    const registry = createCalculatorRegistry();
    // {"text":"…"} adds 11 bytes around the string, so this is one byte over the cap.
    const text = "x".repeat(MAX_CALCULATOR_DATA_BYTES - 10);
    const result = registry.schemaFor("energy").safeParse({ text });
    expect(result.error?.issues[0]?.message).toBe("entries.error.tooLarge");
    expect(registry.schemaFor("energy").safeParse({ text: text.slice(1) }).success).toBe(true);
  });

  it("uses a calculator's own schema once it registers one", () => {
    const registry = createCalculatorRegistry();
    const energyState = z.object({ quantity: z.number().int().min(1) });
    registry.register("energy", energyState);
    expect(registry.schemaFor("energy").safeParse({ quantity: 0 }).success).toBe(false);
    expect(registry.schemaFor("energy").parse({ quantity: 3, stray: true })).toEqual({ quantity: 3 });
    // Registering the same schema again (a module evaluated twice in development) is fine.
    expect(() => registry.register("energy", energyState)).not.toThrow();
    expect(() => registry.register("energy", z.object({}))).toThrow(/two different schemas/);
  });

  it("refuses calculator names that are not kebab-case", () => {
    expect(() => createCalculatorRegistry().register("Energy Calc", z.object({}))).toThrow();
  });
});
