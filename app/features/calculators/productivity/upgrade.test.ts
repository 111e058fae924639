import { describe, expect, it } from "vitest";
import { computeProductivity, productivityValues, type ProductivityModelInput } from "./model";
import { benefitConditions } from "./benefit-conditions";
import { compareUpgrade } from "./upgrade";
import { everyBenefitCounts } from "./benefit-conditions.fixture";

// A 22-inch-class FHD monitor: 21.5 in, 1920 × 1080 (the catalogue's P2225H class).
const fhd22 = { title: "Dell P2225H", sizeInches: 21.5, widthPx: 1920, heightPx: 1080 };
const qhd27 = { title: "Dell U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 };

describe("comparing the new monitor with the legacy one", () => {
  it("finds a downgrade: 27-inch QHD legacy replaced by a 21.5-inch FHD", () => {
    // pixels 1920 × 1080 / (2560 × 1440) − 1 = 2 073 600 / 3 686 400 − 1 = 0.5625 − 1 = −43.75 %
    // both 16:9, so area goes with the diagonal squared: (21.5 / 27)² − 1 = 0.634088 − 1 = −36.59 %
    const comparison = compareUpgrade(27, fhd22);
    expect(comparison).toMatchObject({ kind: "noUpgrade", legacyDiagonal: 27, monitor: "Dell P2225H" });
    if (comparison.kind !== "noUpgrade") throw new Error("expected a downgrade");
    expect(comparison.pixelChangePct).toBeCloseTo(-43.75, 9);
    expect(comparison.areaChangePct).toBeCloseTo(-36.59, 2);
  });

  it("counts a like-for-like swap as no upgrade (no more pixels, no more area)", () => {
    expect(compareUpgrade(27, qhd27).kind).toBe("noUpgrade");
  });

  it("finds a downgrade when either pixels or area shrink, whatever the other does", () => {
    // 25-inch legacy 2560 × 1440 against a 27-inch 1920 × 1080: area (27 / 25)² − 1 = +16.6 % (both 16:9),
    // pixels 2 073 600 / 3 686 400 − 1 = −43.75 %: fewer pixels, so no upgrade
    expect(compareUpgrade(25, { title: "A 27-inch FHD", sizeInches: 27, widthPx: 1920, heightPx: 1080 }).kind).toBe("noUpgrade");
  });

  it("finds an upgrade when neither shrinks and pixels or area grow", () => {
    // 22-inch legacy is 1680 × 1050: 2560 × 1440 / 1 764 000 − 1 = +109 %
    expect(compareUpgrade(22, qhd27).kind).toBe("upgrade");
    // 25-inch legacy 2560 × 1440 against a 27-inch of the same resolution: more area only
    expect(compareUpgrade(25, qhd27).kind).toBe("upgrade");
  });

  it("never reads unknown as no: a size or resolution not specified, or no monitor, is no comparison", () => {
    expect(compareUpgrade(27, { title: "Dell P2225H", sizeInches: null, widthPx: 1920, heightPx: 1080 })).toEqual({ kind: "unknown", legacyDiagonal: 27 });
    expect(compareUpgrade(27, { title: "Dell P2225H" })).toEqual({ kind: "unknown", legacyDiagonal: 27 });
    expect(compareUpgrade(27, null)).toEqual({ kind: "unknown", legacyDiagonal: 27 });
  });

  it("has nothing to compare without a legacy size", () => {
    expect(compareUpgrade(undefined, fhd22)).toEqual({ kind: "notStated" });
  });
});

describe("the productivity case with a legacy size", () => {
  // The US case of model.test.ts: NPV 2 553 905.19974 with 972 000 of productivity in year 1, whose
  // PV over three years is 972 000 × (1/1.1 + 1.03/1.21 + 1.0609/1.331) = 972 000 × 2.5574005 = 2 485 793.29
  const analyst = productivityValues({}, { gain: 0.18, seriesFactor: 1 });
  const base: ProductivityModelInput = { staff: 100, monitorsPerPerson: 1, plan: 1, mounting: false, priceUsd: 500, discount: 0.1, salary: 100_000, conditions: everyBenefitCounts };

  it("counts no productivity gain in a downgrade and says why; with its conditions, no connectivity or retention either", () => {
    const plain = computeProductivity(base, analyst);
    const upgrade = compareUpgrade(27, fhd22);
    const conditions = benefitConditions({ upgrade, monitor: fhd22.title, usbC: "unknown", legacyUsbC: false });
    const downgrade = computeProductivity({ ...base, upgrade, conditions }, analyst);
    expect(downgrade.years.map((year) => year.productivity)).toEqual([0, 0, 0]);
    expect(downgrade.years.map((year) => year.connectivity)).toEqual([0, 0, 0]);
    expect(downgrade.years.map((year) => year.retention)).toEqual([0, 0, 0]);
    // the costs stay: PV 49 135.47032 (model.test.ts); no benefit, so NPV = −49 135.47032 and ROI = −100 %
    expect(downgrade.pv.costs).toBeCloseTo(49_135.47032, 4);
    expect(downgrade.pv.benefits).toBe(0);
    expect(downgrade.pv.npv).toBeCloseTo(-49_135.47032, 4);
    expect(downgrade.roi).toBeCloseTo(-1, 12);
    expect(downgrade.paybackMonths).toBeNull();
    expect(downgrade.hoursPerEmployeeYear).toBe(0);
    expect(downgrade.productivityNote).toEqual({ key: "productivity.note.noUpgrade", values: { monitor: "Dell P2225H", legacy: "27.0", pixels: -44, area: -37 } });
    expect(downgrade.benefitConditions).toBe(conditions);
    // every scenario has no gain, so all four are the same case
    for (const scenario of Object.values(downgrade.scenarios)) {
      expect(scenario.gain).toBe(0);
      expect(scenario.roi).toBeCloseTo(-1, 12);
    }
    // the break-even does not depend on the gain: still 0.6831308 minutes a day would pay back
    expect(downgrade.breakEven).toEqual(plain.breakEven);
    // neither the gain nor the connectivity hours move an NPV whose lines they are not in
    for (const key of ["gain", "connectivityHours"]) {
      const row = downgrade.sensitivity.find((candidate) => candidate.key === key)!;
      expect([row.npvLow, row.npvHigh]).toEqual([downgrade.pv.npv, downgrade.pv.npv]);
    }
  });

  it("keeps the gain when the new monitor's size is not specified, and says the comparison could not be made", () => {
    const unknown = computeProductivity({ ...base, upgrade: compareUpgrade(27, { title: "Dell P2225H", sizeInches: null, widthPx: null, heightPx: null }) }, analyst);
    expect(unknown.years[0]!.productivity).toBeCloseTo(972_000, 6);
    expect(unknown.productivityNote).toEqual({ key: "productivity.note.notCompared", values: { legacy: "27.0" } });
  });

  it("keeps the gain in an upgrade, without a note", () => {
    const upgrade = computeProductivity({ ...base, upgrade: compareUpgrade(22, qhd27) }, analyst);
    expect(upgrade.years[0]!.productivity).toBeCloseTo(972_000, 6);
    expect(upgrade.productivityNote).toBeNull();
  });
});
