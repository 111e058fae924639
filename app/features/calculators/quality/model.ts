/**
 * The reliability (quality benefits) model: pure, no I/O. For N monitors of one record over the
 * lifespan, per year y and side s (the maker's monitors, or the industry's):
 *   failures_s        = N × AFR_s
 *   costPerFailure_s,y = logistics × (1 + growth)^(y−1) × USD rate
 *                       + moveHours × F_y
 *                       + wait_s × W_y × gain × conversion
 *   cost_s,y          = failures_s × costPerFailure_s,y
 *   savings_y         = (cost_other,y − cost_maker,y) × (1 − risk)
 *   pv.savings        = Σ_y savings_y / (1 + discountRate)^y   (each year's savings at its end)
 * wait_maker is the maker's shipment time with pro support (8 h) and the industry's (40 h)
 * without it. W_y and F_y come from the shared wage model. docs/models/quality.md explains each.
 */

export const qualityAssumptionKeys = [
  "makerAfr",
  "otherAfr",
  "logisticsUsd",
  "logisticsGrowth",
  "moveHours",
  "makerWaitHours",
  "industryWaitHours",
  "productivityConversion",
  "riskAdjustment",
] as const;
export type QualityAssumptionKey = (typeof qualityAssumptionKeys)[number];
export type QualityAssumptions = Record<QualityAssumptionKey, number>;

/** The specification's reliability constants ("Reliability", calculators seed); AFRs come per record. */
export const qualityDefaults: Omit<QualityAssumptions, "makerAfr" | "otherAfr"> = {
  logisticsUsd: 75,
  logisticsGrowth: 0.02,
  moveHours: 0.33,
  makerWaitHours: 8,
  industryWaitHours: 40,
  productivityConversion: 0.5,
  riskAdjustment: 0.05,
};

/** Loaded hourly wage W_y and facility/IT wage F_y of one year, in the country's currency. */
export type YearWage = { hourly: number; facility: number };

export type QualityInput = {
  monitors: number;
  proSupport: boolean;
  /** Share of a waiting employee's time lost (the chosen productivity gain source). */
  gain: number;
  /** Units of the country's currency per USD: converts the USD logistics cost. */
  usdRate: number;
  /** One entry per year of the lifespan, year 1 first. */
  wages: readonly YearWage[];
  /** Yearly rate the savings are discounted at (the business-case calculators' shared 10 %). */
  discountRate: number;
  assumptions: QualityAssumptions;
};

export type QualityYear = {
  year: number;
  failuresMaker: number;
  failuresOther: number;
  /** What the year's failures cost: failures × cost per failure. */
  costMaker: number;
  costOther: number;
  savings: number;
};

export type QualityResult = {
  /** True when both failure rates are 0: there is no data, and the model claims no savings. */
  noData: boolean;
  /** Hours an employee waits for a replacement on each side. */
  waitHoursMaker: number;
  waitHoursOther: number;
  failuresAvoided: number;
  downtimeHoursAvoided: number;
  years: QualityYear[];
  /** Σ savings_y, not discounted. */
  totalSavings: number;
  /** The savings' present value: each year's savings discounted to today from that year's end. */
  pv: { savings: number };
  /**
   * What one monitor failure costs in year 1 on each side: the replacement's logistics, the IT
   * time to swap it and the waiting employee's lost working time (c_s,1 in the formulas).
   */
  costPerFailure: { maker: number; other: number };
};

/** Without pro support the maker ships at the industry's pace (issue #12). */
export function makerWaitHours(proSupport: boolean, assumptions: QualityAssumptions): number {
  return proSupport ? assumptions.makerWaitHours : assumptions.industryWaitHours;
}

export function costPerFailure(input: {
  year: number;
  waitHours: number;
  wage: YearWage;
  gain: number;
  usdRate: number;
  assumptions: QualityAssumptions;
}): number {
  const { assumptions: a } = input;
  const logistics = a.logisticsUsd * input.usdRate * (1 + a.logisticsGrowth) ** (input.year - 1);
  const move = a.moveHours * input.wage.facility;
  const waiting = input.waitHours * input.wage.hourly * input.gain * a.productivityConversion;
  return logistics + move + waiting;
}

function assertFinite(input: QualityInput): void {
  const numbers = [input.monitors, input.gain, input.usdRate, input.discountRate, ...Object.values(input.assumptions)];
  for (const wage of input.wages) numbers.push(wage.hourly, wage.facility);
  if (!numbers.every(Number.isFinite)) throw new RangeError("The quality model needs finite numbers");
}

export function computeQuality(input: QualityInput): QualityResult {
  assertFinite(input);
  const { assumptions: a } = input;
  const noData = a.makerAfr === 0 && a.otherAfr === 0;
  const waitHoursMaker = makerWaitHours(input.proSupport, a);
  const waitHoursOther = a.industryWaitHours;
  const failuresMaker = input.monitors * a.makerAfr;
  const failuresOther = input.monitors * a.otherAfr;
  const commonOf = (year: number, wage: YearWage) => ({ year, wage, gain: input.gain, usdRate: input.usdRate, assumptions: a });
  const years = input.wages.map((wage, index): QualityYear => {
    const year = index + 1;
    const common = commonOf(year, wage);
    const costMaker = failuresMaker * costPerFailure({ ...common, waitHours: waitHoursMaker });
    const costOther = failuresOther * costPerFailure({ ...common, waitHours: waitHoursOther });
    return { year, failuresMaker, failuresOther, costMaker, costOther, savings: (costOther - costMaker) * (1 - a.riskAdjustment) };
  });
  const lifespan = years.length;
  const first = input.wages[0];
  return {
    noData,
    waitHoursMaker,
    waitHoursOther,
    failuresAvoided: (failuresOther - failuresMaker) * lifespan,
    downtimeHoursAvoided: (failuresOther * waitHoursOther - failuresMaker * waitHoursMaker) * lifespan,
    years,
    totalSavings: years.reduce((total, year) => total + year.savings, 0),
    pv: { savings: years.reduce((total, year) => total + year.savings * (1 + input.discountRate) ** -year.year, 0) },
    costPerFailure: first
      ? { maker: costPerFailure({ ...commonOf(1, first), waitHours: waitHoursMaker }), other: costPerFailure({ ...commonOf(1, first), waitHours: waitHoursOther }) }
      : { maker: 0, other: 0 },
  };
}
