import { describe, expect, it } from "vitest";
import { constantKeys, ergonomicsConstants } from "./definition";
import { computeErgonomics, distanceForAngleCm, monitorAngles, placeScreen, scalingFor, type ErgonomicsConstants, type ErgonomicsModelInput } from "./model";

const constants = Object.fromEntries(constantKeys.map((key) => [key, ergonomicsConstants[key].value])) as ErgonomicsConstants;
const qhd27 = { sizeInches: 27, widthPx: 2560, heightPx: 1440 };
const uhd27 = { sizeInches: 27, widthPx: 3840, heightPx: 2160 };
const base: ErgonomicsModelInput = { heightCm: 175, posture: "sitting", monitor: qhd27, count: 1, arrangement: "primary", glasses: "none", constants };

describe("heights from body height (sitting, 175 cm)", () => {
  const result = computeErgonomics(base);
  it("puts the seat at popliteal height plus shoes, within 38–56 cm", () => {
    // 0.25 × 175 + 2.5 = 43.75 + 2.5 = 46.25 cm
    expect(result.seatHeightCm).toBeCloseTo(46.25, 1);
    expect(result.footrest).toBe(false);
  });
  it("puts the keyboard at elbow height and gives the eye height", () => {
    // desk: 46.25 + 0.143 × 175 = 46.25 + 25.025 = 71.275 cm; eyes: 46.25 + 0.455 × 175 = 46.25 + 79.625 = 125.875 cm
    expect(result.deskHeightCm).toBeCloseTo(71.275, 1);
    expect(result.eyeHeightCm).toBeCloseTo(125.875, 1);
    expect(result.standing).toBeNull();
  });
  it("keeps a short person's seat at the range's lowest, with a footrest, and a tall one's at the highest", () => {
    // 140 cm: 0.25 × 140 + 2.5 = 37.5 < 38 → 38 and a footrest; 240 cm: 0.25 × 240 + 2.5 = 62.5 > 56 → 56
    expect(computeErgonomics({ ...base, heightCm: 140 })).toMatchObject({ seatHeightCm: 38, footrest: true });
    expect(computeErgonomics({ ...base, heightCm: 240 })).toMatchObject({ seatHeightCm: 56, footrest: false });
  });
  it("standing: no seat; desk and eyes from the standing ratios plus shoes", () => {
    // 160 cm: desk 0.63 × 160 + 2.5 = 100.8 + 2.5 = 103.3; eyes 0.936 × 160 + 2.5 = 149.76 + 2.5 = 152.26
    const standing = computeErgonomics({ ...base, heightCm: 160, posture: "standing" });
    expect(standing.seatHeightCm).toBeNull();
    expect(standing.deskHeightCm).toBeCloseTo(103.3, 1);
    expect(standing.eyeHeightCm).toBeCloseTo(152.26, 1);
  });
  it("both: the sitting figures and the standing placement", () => {
    const both = computeErgonomics({ ...base, posture: "both" });
    expect(both.seatHeightCm).toBeCloseTo(46.25, 1);
    // 0.936 × 175 + 2.5 = 163.8 + 2.5 = 166.3
    expect(both.standing?.eyeHeightCm).toBeCloseTo(166.3, 1);
  });
});

describe("viewing distance", () => {
  it("is arm's length within OSHA's 50–100 cm", () => {
    // 0.44 × 175 = 77 cm
    expect(computeErgonomics(base).viewingDistanceCm).toEqual({ min: 50, max: 100, recommended: 77 });
    // 0.44 × 240 = 105.6 → 100; 0.44 × 110 = 48.4 → 50
    expect(computeErgonomics({ ...base, heightCm: 240 }).viewingDistanceCm.recommended).toBe(100);
    expect(computeErgonomics({ ...base, heightCm: 110 }).viewingDistanceCm.recommended).toBe(50);
  });
});

