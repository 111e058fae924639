import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { percentAsShare, percentBounds, percentsToShares, shareAsPercent } from "./percent";

const fields: FieldSpec[] = [
  { name: "discount", kind: "number", label: "calculator.input.salary", min: 0, max: 1, percent: true },
  { name: "staff", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
];

describe("shares typed as percentages", () => {
  it("shows a share in per cent and reads a percentage back as the share", () => {
    // 0.1 × 100 = 10; 0.07 × 100 = 7 (not 7.000000000000001); 0.125 × 100 = 12.5
    expect(shareAsPercent("0.1")).toBe("10");
    expect(shareAsPercent("0.07")).toBe("7");
    expect(shareAsPercent("0.125")).toBe("12.5");
    expect(shareAsPercent("abc")).toBe("abc");
    // 10 ÷ 100 = 0.1; 12.5 ÷ 100 = 0.125; "15 %" is 15 per cent
    expect(percentAsShare("10")).toBe("0.1");
    expect(percentAsShare("12.5")).toBe("0.125");
    expect(percentAsShare("15 %")).toBe("0.15");
    // Not a number: passed on for the schema's own message.
    expect(percentAsShare("ten")).toBe("ten");
  });
  it("rewrites the form's percent parameter into the query's share, keeping the order of the rest", () => {
    expect(percentsToShares(new URLSearchParams("staff=5&discountPercent=20&a.x=1"), fields)?.toString()).toBe("staff=5&discount=0.2&a.x=1");
    // Empty: the default, so left out.
    expect(percentsToShares(new URLSearchParams("staff=5&discountPercent="), fields)?.toString()).toBe("staff=5");
    // Nothing to convert.
    expect(percentsToShares(new URLSearchParams("staff=5&discount=0.2"), fields)).toBeNull();
    // A name that only ends like one is no percent field.
    expect(percentsToShares(new URLSearchParams("staffPercent=5"), fields)).toBeNull();
  });
  it("rewrites a share assumption typed in per cent (a.<key>Percent) into its override", () => {
    // 5 % a year → a.wageGrowth=0.05; 21 % → a.gain=0.21; an empty one is the default and goes.
    expect(percentsToShares(new URLSearchParams("staff=5&a.wageGrowthPercent=5&a.gainPercent=21&a.hoursPerYear=2000&a.riskPercent="), fields)?.toString()).toBe(
      "staff=5&a.wageGrowth=0.05&a.gain=0.21&a.hoursPerYear=2000",
    );
    // "a.Percent" names no assumption.
    expect(percentsToShares(new URLSearchParams("a.Percent=5"), fields)).toBeNull();
  });
  it("says a share's bounds in per cent", () => {
    // 0 → 0, 1 → 100, 0.15 → 15 (not 15.000000000000002); other values untouched.
    expect(percentBounds({ min: 0, max: 1, key: "x" })).toEqual({ min: 0, max: 100, key: "x" });
    expect(percentBounds({ min: 0.15, max: 0.35 })).toEqual({ min: 15, max: 35 });
    expect(percentBounds(undefined)).toBeUndefined();
  });
});
