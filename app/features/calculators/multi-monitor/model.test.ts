import { describe, expect, it } from "vitest";
import { power, rowGeometry, type MultiMonitorConstants, type SetupMonitor } from "./model";

const constants: MultiMonitorConstants = { bezelCm: 0.7, deskMarginCm: 10, hoursPerDay: 8, daysPerYear: 250 };
// The specification's fixed factor, kg CO2 per kWh; the UK's grid (Ember 2024, CO2.js 0.19.0) 215.79 g = 0.21579 kg.
const FIXED = 0.7442;
const UK = 0.21579;
// U2724DE (db/seed-data/energystar/dell-monitors-merged.csv): 27 in, 2560 × 1440, on 18.23 W, sleep 1.11 W, off 0.22 W.
const u2724de: SetupMonitor = { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23, powerSleepWatts: 1.11, powerOffWatts: 0.22 };

describe("a row of monitors", () => {
  it("works out a 27-inch 16:9 pair at 70 cm", () => {
    const row = rowGeometry(u2724de, 2, 70, constants, FIXED);
    // Diagonal 27 × 2.54 = 68.58 cm; √(16² + 9²) = √337 = 18.3576.
    // Width 68.58 × 16 / 18.3576 = 59.77 cm; height 68.58 × 9 / 18.3576 = 33.62 cm.
    expect(row.screenWidthCm).toBe(59.8);
    expect(row.screenHeightCm).toBe(33.6);
    // Each screen with its frames: 59.773 + 2 × 0.7 = 61.173 cm; two: 122.346 cm. Height 33.622 + 1.4 = 35.022 cm.
    expect(row.totalWidthCm).toBe(122.3);
    expect(row.totalHeightCm).toBe(35);
    // 2 × 2560 × 1440 = 7,372,800 pixels.
    expect(row.totalPixels).toBe(7_372_800);
    // Desk: 122.346 + 2 × 10 cm margin = 142.346 cm.
    expect(row.deskWidthCm).toBe(142.3);
    // The outer screen's centre is half a screen (61.173 / 2 = 30.587 cm) to the side: atan(30.587 / 70) = atan(0.43695) = 23.6°.
    expect(row.outerAngleDeg).toBe(23.6);
    // The row's edge is 61.173 cm to the side: atan(61.173 / 70) = atan(0.8739) = 41.15° → 41.2°.
    expect(row.edgeAngleDeg).toBe(41.2);
    expect(row.centresCm).toEqual([-30.6, 30.6]);
  });

  it("puts the middle of three straight ahead and the outer ones a whole screen to each side", () => {
    const row = rowGeometry(u2724de, 3, 70, constants, FIXED);
    // 3 × 61.173 = 183.519 cm; outer centre 61.173 cm aside: atan(0.8739) = 41.15° → 41.2°, the pair's edge angle.
    expect(row.totalWidthCm).toBe(183.5);
    expect(row.centresCm).toEqual([-61.2, 0, 61.2]);
    expect(row.outerAngleDeg).toBe(41.2);
    expect(row.totalPixels).toBe(11_059_200);
  });

  it("narrows the angle with distance: the pair at 100 cm", () => {
    // atan(30.587 / 100) = atan(0.30587) = 17.0°.
    expect(rowGeometry(u2724de, 2, 100, constants, FIXED).outerAngleDeg).toBe(17);
  });

  it("takes the shape from the pixels for an ultrawide (3440 × 1440 is 43:18, not 21:9)", () => {
    const row = rowGeometry({ ...u2724de, sizeInches: 34.1, widthPx: 3440, heightPx: 1440 }, 1, 70, constants, FIXED);
    // √(3440² + 1440²) = 3729.2 px; 34.1 × 2.54 = 86.614 cm; width 86.614 × 3440 / 3729.2 = 79.9 cm, height 86.614 × 1440 / 3729.2 = 33.4 cm.
    expect(row.screenWidthCm).toBe(79.9);
    expect(row.screenHeightCm).toBe(33.4);
    // One screen: its centre is straight ahead; the edge atan((79.9 + 1.4) / 2 / 70) = atan(0.5807) = 30.1°.
    expect(row.outerAngleDeg).toBe(0);
    expect(row.edgeAngleDeg).toBe(30.1);
  });
});

describe("power and energy of the row", () => {
  it("adds the on-power and runs the energy model", () => {
    // On 2 × 18.23 = 36.46 W. A year: 8 h × 250 days = 2000 h on, 8760 − 2000 = 6760 h asleep;
    // one monitor (18.23 × 2000 + 1.11 × 6760) / 1000 = (36,460 + 7,503.6) / 1000 = 43.96 kWh; two 87.93 kWh.
    // CO2 at the fixed factor: 87.9272 × 0.7442 = 65.435 kg → 65.4.
    expect(power(u2724de, 2, constants, FIXED)).toEqual({ powerOnW: 36.46, energyKWhYear: 87.9, co2KgYear: 65.4 });
  });

  it("counts the energy's CO2 at the country's grid factor: the UK pair, 87.9272 × 0.21579 = 18.97 kg", () => {
    expect(power(u2724de, 2, constants, UK).co2KgYear).toBe(19);
  });

  it("gives no figure rather than a guess when the catalogue lacks power data", () => {
    expect(power({ ...u2724de, powerOnWatts: null }, 2, constants, FIXED)).toEqual({ powerOnW: null, energyKWhYear: null, co2KgYear: null });
    expect(power({ ...u2724de, powerSleepWatts: null, powerOffWatts: null }, 3, constants, FIXED)).toEqual({ powerOnW: 54.69, energyKWhYear: null, co2KgYear: null });
  });

  it("refuses a distance of zero instead of answering Infinity", () => {
    expect(() => rowGeometry(u2724de, 2, 0, constants, FIXED)).toThrow(RangeError);
  });
});
