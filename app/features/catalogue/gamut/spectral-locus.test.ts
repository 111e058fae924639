import { describe, expect, it } from "vitest";
import { spectralLocus } from "./spectral-locus";

describe("spectralLocus", () => {
  const locus = spectralLocus();

  it("has every 5 nm step from 380 to 780 nm", () => {
    expect(locus).toHaveLength(81);
    expect(locus[0]!.wavelengthNm).toBe(380);
    expect(locus.at(-1)!.wavelengthNm).toBe(780);
  });

  it("puts 555 nm where the observer table says", () => {
    // x̄ 0.51205, ȳ 1.0, z̄ 0.00575: sum 1.5178 → x = 0.51205 / 1.5178 = 0.33736, y = 1 / 1.5178 = 0.65885.
    const green = locus.find((point) => point.wavelengthNm === 555)!;
    expect(green.x).toBeCloseTo(0.33736, 4);
    expect(green.y).toBeCloseTo(0.65885, 4);
  });

  it("reaches above every reference green primary near 520 nm", () => {
    // 520 nm: x̄ 0.06327, ȳ 0.71, z̄ 0.07825 → sum 0.85152 → y = 0.8338, above every green primary.
    expect(locus.find((point) => point.wavelengthNm === 520)!.y).toBeCloseTo(0.8338, 3);
  });
});
