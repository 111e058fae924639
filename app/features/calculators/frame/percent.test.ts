import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { percentAsShare, percentsToShares, shareAsPercent } from "./percent";

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
  });
});
