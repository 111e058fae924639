import { describe, expect, it } from "vitest";
import { discasCheck } from "./discas";

describe("the DISCAS element-height check", () => {
  it("works the AETM guidelines' examples: 1500 mm image, 10,500 mm farthest viewer, 1080 rows", () => {
    // BDM: %EH = 10500 ÷ (1500 × 200) = 0.035 = 3.5 %; × 1080 rows = 37.8 px.
    // ADM: 1500 × 3438 ÷ 1080 = 4775 (same unit as the inputs); ÷ 12 = 397.9 "ft"; 10500 > 4775: not met.
    expect(discasCheck(10_500, 1500, 1080)).toEqual({
      elementHeightPercent: 3.5,
      elementHeightPx: 37.8,
      verticalPixels: 1080,
      analyticalMaxDistanceFt: 397.9,
      analyticalMet: false,
    });
  });

  it("meets the analytical distance when the farthest viewer sits within it", () => {
    // 4000 ≤ 4775: met. %EH = 4000 ÷ 300000 = 1.33 %.
    expect(discasCheck(4000, 1500, 1080)).toMatchObject({ elementHeightPercent: 1.33, analyticalMet: true });
    // Exactly at the limit counts as met: 4775 ≤ 4775.
    expect(discasCheck(4775, 1500, 1080)?.analyticalMet).toBe(true);
  });

  it("says nothing without a pixel height or with a non-positive size", () => {
    expect(discasCheck(168, 31.6, null)).toBeNull();
    expect(discasCheck(168, 31.6, 0)).toBeNull();
    expect(discasCheck(168, 0, 2160)).toBeNull();
    expect(discasCheck(0, 31.6, 2160)).toBeNull();
  });
});
