import { describe, expect, it } from "vitest";
import { paybackLabel, paybackMonths } from "./payback";

describe("paybackMonths", () => {
  it("pays back at exactly month 6", () => {
    // 600 up front, 1200 a year = 100 a month → 600 / 100 = 6 months
    const months = paybackMonths([{ upfront: 600, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }]);
    expect(months).toBe(6);
    expect(paybackLabel(months)).toBe("months");
  });
  it("labels 5 months as under 6", () => {
    // 500 / 100 a month = 5
    const months = paybackMonths([{ upfront: 500, netFlow: 1200 }]);
    expect(months).toBe(5);
    expect(paybackLabel(months)).toBe("under6");
  });
  it("pays back at exactly month 36", () => {
    // 3600 up front, 1200 a year: after year 2 cumulative −1200, year 3 adds 100 a month → 24 + 12 = 36
    expect(paybackMonths([{ upfront: 3600, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }])).toBe(36);
  });
  it("never pays back when 1 short after 3 years", () => {
    // 3601 up front, 3 × 1200 = 3600 → still −1 at month 36
    const months = paybackMonths([{ upfront: 3601, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }, { upfront: 0, netFlow: 1200 }]);
    expect(months).toBeNull();
    expect(paybackLabel(months)).toBe("never");
  });
});
