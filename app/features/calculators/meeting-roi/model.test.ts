import { describe, expect, it } from "vitest";
import { roiCountries } from "./countries";
import { AVAILABILITY_FACTOR as A, caseTable, computeMeetingRoi, formatRoiMoney, paybackLabelOf, type CaseRate, type MeetingRoiInput, type MeetingRoiValues } from "./model";

// Round wage: salary 100000 over 2000 hours × 1 → W = 50 USD an hour.
function valuesFor(rate: CaseRate, overrides: Partial<MeetingRoiValues> = {}): MeetingRoiValues {
  const row = caseTable[rate];
  return {
    caseMult: row.mult,
    caseHours: row.hours,
    caseUtil: row.util,
    caseTrips: row.co2,
    caseMinMult: row.minMult,
    availability: A,
    hoursPerYear: 2000,
    benefitsMultiplier: 1,
    roomCostSmall: 8415,
    roomCostMedium: 11220,
    roomCostLarge: 14960,
    conferencingPerRoom: 180,
    maintenancePerRoom: 300,
    co2PerTrip: 2.5,
    co2PerCarYear: 4.6,
    usdRate: 1,
    ...overrides,
  };
}

// Ten small rooms at 5000 USD a display, 50% travel, 1,000,000 USD revenue, trips at 1100.
const tenSmall: MeetingRoiInput = {
  rooms: [{ size: "small", display: "c8621qt", quantity: 10, priceUsd: 5000 }],
  frequentTravelPercentage: 50,
  annualRevenueUsd: 1_000_000,
  tripCostUsd: 1100,
  salaryUsd: 100_000,
};

