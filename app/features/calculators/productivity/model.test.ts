import { describe, expect, it } from "vitest";
import { computeProductivity, hoursPerEmployeeYear, productivityValues, type ProductivityModelInput, type ProductivityValues } from "./model";
import { everyBenefitCounts } from "./benefit-conditions.fixture";

// The US case: salary 100 000 USD, W_1 = 100 000 × 1.35 / 2080 = 64.9038462 USD an hour,
// W_y = W_1 × 1.03^(y−1) = 64.9038462, 66.8509615, 68.8564904; F_y = 0.54 × W_y = 35.0480769,
// 36.0995192, 37.1825048. Note 2080 × W_1 = 135 000 exactly.
const analyst: ProductivityValues = productivityValues({}, { gain: 0.18, seriesFactor: 1 });

const base: ProductivityModelInput = { staff: 100, monitorsPerPerson: 1, plan: 1, mounting: false, priceUsd: 500, discount: 0.1, salary: 100_000, conditions: everyBenefitCounts };

describe("hours saved per employee a year", () => {
  it("follows the issue's formula for each gain source", () => {
    // analyst: 2080 × 0.18 × 0.5 × 0.8 = 149.76; + 6.3 × 0.95 = 5.985 → 155.745
    expect(hoursPerEmployeeYear(analyst, true)).toBeCloseTo(155.745, 9);
    // maker: 2080 × 0.21 × 0.4 = 174.72 + 5.985 = 180.705
    expect(hoursPerEmployeeYear({ ...analyst, gain: 0.21 }, true)).toBeCloseTo(180.705, 9);
    // passive: 2080 × 0.06 × 0.4 = 49.92 + 5.985 = 55.905
    expect(hoursPerEmployeeYear({ ...analyst, gain: 0.06 }, true)).toBeCloseTo(55.905, 9);
  });
});

