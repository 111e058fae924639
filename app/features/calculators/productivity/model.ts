/**
 * The productivity / total-economic-impact model (issue #12, "Productivity and TEI"): pure, no I/O.
 * For years y = 1..3 and deployment plan p (fleet.ts):
 *   productivity_y = equipped_y × H × W_y × gain × conversion × (1 − productivityRisk), 0 when the
 *                    new monitor is no upgrade of the legacy one (upgrade.ts)
 *   connectivity_y = equipped_y × connectivityHours × W_y × (1 − operationalRisk), 0 unless its
 *                    condition holds (benefit-conditions.ts)
 *   retention_y    = equipped_y × attrition × attritionAvoidance × seriesFactor × hiringCost × (1 − talentBrandRisk),
 *                    0 unless its condition holds (benefit-conditions.ts)
 *   monitors_y     = deployed_y × monitorsPerPerson × price × (1 − discount)
 *   mounting_y     = deployed_y × mountingCost (when chosen)
 *   deployment_y   = deployed_y × monitorsPerPerson × deploymentHours × F_y × (1 + deploymentRisk)
 *   moves_y        = equipped_y × monitorsPerPerson × movesPerMonitor × moveHours × F_y
 * Purchases, mounting and deployment are paid at the start of their year, benefits and moves
 * accrue through it (counted at its end). USD constants convert at `usdRate`; every other amount
 * is in the country's currency. Break-even (the daily minutes that would pay back the costs alone),
 * the scenarios and the sensitivity (analysis.ts) come with every answer, so a headline ROI never
 * stands alone. docs/models/productivity.md explains each figure and its source.
 */
import type { Said } from "~/features/calculators/frame/definition";
import { yearWages } from "~/features/calculators/shared/business";
import { BENEFITS_MULTIPLIER, DISCOUNT_RATE, FACILITY_WAGE_RATIO, HOURS_PER_YEAR, WAGE_GROWTH } from "~/features/calculators/shared/wage-model";
import type { BenefitConditions } from "./benefit-conditions";
import { scenariosOf, sensitivityOf, type CaseFigures, type NpvParts, type Scenarios, type SensitivityRow } from "./analysis";
import { fleetInYear } from "./fleet";
import { paybackMonths, type YearCash } from "./payback";
import { gainApplies, upgradeNote, type UpgradeComparison } from "./upgrade";
import { studySummary, type StudySummary } from "~/features/calculators/shared/studies/study";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";

/** The study most of the constants come from, with its published result (issue 47: shown beside the buyer's). */
const productivityStudy = studySummary(ultrasharpTei2018);

/** The specification's productivity constants (calculators seed §9, "Productivity model"). */
export const productivityDefaults = {
  conversion: 0.5,
  productivityRisk: 0.2,
  connectivityHours: 6.3,
  operationalRisk: 0.05,
  attrition: 0.2,
  attritionAvoidance: 0.1,
  hiringCostUsd: 4000,
  talentBrandRisk: 0.1,
  mountingUsd: 400,
  deploymentHours: 0.32,
  deploymentRisk: 0.05,
  movesPerMonitor: 1,
  moveHours: 0.33,
} as const;

const wageDefaults = {
  usdRate: 1,
  hoursPerYear: HOURS_PER_YEAR,
  benefitsMultiplier: BENEFITS_MULTIPLIER,
  wageGrowth: WAGE_GROWTH,
  facilityWageRatio: FACILITY_WAGE_RATIO,
  discountRate: DISCOUNT_RATE,
} as const;

export type ProductivityValueKey = keyof typeof productivityDefaults | keyof typeof wageDefaults | "gain" | "seriesFactor";
/** Every value the model reads, as applied (defaults or the visitor's overrides). */
export type ProductivityValues = Record<ProductivityValueKey, number>;

const specificationValues: Readonly<Record<string, number>> = { ...wageDefaults, ...productivityDefaults };
const valueKeys = [...Object.keys(specificationValues), "gain", "seriesFactor"] as ProductivityValueKey[];

/**
 * Applied assumption values as the model reads them. A key the calculator did not list (the
 * mounting cost when no mounting is chosen) takes the fallback's value, else the specification's.
 */
