import { describe, expect, it } from "vitest";
import { roiCountries } from "./countries";
import { annuityFactor, AVAILABILITY_FACTOR as A, caseTable, computeMeetingRoi, employeesUsedOf, formatRoiMoney, paybackLabelOf, type CaseRate, type MeetingRoiInput, type MeetingRoiValues } from "./model";

// Round wage: salary 100000 over 2000 hours × 1 → W = 50 USD an hour. Teams Rooms (licence 180,
// room computer 1500) replacing projectors (upkeep 300), installation 500, 15 employees a room.
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
    employeesPerRoom: 15,
    installationPerRoom: 500,
    roomComputerPerRoom: 1500,
    conferencingPerRoom: 180,
    maintenancePerRoom: 300,
    discountRate: 0.1,
    co2PerTrip: 2.5,
    co2PerCarYear: 4.6,
    usdRate: 1,
    ...overrides,
  };
}

// Ten small rooms at 5000 USD a display, 500 employees, 50% travel, 1,000,000 USD revenue, trips at 1100.
const tenSmall: MeetingRoiInput = {
  rooms: [{ size: "small", display: "c8621qt", quantity: 10, priceUsd: 5000 }],
  numberOfEmployees: 500,
  frequentTravelPercentage: 50,
  annualRevenueUsd: 1_000_000,
  tripCostUsd: 1100,
  salaryUsd: 100_000,
};

// Σ 1/1.1^y for y = 1..3 = 0.9090909091 + 0.8264462810 + 0.7513148009 = 2.4868519910
const ANNUITY = 2.486851991;