describe("plan 1: everyone equipped in year 1 (US, analyst gain, UltraSharp, 500 USD, 10 % off)", () => {
  const result = computeProductivity(base, analyst);
  const [y1, y2, y3] = result.years;

  it("works out year 1's benefits", () => {
    // productivity: 100 × 2080 × 64.9038462 × 0.18 × 0.5 × 0.8 = 100 × 135 000 × 0.072 = 972 000
    expect(y1!.productivity).toBeCloseTo(972_000, 6);
    // connectivity: 100 × 6.3 × 64.9038462 = 40 889.42308; × 0.95 = 38 844.95192
    expect(y1!.connectivity).toBeCloseTo(38_844.95192, 4);
    // retention: 100 × 0.2 × 0.1 × 1 × 4000 × 0.9 = 7200
    expect(y1!.retention).toBeCloseTo(7200, 9);
    // benefits: 972 000 + 38 844.95192 + 7200 = 1 018 044.95192
    expect(y1!.benefits).toBeCloseTo(1_018_044.95192, 4);
  });

  it("works out year 1's costs", () => {
    // monitors: 100 × 1 × 500 × 0.9 = 45 000
    expect(y1!.monitors).toBeCloseTo(45_000, 9);
    expect(y1!.mounting).toBe(0);
    // deployment: 100 × 1 × 0.32 × 35.0480769 × 1.05 = 1177.615385
    expect(y1!.deployment).toBeCloseTo(1177.615385, 5);
    // moves: 100 × 1 × 1 × 0.33 × 35.0480769 = 1156.586538
    expect(y1!.moves).toBeCloseTo(1156.586538, 5);
    // costs: 45 000 + 0 + 1177.615385 + 1156.586538 = 47 334.201923
    expect(y1!.costs).toBeCloseTo(47_334.201923, 5);
    expect(y1!.net).toBeCloseTo(1_018_044.95192 - 47_334.201923, 4);
  });

  it("grows wages 3 % a year; nothing more is bought", () => {
    // productivity: 972 000 × 1.03 = 1 001 160; × 1.03² = 1 031 194.8
    expect(y2!.productivity).toBeCloseTo(1_001_160, 5);
    expect(y3!.productivity).toBeCloseTo(1_031_194.8, 5);
    // connectivity: 38 844.95192 × 1.03 = 40 010.30048; × 1.03² = 41 210.60950
    expect(y2!.connectivity).toBeCloseTo(40_010.30048, 4);
    expect(y3!.connectivity).toBeCloseTo(41_210.6095, 3);
    // retention does not grow: the hiring cost is a flat 4000 USD
    expect(y3!.retention).toBeCloseTo(7200, 9);
    // moves: 100 × 0.33 × 36.0995192 = 1191.284135; × 37.1825048 = 1227.022659
    expect(y2!.moves).toBeCloseTo(1191.284135, 5);
    expect(y3!.moves).toBeCloseTo(1227.022659, 5);
    expect([y2!.monitors, y2!.deployment, y3!.monitors, y3!.deployment]).toEqual([0, 0, 0, 0]);
  });

  it("discounts benefits and moves at the year's end, purchases at its start", () => {
    // PV benefits: 1 018 044.95192 / 1.1 + 1 048 370.30048 / 1.21 + 1 079 605.40950 / 1.331
    //   = 925 495.41084 + 866 421.73593 + 811 123.52329 = 2 603 040.67006
    expect(result.pv.benefits).toBeCloseTo(2_603_040.67006, 3);
    // PV costs: (45 000 + 1177.615385) × 1 + 1156.586538 / 1.1 + 1191.284135 / 1.21 + 1227.022659 / 1.331
    //   = 46 177.615385 + 1051.442308 + 984.532343 + 921.880285 = 49 135.470320
    expect(result.pv.costs).toBeCloseTo(49_135.47032, 4);
    // NPV = 2 603 040.67006 − 49 135.47032 = 2 553 905.19974; ROI = NPV / PVc = 51.976814
    expect(result.pv.npv).toBeCloseTo(2_553_905.19974, 3);
    expect(result.roi).toBeCloseTo(51.976814, 5);
  });

  it("pays back within the first months", () => {
    // upfront 46 177.615385; (1 018 044.95192 − 1156.586538) / 12 = 84 740.697 a month → 0.54 → month 1
    expect(result.paybackMonths).toBe(1);
    expect(result.paybackLabel).toEqual({ key: "productivity.payback.under6" });
  });

  it("shows the risk adjustments as unadjusted figure and adjustment", () => {
    const [risk1] = result.risk.years;
    // productivity unadjusted: 100 × 135 000 × 0.09 = 1 215 000; adjustment −20 % = −243 000
    expect(risk1!.productivity.unadjusted).toBeCloseTo(1_215_000, 5);
    expect(risk1!.productivity.adjustment).toBeCloseTo(-243_000, 5);
    expect(risk1!.productivity.adjusted).toBeCloseTo(972_000, 5);
    // retention unadjusted: 100 × 0.2 × 0.1 × 4000 = 8000; −10 % = −800
    expect(risk1!.retention).toMatchObject({ rate: 0.1 });
    expect(risk1!.retention.adjustment).toBeCloseTo(-800, 9);
    // deployment unadjusted: 100 × 0.32 × 35.0480769 = 1121.538462; +5 % = +56.076923
    expect(risk1!.deployment.unadjusted).toBeCloseTo(1121.538462, 5);
    expect(risk1!.deployment.adjustment).toBeCloseTo(56.076923, 5);
    // PV of the retention adjustment: −800 × (1/1.1 + 1/1.21 + 1/1.331) = −800 × 2.486852 = −1989.481593
    expect(result.risk.pv.retention.adjustment).toBeCloseTo(-1989.481593, 5);
    // PV of the deployment adjustment: paid at the start of year 1, not discounted
    expect(result.risk.pv.deployment.adjustment).toBeCloseTo(56.076923, 5);
  });
});