export function productivityValues(
  values: Readonly<Record<string, number>>,
  fallback: { gain: number; seriesFactor: number } & Partial<Record<ProductivityValueKey, number>>,
): ProductivityValues {
  const applied = {} as ProductivityValues;
  for (const key of valueKeys) applied[key] = values[key] ?? fallback[key] ?? specificationValues[key]!;
  return applied;
}

export type ProductivityModelInput = {
  staff: number;
  monitorsPerPerson: number;
  plan: 1 | 2 | 3;
  mounting: boolean;
  /** List price of one monitor in USD, before the discount. */
  priceUsd: number;
  /** Share off the price, 0–1. */
  discount: number;
  /** Yearly salary in the country's currency. */
  salary: number;
  /** The new monitor against the legacy one; absent when no legacy size is given. */
  upgrade?: UpgradeComparison;
  /** Whether connectivity and retention can exist in this case, and why (benefit-conditions.ts). */
  conditions: BenefitConditions;
};

export type ProductivityYear = {
  year: number;
  /** People working with the new monitors during the year. */
  equipped: number;
  /** People who receive them at the start of the year. */
  deployed: number;
  productivity: number;
  connectivity: number;
  retention: number;
  benefits: number;
  monitors: number;
  mounting: number;
  deployment: number;
  moves: number;
  costs: number;
  /** benefits − costs, not discounted. */
  net: number;
};

/** A risk-adjusted line: unadjusted + adjustment = adjusted (adjustment < 0 cuts a benefit, > 0 adds to a cost). */
export type RiskLine = { rate: number; unadjusted: number; adjustment: number; adjusted: number };
export type RiskLines = { productivity: RiskLine; connectivity: RiskLine; retention: RiskLine; deployment: RiskLine };

/**
 * The saving per equipped employee per working day, in minutes, at which the 3-year NPV is zero
 * if the realised time saving were the only benefit (working days = hoursPerYear / 8).
 */
export type BreakEven = { minutesPerDay: number; workingDaysPerYear: number };

/** One run of the case: everything but the analysis of how it moves. */
export type ProductivityCase = {
  hoursPerEmployeeYear: number;
  /** Price of one monitor in the country's currency, before the discount. */
  pricePerMonitor: number;
  years: ProductivityYear[];
  pv: { benefits: number; costs: number; npv: number };
  roi: number;
  paybackMonths: number | null;
  paybackLabel: Said;
  /** The TEI layout's risk adjustments, per year and in present value. */
  risk: { years: ({ year: number } & RiskLines)[]; pv: RiskLines };
  breakEven: BreakEven;
};

export type ProductivityResult = ProductivityCase & {
  scenarios: Scenarios;
  sensitivity: SensitivityRow[];
  /** Why the productivity line is 0, or that the monitors could not be compared; null otherwise. */
  productivityNote: Said | null;
  /** The published study beside this case: its composite organisation and result. */
  study: StudySummary;
  /** Whether connectivity and retention are counted, each with the reason. */
  benefitConditions: BenefitConditions;
};

/** A line after its risk: a benefit cut (direction −1) or a cost raised (+1) by the rate. */
function riskAdjusted(unadjusted: number, rate: number, direction: -1 | 1): number {
  return unadjusted * (1 + direction * rate);
}

function riskLine(unadjusted: number, rate: number, direction: -1 | 1): RiskLine {
  const adjusted = riskAdjusted(unadjusted, rate, direction);
  return { rate, unadjusted, adjustment: adjusted - unadjusted, adjusted };
}

function discounted(line: RiskLine, factor: number): RiskLine {
  return { rate: line.rate, unadjusted: line.unadjusted * factor, adjustment: line.adjustment * factor, adjusted: line.adjusted * factor };
}

function addLines(a: RiskLine, b: RiskLine): RiskLine {
  return { rate: a.rate, unadjusted: a.unadjusted + b.unadjusted, adjustment: a.adjustment + b.adjustment, adjusted: a.adjusted + b.adjusted };
}

/** An 8-hour working day: the specification's 2080 hours a year are 260 days of 8 hours. */
export const HOURS_PER_WORKING_DAY = 8;

/**
 * Hours saved per employee a year: H × gain × conversion × (1 − productivityRisk), plus
 * connectivityHours × (1 − operationalRisk) when connectivity counts.
 */
