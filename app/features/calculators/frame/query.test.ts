import { describe, expect, it } from "vitest";
import type { AssumptionSpec } from "./definition";
import { applyOverrides } from "./query";

const spec = (key: string, value: number): AssumptionSpec => ({ key, label: "calculator.assumption.gain", value, unit: "×", min: 0, max: 100, source: { key: "calculator.source.gain.analyst" } });
const pair = [spec("caseMinMult", 2), spec("caseMaxMult", 5), spec("hours", 8)];

describe("applyOverrides", () => {
  it("applies an override in range and keeps the others' values", () => {
    const { values, issues, assumptions } = applyOverrides(pair, { caseMaxMult: "7.5" });
    expect(issues).toEqual([]);
    expect(values).toEqual({ caseMinMult: 2, caseMaxMult: 7.5, hours: 8 });
    expect(assumptions.map((applied) => [applied.key, applied.overridden])).toEqual([["caseMinMult", false], ["caseMaxMult", true], ["hours", false]]);
  });

  it("refuses a minimum overridden above its maximum, naming the pair", () => {
    // 6 > 5: the low case's multiplier would exceed the high case's.
    const { issues } = applyOverrides(pair, { caseMinMult: "6" });
    expect(issues).toEqual([{ field: "a.caseMinMult", message: "api.error.pair", values: { min: "a.caseMinMult", max: "a.caseMaxMult" } }]);
  });

  it("takes an equal minimum and maximum, and has no pair to check without both", () => {
    expect(applyOverrides(pair, { caseMinMult: "5" }).issues).toEqual([]);
    expect(applyOverrides([spec("caseMinMult", 9), spec("hours", 1)], {}).issues).toEqual([]);
  });

  it("reports an override out of range and checks no pair then", () => {
    const { issues } = applyOverrides(pair, { caseMinMult: "6", hours: "101" });
    expect(issues).toEqual([{ field: "a.hours", message: "calculator.error.assumptionRange", values: { min: 0, max: 100 } }]);
  });
});