describe("deployment plans", () => {
  it("plan 2 buys half in year 1 and half in year 2", () => {
    const [y1, y2, y3] = computeProductivity({ ...base, plan: 2 }, analyst).years;
    // equipped 50, 100, 100; deployed 50, 50, 0
    // y1 productivity 50 × 135 000 × 0.072 = 486 000; y2 100 × 135 000 × 1.03 × 0.072 = 1 001 160
    expect(y1!.productivity).toBeCloseTo(486_000, 6);
    expect(y2!.productivity).toBeCloseTo(1_001_160, 5);
    // monitors 50 × 500 × 0.9 = 22 500 in years 1 and 2, none in 3
    expect([y1!.monitors, y2!.monitors, y3!.monitors]).toEqual([22_500, 22_500, 0]);
    // y2 deployment at year 2's wage: 50 × 0.32 × 36.0995192 × 1.05 = 606.471923
    expect(y2!.deployment).toBeCloseTo(606.471923, 5);
  });

  it("plan 2's present values", () => {
    // PVc: (22 500 + 588.807692) + 578.293269 / 1.1 + (22 500 + 606.471923) / 1.1 + 1191.284135 / 1.21 + 1227.022659 / 1.331
    //   = 23 088.807692 + 525.721154 + 21 005.883566 + 984.532343 + 921.880285 = 46 526.825040
    const result = computeProductivity({ ...base, plan: 2 }, analyst);
    expect(result.pv.costs).toBeCloseTo(46_526.82504, 4);
    // PVb: 509 022.47596 / 1.1 + 1 048 370.30048 / 1.21 + 1 079 605.40950 / 1.331
    //   = 462 747.70542 + 866 421.73593 + 811 123.52329 = 2 140 292.96464
    expect(result.pv.benefits).toBeCloseTo(2_140_292.96464, 3);
  });

  it("plan 3 buys a third each year", () => {
    const [y1, y2, y3] = computeProductivity({ ...base, staff: 90, plan: 3 }, analyst).years;
    // equipped 30, 60, 90; deployed 30 each year; monitors 30 × 500 × 0.9 = 13 500 each year
    expect([y1!.equipped, y2!.equipped, y3!.equipped]).toEqual([30, 60, 90]);
    expect([y1!.monitors, y2!.monitors, y3!.monitors]).toEqual([13_500, 13_500, 13_500]);
    // y3 productivity: 90 × 135 000 × 1.0609 × 0.072 = 928 075.32
    expect(y3!.productivity).toBeCloseTo(928_075.32, 4);
    // y3 moves: 90 × 0.33 × 37.1825048 = 1104.320392
    expect(y3!.moves).toBeCloseTo(1104.320393, 5);
  });
});