export function hoursPerEmployeeYear(v: ProductivityValues, connectivityCounts: boolean): number {
  const connectivity = connectivityCounts ? v.connectivityHours * (1 - v.operationalRisk) : 0;
  return v.hoursPerYear * v.gain * v.conversion * (1 - v.productivityRisk) + connectivity;
}

/** Issue #12's labels: under 6 months; never within the 3 years; else the months. */
export function paybackSaid(months: number | null): Said {
  if (months === null) return { key: "productivity.payback.never" };
  if (months < 6) return { key: "productivity.payback.under6" };
  return { key: "productivity.payback.months", values: { months } };
}

function assertFinite(input: ProductivityModelInput, values: ProductivityValues): void {
  // Checked on every run (15 an answer): a loop, no list of the numbers built each time.
  const { staff, monitorsPerPerson, priceUsd, discount, salary } = input;
  let finite = Number.isFinite(staff) && Number.isFinite(monitorsPerPerson) && Number.isFinite(priceUsd) && Number.isFinite(discount) && Number.isFinite(salary);
  for (const key in values) finite &&= Number.isFinite(values[key as ProductivityValueKey]);
  if (!finite) throw new RangeError("The productivity model needs finite numbers");
}

/** The case with its scenarios, sensitivity and the note on the monitors compared. */
export function computeProductivity(input: ProductivityModelInput, v: ProductivityValues): ProductivityResult {
  const { result, parts } = computeCase(input, v);
  return Object.assign(result, {
    // Their two runs read three figures each: the case's core alone, without the detail.
    scenarios: scenariosOf(caseFigures, input, v, result),
    sensitivity: sensitivityOf(parts, v),
    productivityNote: input.upgrade === undefined ? null : upgradeNote(input.upgrade),
    study: productivityStudy,
    benefitConditions: input.conditions,
  });
}

/** The NPV, ROI and payback of a run: the same arithmetic as the whole case (it is the case's core, without the detail). */
export function caseFigures(input: ProductivityModelInput, values: ProductivityValues): CaseFigures {
  const core = caseCore(input, values, false);
  return { pv: { npv: core.npv, costs: core.pvCosts }, roi: core.npv / core.pvCosts, paybackMonths: core.months };
}

/**
 * What every run computes: each year's lines, their present values and the payback; with
 * `detail`, each year and its risk lines as the answer lists them (the analysis's runs need none).
 */
