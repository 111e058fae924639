import { describe, expect, it } from "vitest";
import { convexIntersection, coveragePercent, gamutCoverage, polygonArea, referenceGamuts, type Primaries } from "./gamut";

const triangle = (points: Array<[number, number]>): Primaries => {
  const [red, green, blue] = points.map(([x, y]) => ({ x, y }));
  return { red: red!, green: green!, blue: blue! };
};

describe("coveragePercent", () => {
  it("is 100 % for identical triangles, in either corner order", () => {
    expect(coveragePercent(referenceGamuts.srgb, referenceGamuts.srgb)).toBeCloseTo(100, 10);
    const reversed = triangle([[0.15, 0.06], [0.3, 0.6], [0.64, 0.33]]);
    expect(coveragePercent(reversed, referenceGamuts.srgb)).toBeCloseTo(100, 10);
  });

  it("is 0 % for disjoint triangles", () => {
    const left = triangle([[0, 0], [0.1, 0], [0, 0.1]]);
    const right = triangle([[0.5, 0.5], [0.6, 0.5], [0.5, 0.6]]);
    expect(coveragePercent(left, right)).toBe(0);
  });

  it("is the small triangle's share when it lies inside the reference, and 100 % the other way", () => {
    // Reference (0,0) (0.4,0) (0,0.4): area 0.4 × 0.4 / 2 = 0.08.
    // Inside (0.1,0.1) (0.2,0.1) (0.1,0.2): area 0.1 × 0.1 / 2 = 0.005 → 0.005 / 0.08 = 6.25 %.
    const reference = triangle([[0, 0], [0.4, 0], [0, 0.4]]);
    const inside = triangle([[0.1, 0.1], [0.2, 0.1], [0.1, 0.2]]);
    expect(coveragePercent(inside, reference)).toBeCloseTo(6.25, 10);
    expect(coveragePercent(reference, inside)).toBeCloseTo(100, 10);
  });

  it("clips a partly overlapping triangle", () => {
    // Reference (0,0) (1,0) (0,1), area 0.5. Display (0.5,0) (1.5,0) (0.5,1): the shared part is
    // (0.5,0) (1,0) (0.5,0.5), area 0.5 × 0.5 / 2 = 0.125 → 0.125 / 0.5 = 25 %.
    const reference = triangle([[0, 0], [1, 0], [0, 1]]);
    const display = triangle([[0.5, 0], [1.5, 0], [0.5, 1]]);
    expect(polygonArea(convexIntersection([display.red, display.green, display.blue], [reference.red, reference.green, reference.blue]))).toBeCloseTo(0.125, 10);
    expect(coveragePercent(display, reference)).toBeCloseTo(25, 10);
  });

  it("gives sRGB full coverage of itself and part of the wider references", () => {
    // sRGB ⊂ Adobe RGB (same red and blue, Adobe's green is further out), so sRGB covers
    // area(sRGB) / area(Adobe RGB). Shoelace: sRGB 2A = 0.64(0.6−0.06) + 0.3(0.06−0.33) + 0.15(0.33−0.6)
    // = 0.3456 − 0.081 − 0.0405 = 0.2241; Adobe 2A = 0.64(0.71−0.06) + 0.21(0.06−0.33) + 0.15(0.33−0.71)
    // = 0.416 − 0.0567 − 0.057 = 0.3023 → 0.2241 / 0.3023 = 74.13 %.
    const coverage = gamutCoverage(referenceGamuts.srgb);
    expect(coverage.srgbPct).toBe(100);
    expect(coverage.adobeRgbPct).toBeCloseTo(74.1, 1);
  });
});
