import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { CalculatorDefinition } from "./definition";
import { runCalculator, splitQuery } from "./query";

const doubler: CalculatorDefinition<{ staff: number }, { total: number }> = {
  name: "doubler",
  inputSchema: z.object({ staff: z.coerce.number().int().min(1, "staff.min").max(1_000_000, "staff.max").default(100) }),
  assumptions: [{ key: "factor", value: 2, unit: "×", source: "test" }],
  compute: (inputs, a) => ({ total: inputs.staff * a.factor! }),
};

describe("splitQuery", () => {
  it("separates inputs from a.<key> overrides and drops empty values", () => {
    expect(splitQuery(new URLSearchParams("staff=5&a.factor=3&empty="))).toEqual({ raw: { staff: "5" }, overrides: { factor: "3" } });
  });
});

describe("runCalculator", () => {
  it("uses defaults and marks nothing overridden", () => {
    // 100 staff × factor 2 = 200
    const run = runCalculator(doubler, new URLSearchParams(""));
    expect(run).toMatchObject({ ok: true, results: { total: 200 }, assumptions: [{ key: "factor", overridden: false }] });
  });
  it("applies an override and marks it", () => {
    // 5 staff × overridden factor 3 = 15
    const run = runCalculator(doubler, new URLSearchParams("staff=5&a.factor=3"));
    expect(run).toMatchObject({ ok: true, results: { total: 15 }, assumptions: [{ key: "factor", value: 3, overridden: true }] });
  });
  it("reports bounded inputs and non-numeric overrides as field issues", () => {
    const run = runCalculator(doubler, new URLSearchParams("staff=1000000000&a.factor=abc"));
    expect(run).toEqual({ ok: false, issues: [{ field: "staff", message: "staff.max" }, { field: "a.factor", message: "assumption.invalid" }] });
  });
});
