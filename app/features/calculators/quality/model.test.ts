import { describe, expect, it } from "vitest";
import { computeQuality, costPerFailure, makerWaitHours, qualityDefaults, type QualityAssumptions, type QualityInput } from "./model";
import { failureRecords } from "./records";

// The US case: salary 100 000 USD, W_1 = 100 000 × 1.35 / 2080 = 64.903846… USD an hour,
// W_y = W_1 × 1.03^(y−1), F_y = 0.54 × W_y.
// W = 64.9038462, 66.8509615, 68.8564904; F = 35.0480769, 36.0995192, 37.1825048.
const usWages = [
  { hourly: 64.9038462, facility: 35.0480769 },
  { hourly: 66.8509615, facility: 36.0995192 },
  { hourly: 68.8564904, facility: 37.1825048 },
];

const record137: QualityAssumptions = { ...qualityDefaults, ...failureRecords["137"] };

const base: QualityInput = {
  monitors: 100,
  proSupport: true,
  gain: 0.18,
  usdRate: 1,
  wages: usWages,
  discountRate: 0.1,
  assumptions: record137,
};

describe("wait for a replacement", () => {
  it("is the maker's 8 h with pro support and the industry's 40 h without it", () => {
    expect(makerWaitHours(true, record137)).toBe(8);
    expect(makerWaitHours(false, record137)).toBe(40);
  });
});

describe("cost per failure", () => {
  it("adds logistics, the IT move and the waiting employee's lost time", () => {
    // year 1, maker: 75 × 1.02^0 + 0.33 × 35.0480769 + 8 × 64.9038462 × 0.18 × 0.5
    //   = 75 + 11.5658654 + 46.7307693 = 133.2966347
    const cost = costPerFailure({ year: 1, waitHours: 8, wage: usWages[0]!, gain: 0.18, usdRate: 1, assumptions: record137 });
    expect(cost).toBeCloseTo(133.2966347, 5);
  });

  it("grows the logistics cost 2 % a year and converts it from USD", () => {
    // year 3 in euros at 0.8552 EUR per USD, wage figures left as in the US case:
    // 75 × 1.02² × 0.8552 = 78.03 × 0.8552 = 66.731256; + 0.33 × 37.1825048 = 12.2702266;
    // + 40 × 68.8564904 × 0.18 × 0.5 = 247.8833654  →  326.884848
    const cost = costPerFailure({ year: 3, waitHours: 40, wage: usWages[2]!, gain: 0.18, usdRate: 0.8552, assumptions: record137 });
    expect(cost).toBeCloseTo(326.884848, 5);
  });
});