describe("computeMeetingRoi, hand-worked (A = 0.959446773, R = 10, W = 50)", () => {
  it("Base: 0.035, 72.9 h, util 1, 5 trips, ×0.8", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("base"));
    // min = 10 × 72.9 × 0.8 × 50 × A = 29160 A
    expect(result.yearly.min).toBeCloseTo(29160 * A, 6);
    // util = 10 × 8415 × 1 / 100 × A = 841.5 A
    expect(result.yearly.util).toBeCloseTo(841.5 * A, 6);
    // trips = 10 × 5 × 50 / 50 = 50; travel = 50 × 1100 × A = 55000 A; CO2 = 50 × 2.5 = 125 t
    expect(result.trips).toBeCloseTo(50, 9);
    expect(result.yearly.travel).toBeCloseTo(55000 * A, 6);
    expect(result.co2TonnesYear).toBeCloseTo(125, 9);
    // 125 / 4.6 = 27.17 cars a year
    expect(result.carsOffRoadYear).toBeCloseTo(125 / 4.6, 9);
    // xform = 1,000,000 × 0.035 / 100 × A = 350 A
    expect(result.yearly.xform).toBeCloseTo(350 * A, 6);
    // benefits = (29160 + 841.5 + 55000 + 350) A = 85351.5 A = 81890.22124571
    expect(result.yearly.benefits).toBeCloseTo(81890.2212457095, 6);
    // recurring = 10 × (180 − 300) = −1200: the projectors' upkeep saved exceeds Teams Rooms
    expect(result.yearly.recurringCosts).toBeCloseTo(-1200, 9);
    expect(result.displayCost).toBe(50000);
    // costs = 50000 + 3 × (−1200) = 46400; benefits 3 × 81890.2212 = 245670.6637
    expect(result.threeYear.costs).toBeCloseTo(46400, 9);
    expect(result.threeYear.benefits).toBeCloseTo(245670.6637371285, 6);
    // net = 245670.6637 − 46400 = 199270.6637; ROI = 199270.6637 / 46400 = 4.2946
    expect(result.threeYear.net).toBeCloseTo(199270.66373712852, 6);
    expect(result.roi).toBeCloseTo(4.294626373645011, 9);
    // payback = 50000 / (81890.2212 + 1200) = 0.60176 years
    expect(result.paybackYears).toBeCloseTo(0.6017555285133126, 9);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.years", values: { years: 0.6 } });
  });

  it("Moderate: 0.07, 376 h, util 2, 24 trips, ×1.21", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("moderate"));
    // min = 10 × 376 × 1.21 × 50 = 227480; util = 84150 × 2 / 100 = 1683
    // trips = 10 × 24 = 240 → travel 264000, CO2 600 t; xform = 1,000,000 × 0.07 / 100 = 700
    // benefits = 493863 A = 473835.2617; net = 3 × 473835.2617 − 46400 = 1375105.785
    expect(result.yearly.min).toBeCloseTo(227480 * A, 6);
    expect(result.yearly.util).toBeCloseTo(1683 * A, 6);
    expect(result.trips).toBeCloseTo(240, 9);
    expect(result.co2TonnesYear).toBeCloseTo(600, 9);
    expect(result.yearly.xform).toBeCloseTo(700 * A, 6);
    expect(result.yearly.benefits).toBeCloseTo(473835.26165409904, 6);
    expect(result.threeYear.net).toBeCloseTo(1375105.784962297, 5);
    expect(result.roi).toBeCloseTo(29.635900537980536, 9);
    // payback = 50000 / (473835.2617 + 1200) = 0.10526 years: under half a year
    expect(result.paybackYears).toBeCloseTo(0.1052553442578078, 9);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });

  it("Best: 0.35, 470 h, util 4, 50 trips, ×2", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("best"));
    // min = 10 × 470 × 2 × 50 = 470000; util = 84150 × 4 / 100 = 3366
    // trips = 500 → travel 550000, CO2 1250 t; xform = 3500; benefits = 1026866 A = 985223.27
    expect(result.yearly.min).toBeCloseTo(470000 * A, 6);
    expect(result.yearly.util).toBeCloseTo(3366 * A, 6);
    expect(result.trips).toBeCloseTo(500, 9);
    expect(result.co2TonnesYear).toBeCloseTo(1250, 9);
    expect(result.yearly.xform).toBeCloseTo(3500 * A, 6);
    expect(result.yearly.benefits).toBeCloseTo(985223.2700034181, 6);
    expect(result.threeYear.net).toBeCloseTo(2909269.810010254, 5);
    expect(result.roi).toBeCloseTo(62.69978038815202, 9);
    expect(result.paybackYears).toBeCloseTo(0.05068817973021535, 9);
  });

  it("adds up a mix of room sizes, displays and prices", () => {
    const mix: MeetingRoiInput = {
      ...tenSmall,
      rooms: [
        { size: "small", display: "c5518qt", quantity: 2, priceUsd: 3000 },
        { size: "medium", display: "c6522qt", quantity: 3, priceUsd: 4000 },
        { size: "large", display: "c8621qt", quantity: 1, priceUsd: 6000 },
      ],
    };
    const result = computeMeetingRoi(mix, valuesFor("base"));
    // R = 2 + 3 + 1 = 6; min = 6 × 72.9 × 0.8 × 50 × A = 17496 A
    expect(result.yearly.min).toBeCloseTo(17496 * A, 6);
    // rooms = 2 × 8415 + 3 × 11220 + 1 × 14960 = 16830 + 33660 + 14960 = 65450; util = 654.5 A
    expect(result.yearly.util).toBeCloseTo(654.5 * A, 6);
    // trips = 6 × 5 = 30
    expect(result.trips).toBeCloseTo(30, 9);
    // displays = 2 × 3000 + 3 × 4000 + 6000 = 24000; recurring = 6 × (180 − 300) = −720
    expect(result.displayCost).toBe(24000);
    expect(result.yearly.recurringCosts).toBeCloseTo(-720, 9);
    expect(result.rooms.map((row) => [row.displayCost, row.roomCostPerYear])).toEqual([
      [6000, 16830],
      [12000, 33660],
      [6000, 14960],
    ]);
    // costs = 24000 − 3 × 720 = 21840
    expect(result.threeYear.costs).toBeCloseTo(21840, 9);
  });

  it("converts every amount at the rate, not the counts (Sweden, 8.73 SEK per USD)", () => {
    const usd = computeMeetingRoi(tenSmall, valuesFor("base"));
    const sek = computeMeetingRoi(tenSmall, valuesFor("base", { usdRate: 8.73 }));
    expect(sek.displayCost).toBeCloseTo(50000 * 8.73, 6);
    expect(sek.threeYear.net).toBeCloseTo(usd.threeYear.net * 8.73, 4);
    expect(sek.trips).toBe(usd.trips);
    expect(sek.roi).toBeCloseTo(usd.roi!, 12);
    expect(sek.paybackYears).toBeCloseTo(usd.paybackYears!, 12);
  });

  it("pays back at exactly half a year in years, just under it in '<6 months'", () => {
    // Travel only: A = 1, 10 trips a room, 1 room, 50% → 10 trips × 1000 = 10000 a year, no running cost.
    const travelOnly = valuesFor("base", { availability: 1, caseHours: 0, caseUtil: 0, caseMult: 0, caseTrips: 10, conferencingPerRoom: 0, maintenancePerRoom: 0 });
    const input = (priceUsd: number): MeetingRoiInput => ({ ...tenSmall, tripCostUsd: 1000, rooms: [{ size: "small", display: "c5518qt", quantity: 1, priceUsd }] });
    // 5000 / 10000 = 0.5 year
    const half = computeMeetingRoi(input(5000), travelOnly);
    expect(half.paybackYears).toBe(0.5);
    expect(half.paybackLabel).toEqual({ key: "meetingRoi.payback.years", values: { years: 0.5 } });
    // 4990 / 10000 = 0.499 year
    expect(computeMeetingRoi(input(4990), travelOnly).paybackLabel).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });

  it("claims no trips, travel or CO2 when nobody travels", () => {
    const result = computeMeetingRoi({ ...tenSmall, frequentTravelPercentage: 0 }, valuesFor("best"));
    expect(result.trips).toBe(0);
    expect(result.yearly.travel).toBe(0);
    expect(result.co2TonnesYear).toBe(0);
    expect(result.carsOffRoadYear).toBe(0);
    // benefits = (470000 + 3366 + 3500) A, no travel
    expect(result.yearly.benefits).toBeCloseTo(476866 * A, 6);
  });

  it("stays finite with a huge revenue", () => {
    const result = computeMeetingRoi({ ...tenSmall, annualRevenueUsd: 1e13 }, valuesFor("best"));
    // xform = 1e13 × 0.35 / 100 × A = 3.5e10 A
    expect(result.yearly.xform).toBeCloseTo(3.5e10 * A, 0);
    expect(Number.isFinite(result.roi)).toBe(true);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });

  it("has no ROI when three years cost nothing, and no payback when benefits never cover the running costs", () => {
    // A 100-USD display with 300 USD of upkeep saved a year: costs = 100 − 3 × 300 < 0
    const cheap = computeMeetingRoi({ ...tenSmall, rooms: [{ size: "small", display: "c5518qt", quantity: 1, priceUsd: 100 }] }, valuesFor("base", { conferencingPerRoom: 0 }));
    expect(cheap.roi).toBeNull();
    const nothing = valuesFor("base", { availability: 0, conferencingPerRoom: 588, maintenancePerRoom: 0 });
    const never = computeMeetingRoi(tenSmall, nothing);
    expect(never.paybackYears).toBeNull();
    expect(never.paybackLabel).toEqual({ key: "meetingRoi.payback.never" });
  });
});

describe("paybackLabelOf", () => {
  it("rounds the years to one decimal", () => {
    expect(paybackLabelOf(1.26)).toEqual({ key: "meetingRoi.payback.years", values: { years: 1.3 } });
    expect(paybackLabelOf(0.4999)).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });
});

describe("formatRoiMoney", () => {
  it("writes Sweden's symbol after the amount, in either language", () => {
    expect(formatRoiMoney(1234567, { code: "SEK", ...roiCountries.SE }, "en-US")).toBe("1,234,567\u00a0kr");
    expect(formatRoiMoney(-1500, { code: "SEK", ...roiCountries.SE }, "zh-CN")).toBe("-1,500\u00a0kr");
  });

  it("writes the other countries' symbols before it", () => {
    expect(formatRoiMoney(1234.5, { code: "USD", ...roiCountries.US }, "en-US")).toBe("$1,235");
    expect(formatRoiMoney(-20, { code: "GBP", ...roiCountries.GB }, "en-US", 2)).toBe("-£20.00");
    expect(formatRoiMoney(50000, { code: "INR", ...roiCountries.IN }, "en-US")).toBe("₹50,000");
  });
});
