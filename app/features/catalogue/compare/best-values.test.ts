import { describe, expect, it } from "vitest";
import { bestIndexes, bestInRow } from "./best-values";
import { monitorWith } from "./test-monitors.fixture";

describe("bestIndexes", () => {
  it("marks the highest value where higher is better", () => {
    expect(bestIndexes([60, 144, 100], "higher")).toEqual([1]);
  });

  it("marks the lowest value where lower is better", () => {
    expect(bestIndexes([18.23, 10.6, 13.38], "lower")).toEqual([1]);
  });

  it("marks every monitor that ties for best", () => {
    expect(bestIndexes([144, 60, 144], "higher")).toEqual([0, 2]);
  });

  it("never marks a missing value, and a missing value is not zero", () => {
    // Lower is better, yet the missing power figure must not win.
    expect(bestIndexes([null, 0.3, 0.5], "lower")).toEqual([1]);
    expect(bestIndexes([250, null, 250], "higher")).toEqual([0, 2]);
  });

  it("marks nothing when fewer than two values are known or all are equal", () => {
    expect(bestIndexes([144], "higher")).toEqual([]);
    expect(bestIndexes([144, null, null], "higher")).toEqual([]);
    expect(bestIndexes([250, 250], "higher")).toEqual([]);
    expect(bestIndexes([null, null], "lower")).toEqual([]);
  });
});

describe("bestInRow", () => {
  it("judges resolution by pixel count, not by width alone", () => {
    // 3440 × 1440 = 4,953,600 pixels; 3840 × 2160 = 8,294,400 pixels.
    const ultrawide = monitorWith({ resolutionWidth: 3440, resolutionHeight: 1440 });
    const uhd = monitorWith({ resolutionWidth: 3840, resolutionHeight: 2160 });
    expect(bestInRow("spec.resolution", [ultrawide, uhd])).toEqual([1]);
  });

  it("judges pixel density from size and resolution", () => {
    // 27" 2560 × 1440: √(2560² + 1440²) / 27 = 2937.21 / 27 ≈ 108.8 ppi
    // 24" 1920 × 1080: √(1920² + 1080²) / 23.8 = 2202.91 / 23.8 ≈ 92.6 ppi
    const qhd = monitorWith({ sizeInches: 27, resolutionWidth: 2560, resolutionHeight: 1440 });
    const fhd = monitorWith({ sizeInches: 23.8, resolutionWidth: 1920, resolutionHeight: 1080 });
    expect(bestInRow("compare.pixelDensity", [fhd, qhd])).toEqual([1]);
  });

  it("judges typical energy from on and sleep power", () => {
    // 8.76 × (0.35 × 18.23 + 0.65 × 1.11) = 8.76 × 7.1020 = 62.21 kWh
    // 8.76 × (0.35 × 19.2 + 0.65 × 0.3) = 8.76 × 6.915 = 60.58 kWh: lower, so best,
    // although its on-mode power is the higher one.
    const a = monitorWith({ powerOnWatts: 18.23, powerSleepWatts: 1.11 });
    const b = monitorWith({ powerOnWatts: 19.2, powerSleepWatts: 0.3 });
    expect(bestInRow("spec.typicalEnergy", [a, b])).toEqual([1]);
    expect(bestInRow("spec.powerOn", [a, b])).toEqual([0]);
  });

  it("marks the lower price and the faster response", () => {
    const cheap = monitorWith({ listPriceUsd: 199.99, responseTimeMs: 5 });
    const dear = monitorWith({ listPriceUsd: 475.99, responseTimeMs: 0.1 });
    expect(bestInRow("spec.listPrice", [cheap, dear])).toEqual([0]);
    expect(bestInRow("spec.responseTime", [cheap, dear])).toEqual([1]);
  });

  it("does not judge rows of taste such as size", () => {
    expect(bestInRow("spec.size", [monitorWith({ sizeInches: 24 }), monitorWith({ sizeInches: 27 })])).toEqual([]);
  });
});