describe("computeMeetingRoi, hand-worked (A = 0.959446773, R = 10, W = 50, 500 employees)", () => {
  it("Base: 0.035, 72.9 h, util 1, 5 trips, ×0.8", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("base"));
    // 500 employees / 15 a room = 33.33 rooms needed: all 10 rooms count, serving 150 of 500 = 30 %
    expect(result.roomsCounted).toBe(10);
    expect(result.coverage).toBeCloseTo(0.3, 12);
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
    // xform = 1,000,000 × 0.035 / 100 × A × 30 % = 350 × 0.3 A = 105 A
    expect(result.yearly.xform).toBeCloseTo(105 * A, 6);
    // the projectors' upkeep saved is a benefit: 10 × 300 = 3000; the licence a cost: 10 × 180 = 1800
    expect(result.yearly.avoidedUpkeep).toBe(3000);
    expect(result.yearly.recurringCosts).toBe(1800);
    // benefits = (29160 + 841.5 + 55000 + 105) A + 3000 = 85106.5 × 0.959446773 + 3000
    //          = 81655.1567863 + 3000 = 84655.1567863
    expect(result.yearly.benefits).toBeCloseTo(84655.1567863, 6);
    // upfront: displays 10 × 5000 = 50000, installation 10 × 500 = 5000, computers 10 × 1500 = 15000 → 70000
    expect(result.displayCost).toBe(50000);
    expect(result.installationCost).toBe(5000);
    expect(result.roomComputerCost).toBe(15000);
    expect(result.upfrontCost).toBe(70000);
    // three years undiscounted: costs 70000 + 3 × 1800 = 75400; benefits 3 × 84655.1567863 = 253965.4703589
    expect(result.threeYear.costs).toBe(75400);
    expect(result.threeYear.benefits).toBeCloseTo(253965.4703589, 6);
    expect(result.threeYear.avoidedUpkeep).toBe(9000);
    // net = 253965.4703589 − 75400 = 178565.4703589
    expect(result.threeYear.net).toBeCloseTo(178565.4703589, 6);
    // PV benefits = 84655.1567863 × 2.486851991 = 210524.8452012
    // PV costs = 70000 + 1800 × 2.486851991 = 70000 + 4476.3335838 = 74476.3335838
    // NPV = 210524.8452012 − 74476.3335838 = 136048.5116174; ROI = 136048.5116174 / 74476.3335838 = 1.8267348
    expect(result.pv.benefits).toBeCloseTo(210524.8452012, 5);
    expect(result.pv.costs).toBeCloseTo(74476.3335838, 6);
    expect(result.pv.npv).toBeCloseTo(136048.5116174, 5);
    expect(result.roi).toBeCloseTo(1.8267348, 6);
    // payback (undiscounted) = 70000 / (84655.1567863 − 1800) = 70000 / 82855.1567863 = 0.84485 years
    expect(result.paybackYears).toBeCloseTo(0.8448478, 6);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.years", values: { years: 0.8 } });
  });

  it("Moderate: 0.07, 376 h, util 2, 24 trips, ×1.21", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("moderate"));
    // min = 10 × 376 × 1.21 × 50 = 227480; util = 84150 × 2 / 100 = 1683
    // trips = 10 × 24 = 240 → travel 264000, CO2 600 t; xform = 1,000,000 × 0.07 / 100 × 0.3 = 210
    // benefits = 493373 A + 3000 = 473365.1327353 + 3000 = 476365.1327353
    expect(result.yearly.min).toBeCloseTo(227480 * A, 6);
    expect(result.yearly.util).toBeCloseTo(1683 * A, 6);
    expect(result.trips).toBeCloseTo(240, 9);
    expect(result.co2TonnesYear).toBeCloseTo(600, 9);
    expect(result.yearly.xform).toBeCloseTo(210 * A, 6);
    expect(result.yearly.benefits).toBeCloseTo(476365.1327353, 6);
    // NPV = 476365.1327353 × 2.486851991 − 74476.3335838 = 1184649.5787783 − 74476.3335838 = 1110173.2451945
    expect(result.pv.npv).toBeCloseTo(1110173.2451945, 4);
    // ROI = 1110173.2451945 / 74476.3335838 = 14.9063896
    expect(result.roi).toBeCloseTo(14.9063896, 6);
    // payback = 70000 / (476365.1327353 − 1800) = 0.1475035 years: under half a year
    expect(result.paybackYears).toBeCloseTo(0.1475035, 6);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });

  it("Best: 0.35, 470 h, util 4, 50 trips, ×2", () => {
    const result = computeMeetingRoi(tenSmall, valuesFor("best"));
    // min = 10 × 470 × 2 × 50 = 470000; util = 84150 × 4 / 100 = 3366
    // trips = 500 → travel 550000, CO2 1250 t; xform = 3500 × 0.3 = 1050
    // benefits = 1024416 A + 3000 = 982872.6254096 + 3000 = 985872.6254096
    expect(result.yearly.min).toBeCloseTo(470000 * A, 6);
    expect(result.yearly.util).toBeCloseTo(3366 * A, 6);
    expect(result.trips).toBeCloseTo(500, 9);
    expect(result.co2TonnesYear).toBeCloseTo(1250, 9);
    expect(result.yearly.xform).toBeCloseTo(1050 * A, 6);
    expect(result.yearly.benefits).toBeCloseTo(985872.6254096, 6);
    // NPV = 985872.6254096 × 2.486851991 − 74476.3335838 = 2377242.9677729; ROI = 31.9194414
    expect(result.pv.npv).toBeCloseTo(2377242.9677729, 3);
    expect(result.roi).toBeCloseTo(31.9194414, 6);
    expect(result.paybackYears).toBeCloseTo(0.071133, 6);
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
    // displays = 2 × 3000 + 3 × 4000 + 6000 = 24000; licences 6 × 180 = 1080; upkeep avoided 6 × 300 = 1800
    expect(result.displayCost).toBe(24000);
    expect(result.yearly.recurringCosts).toBe(1080);
    expect(result.yearly.avoidedUpkeep).toBe(1800);
    expect(result.rooms.map((row) => [row.displayCost, row.roomCostPerYear])).toEqual([
      [6000, 16830],
      [12000, 33660],
      [6000, 14960],
    ]);
    // costs = 24000 + 6 × (500 + 1500) + 3 × 1080 = 24000 + 12000 + 3240 = 39240
    expect(result.threeYear.costs).toBe(39240);
  });

  it("converts every amount at the rate, not the counts (Sweden, 8.73 SEK per USD)", () => {
    const usd = computeMeetingRoi(tenSmall, valuesFor("base"));
    const sek = computeMeetingRoi(tenSmall, valuesFor("base", { usdRate: 8.73 }));
    expect(sek.displayCost).toBeCloseTo(50000 * 8.73, 6);
    expect(sek.threeYear.net).toBeCloseTo(usd.threeYear.net * 8.73, 4);
    expect(sek.pv.npv).toBeCloseTo(usd.pv.npv * 8.73, 4);
    expect(sek.trips).toBe(usd.trips);
    expect(sek.roi).toBeCloseTo(usd.roi!, 12);
    expect(sek.paybackYears).toBeCloseTo(usd.paybackYears!, 12);
  });

  it("pays back at exactly half a year in years, just under it in '<6 months'", () => {
    // Travel only: A = 1, 10 trips a room, 1 room, 50% → 10 trips × 1000 = 10000 a year, no running cost, nothing but the display upfront.
    const travelOnly = valuesFor("base", {
      availability: 1,
      caseHours: 0,
      caseUtil: 0,
      caseMult: 0,
      caseTrips: 10,
      conferencingPerRoom: 0,
      maintenancePerRoom: 0,
      installationPerRoom: 0,
      roomComputerPerRoom: 0,
    });
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
    // benefits = (470000 + 3366 + 1050) A + 3000 upkeep, no travel
    expect(result.yearly.benefits).toBeCloseTo(474416 * A + 3000, 6);
  });

  it("stays finite with a huge revenue", () => {
    const result = computeMeetingRoi({ ...tenSmall, annualRevenueUsd: 1e13 }, valuesFor("best"));
    // xform = 1e13 × 0.35 / 100 × A × 0.3 = 1.05e10 A
    expect(result.yearly.xform).toBeCloseTo(1.05e10 * A, 0);
    expect(Number.isFinite(result.roi)).toBe(true);
    expect(result.paybackLabel).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });

  it("has no payback when the benefits never cover the running costs", () => {
    const nothing = valuesFor("base", { availability: 0, conferencingPerRoom: 588, maintenancePerRoom: 0 });
    const never = computeMeetingRoi(tenSmall, nothing);
    expect(never.paybackYears).toBeNull();
    expect(never.paybackLabel).toEqual({ key: "meetingRoi.payback.never" });
    // PV benefits 0; PV costs = 70000 + 5880 × 2.486851991 = 84622.6897; NPV = −84622.6897, ROI = −100 %
    expect(never.pv.npv).toBeCloseTo(-(70000 + 5880 * ANNUITY), 4);
    expect(never.roi).toBeCloseTo(-1, 12);
  });
});