describe("record 137 with pro support", () => {
  const result = computeQuality(base);

  it("counts failures a year on each side", () => {
    // 100 × 0.0016 = 0.16 maker failures; 100 × 0.0036 = 0.36 industry failures, every year.
    for (const year of result.years) {
      expect(year.failuresMaker).toBeCloseTo(0.16, 12);
      expect(year.failuresOther).toBeCloseTo(0.36, 12);
    }
    // (0.36 − 0.16) × 3 years = 0.6 failures avoided.
    expect(result.failuresAvoided).toBeCloseTo(0.6, 12);
  });

  it("works out year 1", () => {
    // maker: 0.16 × 133.2966347 = 21.3274616
    // other: 75 + 11.5658654 + 40 × 64.9038462 × 0.09 (= 233.6538463) = 320.2197117; × 0.36 = 115.2790962
    // savings: (115.2790962 − 21.3274616) × 0.95 = 93.9516346 × 0.95 = 89.2540529
    const [year1] = result.years;
    expect(year1).toMatchObject({ year: 1 });
    expect(year1!.costMaker).toBeCloseTo(21.3274616, 5);
    expect(year1!.costOther).toBeCloseTo(115.2790962, 5);
    expect(year1!.savings).toBeCloseTo(89.2540529, 5);
  });

  it("grows wages 3 % and logistics 2 % in years 2 and 3", () => {
    // year 2 maker: 75 × 1.02 = 76.5; 0.33 × 36.0995192 = 11.9128413; 8 × 66.8509615 × 0.09 = 48.1326923
    //   = 136.5455336 × 0.16 = 21.8472854
    // year 2 other: 76.5 + 11.9128413 + 40 × 66.8509615 × 0.09 (= 240.6634614) = 329.0763027 × 0.36 = 118.467469
    // savings 2: (118.467469 − 21.8472854) × 0.95 = 96.6201836 × 0.95 = 91.7891744
    const year2 = result.years[1]!;
    expect(year2.costMaker).toBeCloseTo(21.8472854, 5);
    expect(year2.costOther).toBeCloseTo(118.467469, 5);
    expect(year2.savings).toBeCloseTo(91.7891744, 5);
    // year 3 maker: 78.03 + 0.33 × 37.1825048 (= 12.2702266) + 8 × 68.8564904 × 0.09 (= 49.5766731)
    //   = 139.8768997 × 0.16 = 22.3803040
    // year 3 other: 78.03 + 12.2702266 + 247.8833654 = 338.183592 × 0.36 = 121.7460931
    // savings 3: (121.7460931 − 22.380304) × 0.95 = 99.3657891 × 0.95 = 94.3974996
    const year3 = result.years[2]!;
    expect(year3.costMaker).toBeCloseTo(22.380304, 5);
    expect(year3.costOther).toBeCloseTo(121.7460931, 5);
    expect(year3.savings).toBeCloseTo(94.3974996, 5);
    // total: 89.2540529 + 91.7891744 + 94.3974996 = 275.4407269
    expect(result.totalSavings).toBeCloseTo(275.4407269, 4);
  });

  it("discounts the three years' savings at 10 % from each year's end", () => {
    // 89.2540529 / 1.1 + 91.7891744 / 1.21 + 94.3974996 / 1.331
    //   = 81.1400481 + 75.8588218 + 70.9222386 = 227.9211085 (against 275.4407269 undiscounted)
    expect(result.pv.savings).toBeCloseTo(227.9211085, 5);
    // at a 0 % rate the present value is the plain sum
    expect(computeQuality({ ...base, discountRate: 0 }).pv.savings).toBeCloseTo(275.4407269, 4);
  });

  it("states the cost of one failure in year 1 on each side", () => {
    // maker: 75 + 11.5658654 + 46.7307693 = 133.2966347 (8 h wait with pro support)
    // industry: 75 + 11.5658654 + 233.6538463 = 320.2197117 (40 h wait)
    expect(result.costPerFailure.maker).toBeCloseTo(133.2966347, 5);
    expect(result.costPerFailure.other).toBeCloseTo(320.2197117, 5);
  });

  it("counts the downtime avoided over three years", () => {
    // (0.36 × 40 h − 0.16 × 8 h) × 3 = (14.4 − 1.28) × 3 = 39.36 hours
    expect(result.downtimeHoursAvoided).toBeCloseTo(39.36, 10);
    expect(result.noData).toBe(false);
  });
});

describe("record 137 without pro support", () => {
  const result = computeQuality({ ...base, proSupport: false });

  it("waits 40 h for either maker, so only the failure counts differ", () => {
    // cost per failure is the same on both sides: year 1 = 320.2197117.
    // savings 1 = (0.36 − 0.16) × 320.2197117 × 0.95 = 0.19 × 320.2197117 = 60.8417452
    expect(result.waitHoursMaker).toBe(40);
    expect(result.years[0]!.savings).toBeCloseTo(60.8417452, 5);
    // total = 0.19 × (320.2197117 + 329.0763027 + 338.183592) = 0.19 × 987.4796064 = 187.6211252
    expect(result.totalSavings).toBeCloseTo(187.6211252, 4);
    // downtime: (0.36 − 0.16) × 40 h × 3 = 24 hours
    expect(result.downtimeHoursAvoided).toBeCloseTo(24, 10);
  });
});

describe("a record with no data (collaboration series)", () => {
  const result = computeQuality({ ...base, assumptions: { ...qualityDefaults, ...failureRecords.collaboration } });

  it("says so and claims no savings", () => {
    expect(result.noData).toBe(true);
    expect(result.failuresAvoided).toBe(0);
    expect(result.downtimeHoursAvoided).toBe(0);
    expect(result.totalSavings).toBe(0);
    expect(result.pv.savings).toBe(0);
    expect(result.years.map((year) => year.savings)).toEqual([0, 0, 0]);
  });
});

describe("overridden assumptions", () => {
  it("follow the visitor's risk adjustment and failure rates", () => {
    // AFRs 0.01 vs 0.02, no risk adjustment, one year: failures 1 and 2 out of 100.
    // cost per failure (year 1, pro support): maker 133.2966347, other 320.2197117
    // savings = 2 × 320.2197117 − 1 × 133.2966347 = 507.1427887
    const result = computeQuality({
      ...base,
      wages: usWages.slice(0, 1),
      assumptions: { ...record137, makerAfr: 0.01, otherAfr: 0.02, riskAdjustment: 0 },
    });
    expect(result.years).toHaveLength(1);
    expect(result.totalSavings).toBeCloseTo(507.1427887, 5);
  });

  it("refuses non-finite numbers instead of returning NaN", () => {
    expect(() => computeQuality({ ...base, monitors: Number.NaN })).toThrow(RangeError);
  });
});