function caseCore(input: ProductivityModelInput, values: ProductivityValues, detail: boolean) {
  assertFinite(input, values);
  // No upgrade, no gain: the line is 0 and so is its share of the hours saved.
  const applies = input.upgrade === undefined || gainApplies(input.upgrade);
  const v = applies ? values : { ...values, gain: 0 };
  // A benefit whose condition does not hold is no line at all (risk adjustment included).
  const connectivityCounts = input.conditions.connectivity.counts ? 1 : 0;
  const retentionCounts = input.conditions.retention.counts ? 1 : 0;
  const perPerson = input.monitorsPerPerson;
  const pricePerMonitor = input.priceUsd * v.usdRate;
  const wages = yearWages(input.salary, v);
  // Paid at the start of year y: (1 + r)^−(y−1); accrued through it, counted at its end: (1 + r)^−y.
  const atStart = (year: number) => (1 + v.discountRate) ** -(year - 1);
  const atEnd = (year: number) => (1 + v.discountRate) ** -year;
  // PV of one minute a working day saved by every equipped employee, at the year's wage.
  const workingDaysPerYear = v.hoursPerYear / HOURS_PER_WORKING_DAY;
  const riskYears: ({ year: number } & RiskLines)[] = [];
  const years: ProductivityYear[] = [];
  const cash: YearCash[] = [];
  let pvBenefits = 0;
  let pvCosts = 0;
  let pvMinutePerDay = 0;
  // The parts the sensitivity reads (analysis.ts, NpvParts).
  let pvWorkedHours = 0;
  let pvOneHour = 0;
  let pvMonitors = 0;
  let pvAtWages = 0;
  for (let index = 0; index < wages.length; index++) {
    const { hourly, facility } = wages[index]!;
    const year = index + 1;
    const { equipped, deployed } = fleetInYear(input.staff, input.plan, year);
    const unadjusted = {
      productivity: equipped * v.hoursPerYear * hourly * v.gain * v.conversion,
      connectivity: connectivityCounts * equipped * v.connectivityHours * hourly,
      retention: retentionCounts * equipped * v.attrition * v.attritionAvoidance * v.seriesFactor * v.hiringCostUsd * v.usdRate,
      deployment: deployed * perPerson * v.deploymentHours * facility,
    };
    const productivity = riskAdjusted(unadjusted.productivity, v.productivityRisk, -1);
    const connectivity = riskAdjusted(unadjusted.connectivity, v.operationalRisk, -1);
    const retention = riskAdjusted(unadjusted.retention, v.talentBrandRisk, -1);
    const deployment = riskAdjusted(unadjusted.deployment, v.deploymentRisk, 1);
    const benefits = productivity + connectivity + retention;
    const monitors = deployed * perPerson * pricePerMonitor * (1 - input.discount);
    const mounting = input.mounting ? deployed * v.mountingUsd * v.usdRate : 0;
    const moves = equipped * perPerson * v.movesPerMonitor * v.moveHours * facility;
    const costs = monitors + mounting + deployment + moves;
    if (detail) {
      riskYears.push({
        year,
        productivity: riskLine(unadjusted.productivity, v.productivityRisk, -1),
        connectivity: riskLine(unadjusted.connectivity, v.operationalRisk, -1),
        retention: riskLine(unadjusted.retention, v.talentBrandRisk, -1),
        deployment: riskLine(unadjusted.deployment, v.deploymentRisk, 1),
      });
      years.push({ year, equipped, deployed, productivity, connectivity, retention, benefits, monitors, mounting, deployment, moves, costs, net: benefits - costs });
      pvWorkedHours += equipped * v.hoursPerYear * hourly * atEnd(year);
      pvOneHour += equipped * hourly * atEnd(year);
      pvMonitors += monitors * atStart(year);
      pvAtWages += (productivity + connectivity - moves) * atEnd(year) - deployment * atStart(year);
    }
    pvBenefits += benefits * atEnd(year);
    pvCosts += (monitors + mounting + deployment) * atStart(year) + moves * atEnd(year);
    pvMinutePerDay += (equipped * workingDaysPerYear * hourly) / 60 * atEnd(year);
    cash.push({ upfront: monitors + mounting + deployment, netFlow: benefits - moves });
  }
  const npv = pvBenefits - pvCosts;
  const parts: NpvParts = { npv, workedHours: pvWorkedHours, oneHour: pvOneHour, monitors: pvMonitors, atWages: pvAtWages, gainApplies: applies, connectivityCounts: connectivityCounts === 1 };
  return { parts, v, pricePerMonitor, years, riskYears, atStart, atEnd, pvBenefits, pvCosts, pvMinutePerDay, workingDaysPerYear, npv, months: paybackMonths(cash) };
}

function computeCase(input: ProductivityModelInput, values: ProductivityValues): { result: ProductivityCase; parts: NpvParts } {
  const { parts, v, pricePerMonitor, years, riskYears, atStart, atEnd, pvBenefits, pvCosts, pvMinutePerDay, workingDaysPerYear, npv, months } = caseCore(input, values, true);
  const pvRisk = riskYears
    .map((r): RiskLines => ({
      productivity: discounted(r.productivity, atEnd(r.year)),
      connectivity: discounted(r.connectivity, atEnd(r.year)),
      retention: discounted(r.retention, atEnd(r.year)),
      deployment: discounted(r.deployment, atStart(r.year)),
    }))
    .reduce((total, r) => ({
      productivity: addLines(total.productivity, r.productivity),
      connectivity: addLines(total.connectivity, r.connectivity),
      retention: addLines(total.retention, r.retention),
      deployment: addLines(total.deployment, r.deployment),
    }));

  const result: ProductivityCase = {
    hoursPerEmployeeYear: hoursPerEmployeeYear(v, parts.connectivityCounts),
    pricePerMonitor,
    years,
    pv: { benefits: pvBenefits, costs: pvCosts, npv },
    // PV costs of 0 (a 100 % discount with the IT hours overridden to 0) leave ROI undefined: the
    // non-finite figure makes the API answer 400 "out of range" (frame/response.ts), never NaN.
    roi: npv / pvCosts,
    paybackMonths: months,
    paybackLabel: paybackSaid(months),
    risk: { years: riskYears, pv: pvRisk },
    breakEven: { minutesPerDay: pvCosts / pvMinutePerDay, workingDaysPerYear },
  };
  return { result, parts };
}