describe("the equipped rooms and the staff they serve (150 employees, 15 a room: 10 rooms serve everyone)", () => {
  // Small rooms at 5000 USD; Base case; revenue 100,000,000; W = 50; 50 % travel at 1100 a trip.
  // A counted room brings min 72.9 × 0.8 × 50 = 2916, util 8415 × 1 % = 84.15, travel 5 × 1100 = 5500:
  // 8500.15 (× A). The full transformation benefit is 100,000,000 × 0.035 % = 35000 (× A) = 33580.64.
  const company = (rooms: number): MeetingRoiInput => ({
    ...tenSmall,
    numberOfEmployees: 150,
    annualRevenueUsd: 100_000_000,
    rooms: [{ size: "small", display: "c8621qt", quantity: rooms, priceUsd: 5000 }],
  });
  const values = valuesFor("base");

  it("1 room serves 15 of 150 employees: a tenth of the transformation benefit", () => {
    const one = computeMeetingRoi(company(1), values);
    expect(one.coverage).toBeCloseTo(0.1, 12);
    // xform = 35000 × 0.1 × A = 3500 A = 3358.0637055
    expect(one.yearly.xform).toBeCloseTo(3358.0637055, 6);
    // benefits = (8500.15 + 3500) A + 300 = 12000.15 × 0.959446773 + 300 = 11513.5051930 + 300 = 11813.5051930
    expect(one.yearly.benefits).toBeCloseTo(11813.505193, 6);
    // upfront 5000 + 500 + 1500 = 7000; PV costs = 7000 + 180 × 2.486851991 = 7447.6333584
    // PV benefits = 11813.505193 × 2.486851991 = 29378.4389098; NPV = 21930.8055514; ROI = 2.9446677
    expect(one.pv.costs).toBeCloseTo(7447.6333584, 6);
    expect(one.pv.npv).toBeCloseTo(21930.8055514, 5);
    expect(one.roi).toBeCloseTo(2.9446677, 6);
  });

  it("10 rooms serve all 150: ten times the transformation benefit, so the same ROI", () => {
    const ten = computeMeetingRoi(company(10), values);
    expect(ten.coverage).toBe(1);
    // xform = 35000 A = 33580.6370550 (the specification's whole-company figure)
    expect(ten.yearly.xform).toBeCloseTo(33580.637055, 5);
    // benefits = (85001.5 + 35000) A + 3000 = 115135.0519302 + 3000 = 118135.0519302
    expect(ten.yearly.benefits).toBeCloseTo(118135.0519302, 5);
    // PV costs = 70000 + 1800 × 2.486851991 = 74476.3335838; NPV = 293784.3890975 − 74476.3335838 = 219308.0555138
    expect(ten.pv.npv).toBeCloseTo(219308.0555138, 4);
    expect(ten.roi).toBeCloseTo(2.9446677, 6);
  });

  it("20 rooms serve no one more: the benefits stop growing, the costs do not, the ROI falls", () => {
    const twenty = computeMeetingRoi(company(20), values);
    expect(twenty.roomsCounted).toBe(10);
    expect(twenty.coverage).toBe(1);
    expect(twenty.yearly.xform).toBeCloseTo(33580.637055, 5);
    // min and trips count 10 rooms, not 20: min = 10 × 2916 A
    expect(twenty.yearly.min).toBeCloseTo(29160 * A, 6);
    expect(twenty.trips).toBe(50);
    // upkeep is avoided in all 20 rooms: 6000; benefits = 115135.0519302 + 6000 = 121135.0519302
    expect(twenty.yearly.benefits).toBeCloseTo(121135.0519302, 5);
    // PV costs = 140000 + 3600 × 2.486851991 = 148952.6671675; PV benefits = 301244.9450705
    // NPV = 152292.277903; ROI = 152292.277903 / 148952.6671675 = 1.0224206
    expect(twenty.pv.costs).toBeCloseTo(148952.6671675, 5);
    expect(twenty.pv.npv).toBeCloseTo(152292.277903, 4);
    expect(twenty.roi).toBeCloseTo(1.0224206, 6);
  });
});