describe("legibility for two pixel densities (27-inch QHD and 4K)", () => {
  it("a character of h mm spans α at d = h / (2·tan(α/2))", () => {
    // 2.9104 mm at 20′: 2.9104 / (2 × tan(10′)) = 2.9104 / (2 × 0.00290888) = 500.3 mm = 50.03 cm
    expect(distanceForAngleCm(2.9104, 20)).toBeCloseTo(50.03, 1);
  });
  it("27-inch 2560 × 1440: 108.8 ppi, text legible to 44.1 cm at 100%, 175% at 77 cm", () => {
    // ppi = √(2560² + 1440²) / 27 = 2937.21 / 27 = 108.79; capital = 11 px × 25.4 / 108.79 = 2.568 mm
    // preferred: 2.568 / (2 × 0.00290888) = 441.5 mm; minimum (16′): 2.568 / (2 × tan(8′) = 0.00465422) = 551.8 mm
    // scaling: 100 × 77 / 44.15 = 174.4% → the next 25% step, 175%
    const result = computeErgonomics(base);
    expect(result.ppi).toBeCloseTo(108.8, 1);
    expect(result.characterHeightMm).toBeCloseTo(2.57, 2);
    expect(result.legibleDistanceCm).toBeCloseTo(44.1, 1);
    expect(result.minimumLegibleDistanceCm).toBeCloseTo(55.2, 1);
    expect(result.scalingPct).toBe(175);
    expect(result.scalingEnough).toBe(true);
  });
  it("27-inch 3840 × 2160: 163.2 ppi, legible to 29.4 cm at 100%, 275% at 77 cm", () => {
    // ppi = √(3840² + 2160²) / 27 = 4405.81 / 27 = 163.18; capital = 279.4 / 163.18 = 1.712 mm
    // 1.712 / 0.00581776 = 294.3 mm; 100 × 77 / 29.43 = 261.6% → 275%
    const result = computeErgonomics({ ...base, monitor: uhd27 });
    expect(result.ppi).toBeCloseTo(163.2, 1);
    expect(result.legibleDistanceCm).toBeCloseTo(29.4, 1);
    expect(result.scalingPct).toBe(275);
    expect(result.scalingNeededPct).toBeCloseTo(261.6, 1);
  });
  it("27-inch 4K at 79 cm (issue 47): 268.4% needed, snapped up to the 275% step, not rounded to the nearest", () => {
    // arm's length 0.44 × 179.5 = 78.98 → 79.0 cm; 100 × 78.98 / 29.43 = 268.4% → the next 25% step is 275%
    const result = computeErgonomics({ ...base, heightCm: 179.5, monitor: uhd27 });
    expect(result.viewingDistanceCm.recommended).toBe(79);
    expect(result.scalingNeededPct).toBeCloseTo(268.4, 0);
    expect(result.scalingPct).toBe(275);
    expect(result.scalingPct % 25).toBe(0);
  });
  it("rounds scaling up to 25% steps from 100% and says when 300% is not enough", () => {
    // 100 × 40 / 50 = 80 → 100; 100 × 50 / 50 = 100 → 100; 100 × 51 / 50 = 102 → 125; 100 × 100 / 20 = 500 → past 300
    expect(scalingFor(40, 50)).toEqual({ pct: 100, enough: true, neededPct: 80 });
    expect(scalingFor(50, 50)).toEqual({ pct: 100, enough: true, neededPct: 100 });
    expect(scalingFor(51, 50)).toEqual({ pct: 125, enough: true, neededPct: 102 });
    expect(scalingFor(100, 20)).toEqual({ pct: 300, enough: false, neededPct: 500 });
  });
});

describe("screen height and angles", () => {
  it("puts the centre 15° below the line of sight when the top stays below the eyes", () => {
    // Screen height 1440 × 27 × 2.54 / 2937.21 = 33.62 cm. Top = 125.875 − 77 × tan 15° + 33.62 / 2
    // = 125.875 − 20.632 + 16.811 = 122.05 cm; bottom 122.05 − 33.62 = 88.43 → atan(37.44 / 77) = 25.9°
    const result = computeErgonomics(base);
    expect(result.screenSizeCm.height).toBeCloseTo(33.6, 1);
    expect(result.screenTopCm).toBeCloseTo(122.05, 1);
    expect(result.screenCentreAngleDeg).toBeCloseTo(15, 5);
    expect(result.screenBottomAngleDeg).toBeCloseTo(25.9, 1);
    expect(result.tiltDeg).toBe(15);
    expect(result.centreZone).toBe("centre");
  });
  it("keeps the top at eye level when a tall screen would otherwise rise above it", () => {
    // 43-inch 16:9: height = 43 × 2.54 × 9 / √(16² + 9²) = 53.55 cm, half 26.77 > 50 × tan 15° = 13.40
    // so the top is at the eyes (120) and the centre atan(26.77 / 50) = 28.2° down
    const placement = placeScreen(120, 70, 50, 53.55, "none", constants);
    expect(placement.screenTopCm).toBe(120);
    expect(placement.screenCentreAngleDeg).toBeCloseTo(28.2, 1);
    expect(placement.tiltDeg).toBe(20);
  });
  it("lowers the screen 4 cm for bifocals", () => {
    // top 122.05 − 4 = 118.05; centre angle atan((125.875 − (118.05 − 16.81)) / 77) = atan(24.63 / 77) = 17.7°
    const result = computeErgonomics({ ...base, glasses: "bifocal" });
    expect(result.screenTopCm).toBeCloseTo(118.05, 1);
    expect(result.screenCentreAngleDeg).toBeCloseTo(17.7, 1);
  });
  it("lists the five zones from the limits", () => {
    expect(computeErgonomics(base).zones.map((zone) => [zone.id, zone.level, zone.fromDeg, zone.toDeg])).toEqual([
      ["above", "avoid", -90, 0],
      ["high", "good", 0, 15],
      ["centre", "comfortable", 15, 20],
      ["low", "acceptable", 20, 60],
      ["below", "avoid", 60, 90],
    ]);
  });
});

describe("several monitors", () => {
  // Width 2560 × 68.58 / 2937.21 = 59.77 cm; each spans 2 × atan(29.89 / 77) = 2 × 21.21° = 42.43°
  it("primary in front: the second at one screen's span", () => {
    const result = computeErgonomics({ ...base, count: 2 });
    expect(result.monitorAnglesDeg[0]).toBe(0);
    expect(result.monitorAnglesDeg[1]).toBeCloseTo(42.4, 1);
    expect(result.withinHorizontalLimit).toBe(false);
  });
  it("centred: half a span each side, within ±35°", () => {
    const result = computeErgonomics({ ...base, count: 2, arrangement: "centred" });
    expect(result.outerAngleDeg).toBeCloseTo(21.2, 1);
    expect(result.withinHorizontalLimit).toBe(true);
  });
  it("three: left, centre and right", () => {
    const angles = monitorAngles(3, "centred", 59.77, 77);
    expect(angles[1]).toBe(0);
    expect(angles[0]).toBeCloseTo(-42.43, 1);
    expect(angles[2]).toBeCloseTo(42.43, 1);
  });
});