describe("options and overrides", () => {
  it("adds a 400 USD mounting set per employee deployed", () => {
    const result = computeProductivity({ ...base, mounting: true }, analyst);
    // 100 × 400 = 40 000 in year 1; costs 47 334.201923 + 40 000 = 87 334.201923
    expect(result.years[0]!.mounting).toBe(40_000);
    expect(result.years[0]!.costs).toBeCloseTo(87_334.201923, 5);
    expect(result.years[1]!.mounting).toBe(0);
    // PV costs 49 135.47032 + 40 000 = 89 135.47032
    expect(result.pv.costs).toBeCloseTo(89_135.47032, 4);
  });

  it("converts the USD constants and price at the exchange rate", () => {
    // France at 0.8552 EUR per USD, salary 90 000 EUR: retention 100 × 0.2 × 0.1 × 1 × 4000 × 0.8552 × 0.9 = 6157.44
    // monitors 100 × 500 × 0.8552 × 0.9 = 38 484; mounting 100 × 400 × 0.8552 = 34 208
    const result = computeProductivity({ ...base, salary: 90_000, mounting: true }, { ...analyst, usdRate: 0.8552 });
    expect(result.years[0]!.retention).toBeCloseTo(6157.44, 6);
    expect(result.years[0]!.monitors).toBeCloseTo(38_484, 6);
    expect(result.years[0]!.mounting).toBeCloseTo(34_208, 6);
    expect(result.pricePerMonitor).toBeCloseTo(427.6, 9);
    // productivity: 100 × 2080 × (90 000 × 1.35 / 2080) × 0.072 = 100 × 121 500 × 0.072 = 874 800
    expect(result.years[0]!.productivity).toBeCloseTo(874_800, 5);
  });

  it("uses an overridden risk and series factor", () => {
    // productivityRisk 0.5: 100 × 135 000 × 0.09 × 0.5 = 607 500; P series 0.75: 7200 × 0.75 = 5400
    const result = computeProductivity(base, { ...analyst, productivityRisk: 0.5, seriesFactor: 0.75 });
    expect(result.years[0]!.productivity).toBeCloseTo(607_500, 5);
    expect(result.years[0]!.retention).toBeCloseTo(5400, 9);
    // hours: 2080 × 0.18 × 0.5 × 0.5 = 93.6 + 5.985 = 99.585
    expect(result.hoursPerEmployeeYear).toBeCloseTo(99.585, 9);
  });

  it("takes the maker's and the passive gain", () => {
    // maker: 100 × 135 000 × 0.21 × 0.4 = 1 134 000; passive: 100 × 135 000 × 0.06 × 0.4 = 324 000
    expect(computeProductivity(base, { ...analyst, gain: 0.21 }).years[0]!.productivity).toBeCloseTo(1_134_000, 5);
    expect(computeProductivity(base, { ...analyst, gain: 0.06 }).years[0]!.productivity).toBeCloseTo(324_000, 5);
  });

  it("refuses non-finite numbers instead of answering NaN", () => {
    expect(() => computeProductivity({ ...base, staff: Number.NaN }, analyst)).toThrow(RangeError);
  });
});

describe("payback boundaries", () => {
  // One employee at W = 2080 × 1 / 2080 = 1 an hour, no wage growth and no IT hours, so every year:
  // productivity 1 × 2080 × 1 × 0.5 × 0.5 × 0.75 = 390; connectivity 1 × 810 × 1 × 1 = 810;
  // retention 0 (no attrition): 1200 a year, 100 a month. Moves 0. Upfront = the monitor's price.
  const flat = productivityValues(
    { hoursPerYear: 2080, benefitsMultiplier: 1, wageGrowth: 0, conversion: 0.5, productivityRisk: 0.25, connectivityHours: 810, operationalRisk: 0, attrition: 0, deploymentHours: 0, moveHours: 0 },
    { gain: 0.5, seriesFactor: 1 },
  );
  const one = (priceUsd: number) => computeProductivity({ staff: 1, monitorsPerPerson: 1, plan: 1, mounting: false, priceUsd, discount: 0, salary: 2080, conditions: everyBenefitCounts }, flat);

  it("says 6 months at exactly 6", () => {
    // 600 / 100 a month = 6
    const result = one(600);
    expect(result.years[0]!.benefits).toBe(1200);
    expect(result.paybackMonths).toBe(6);
    expect(result.paybackLabel).toEqual({ key: "productivity.payback.months", values: { months: 6 } });
  });

  it("says less than 6 months at 5", () => {
    // 500 / 100 = 5
    expect(one(500).paybackMonths).toBe(5);
    expect(one(500).paybackLabel).toEqual({ key: "productivity.payback.under6" });
  });

  it("says 36 months at exactly 36", () => {
    // 3600 up front, 1200 a year: −2400, −1200, then 100 a month for 12 months → 36
    expect(one(3600).paybackMonths).toBe(36);
    expect(one(3600).paybackLabel).toEqual({ key: "productivity.payback.months", values: { months: 36 } });
  });

  it("says more than 3 years when one dollar short", () => {
    // 3601 − 3 × 1200 = 1 still owed at month 36
    expect(one(3601).paybackMonths).toBeNull();
    expect(one(3601).paybackLabel).toEqual({ key: "productivity.payback.never" });
  });
});