describe("present values, by hand", () => {
  it("discounts the benefits and running costs at each year's end, the upfront costs not at all", () => {
    // One room, A = 1, travel only: 10 trips × 1000 = 10000 a year; a 20000 display; a 1000 licence a year.
    const values = valuesFor("base", {
      availability: 1,
      caseHours: 0,
      caseUtil: 0,
      caseMult: 0,
      caseTrips: 10,
      conferencingPerRoom: 1000,
      maintenancePerRoom: 0,
      installationPerRoom: 0,
      roomComputerPerRoom: 0,
    });
    const input: MeetingRoiInput = { ...tenSmall, tripCostUsd: 1000, rooms: [{ size: "small", display: "c5518qt", quantity: 1, priceUsd: 20000 }] };
    const result = computeMeetingRoi(input, values);
    // PV benefits = 10000/1.1 + 10000/1.21 + 10000/1.331 = 9090.9091 + 8264.4628 + 7513.1480 = 24868.5199
    expect(result.pv.benefits).toBeCloseTo(24868.5199098, 6);
    // PV costs = 20000 + 1000 × 2.486851991 = 22486.8519910
    expect(result.pv.costs).toBeCloseTo(22486.851991, 6);
    // NPV = 2381.6679189; ROI = 2381.6679189 / 22486.851991 = 0.1059138
    expect(result.pv.npv).toBeCloseTo(2381.6679189, 6);
    expect(result.roi).toBeCloseTo(0.1059138, 6);
    // payback from the undiscounted flow: 20000 / (10000 − 1000) = 2.22 years
    expect(result.paybackYears).toBeCloseTo(20000 / 9000, 12);
    // at a 0 % rate the PVs are the plain 3-year sums: 30000 − (20000 + 3000) = 7000
    expect(computeMeetingRoi(input, { ...values, discountRate: 0 }).pv.npv).toBeCloseTo(7000, 9);
  });

  it("annuityFactor sums the three year-end factors", () => {
    expect(annuityFactor(0.1)).toBeCloseTo(ANNUITY, 9);
    expect(annuityFactor(0)).toBe(3);
  });
});

describe("paybackLabelOf", () => {
  it("rounds the years to one decimal", () => {
    expect(paybackLabelOf(1.26)).toEqual({ key: "meetingRoi.payback.years", values: { years: 1.3 } });
    expect(paybackLabelOf(0.4999)).toEqual({ key: "meetingRoi.payback.underSixMonths" });
  });
  it("keeps a payback too long to round in tenths finite (10 × 1.5e308 overflows; found by the property test)", () => {
    expect(paybackLabelOf(1.5e308)).toEqual({ key: "meetingRoi.payback.years", values: { years: 1.5e308 } });
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

describe("the employee count when none is entered (issue 47): the rooms × employeesPerRoom", () => {
  const oneRoom: MeetingRoiInput = { ...tenSmall, rooms: [{ size: "small", display: "c8621qt", quantity: 1, priceUsd: 5000 }], numberOfEmployees: null };
  it("1 room at the default 15 a room: 15 employees, the room counted, coverage 100 %", () => {
    expect(employeesUsedOf(null, 1, 15)).toEqual({ employees: 15, derived: true });
    expect(computeMeetingRoi(oneRoom, valuesFor("base"))).toMatchObject({ employeesUsed: 15, employeesDerived: true, roomsCounted: 1, coverage: 1 });
  });

  it("3 rooms with employeesPerRoom overridden to 10: 30 employees; an entered count is used as is", () => {
    const threeRooms: MeetingRoiInput = { ...oneRoom, rooms: [{ size: "small", display: "c8621qt", quantity: 2, priceUsd: 5000 }, { size: "large", display: "c8621qt", quantity: 1, priceUsd: 5000 }] };
    expect(computeMeetingRoi(threeRooms, valuesFor("base", { employeesPerRoom: 10 }))).toMatchObject({ employeesUsed: 30, employeesDerived: true, roomsCounted: 3, coverage: 1 });
    // 500 entered with 10 a room: 50 rooms needed, the 3 serve 30 of 500 = 6 %
    const entered = computeMeetingRoi({ ...threeRooms, numberOfEmployees: 500 }, valuesFor("base", { employeesPerRoom: 10 }));
    expect(entered).toMatchObject({ employeesUsed: 500, employeesDerived: false, roomsCounted: 3 });
    expect(entered.coverage).toBeCloseTo(0.06, 12);
  });
});
