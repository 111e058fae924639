/**
 * The meeting-room ROI model (issue 13, "Ecosystem ROI"; docs/models/meeting-roi.md). Pure: every
 * constant comes in `values` (the assumptions as applied), every amount is computed in US dollars
 * and converted once at the end with the country's rate, so the API and the page agree.
 */
import type { Said } from "~/features/calculators/frame/definition";
import { formatMoney } from "~/utils/money";

export const roomSizes = ["small", "medium", "large"] as const;
export type RoomSize = (typeof roomSizes)[number];

export const caseRates = ["base", "moderate", "best"] as const;
export type CaseRate = (typeof caseRates)[number];

/** 1 dry-erase boards, 2 projectors, 3 non-touch displays, 4 a mix. */
export const technologies = [1, 2, 3, 4] as const;
export type Technology = (typeof technologies)[number];

/** 0 other, 1 Teams Rooms, 2 Zoom Rooms. */
export const conferencingServices = [0, 1, 2] as const;
export type ConferencingService = (typeof conferencingServices)[number];

/** Product specification, "Meeting-room ROI": the case table. */
export const caseTable: Readonly<Record<CaseRate, { mult: number; hours: number; util: number; co2: number; minMult: number }>> = {
  base: { mult: 0.035, hours: 72.9, util: 1, co2: 5, minMult: 0.8 },
  moderate: { mult: 0.07, hours: 376, util: 2, co2: 24, minMult: 1.21 },
  best: { mult: 0.35, hours: 470, util: 4, co2: 50, minMult: 2 },
};

/** Product specification: square feet and cost per year (USD) of each room size. */
export const roomTable: Readonly<Record<RoomSize, { squareFeet: number; costPerYearUsd: number }>> = {
  small: { squareFeet: 225, costPerYearUsd: 8415 },
  medium: { squareFeet: 300, costPerYearUsd: 11_220 },
  large: { squareFeet: 400, costPerYearUsd: 14_960 },
};

/**
 * Conferencing service per room a year (USD). Teams Rooms: the Pro licence's public price, 40 USD
 * a room a month = 480 USD a year (Redmond Channel Partner 2022; Office 365 for IT Pros 2023, both
 * in the source phrase); the specification's 180 contradicted it (issue 47). Zoom Rooms: the
 * specification's 588.
 */
export const conferencingCostUsd: Readonly<Record<ConferencingService, number>> = { 0: 0, 1: 480, 2: 588 };

/**
 * The launch prices of the maker's 4K interactive displays (TechSpot, "Dell has launched new 86"
 * 4K monitor with touchscreen", 2017: 5,000 USD for the 55-inch, 11,000 USD for the 86-inch).
 * The catalogue holds no price for any interactive display, so a row with no typed price takes
 * the cited price of the nearer size: the page's default row then computes (issue 47).
 */
export const REFERENCE_PRICE_55_INCH_USD = 5000;
export const REFERENCE_PRICE_86_INCH_USD = 11_000;

/** The reference price (of the two cited sizes, the nearer one) for a display of `sizeInches`. */
export function referencePriceUsd(sizeInches: number | null, prices: { inch55: number; inch86: number }): number {
  // An unknown size takes the smaller display's price: the lower, more conservative cost.
  if (sizeInches === null) return prices.inch55;
  return Math.abs(sizeInches - 55) <= Math.abs(sizeInches - 86) ? prices.inch55 : prices.inch86;
}

/**
 * Yearly upkeep (USD per room) of the technology a display replaces. The specification does not
 * give these figures; they are this project's clearly-labelled estimates (docs/models/meeting-roi.md
 * shows the working), each overridable: dry-erase boards — markers, erasers and cleaner, about
 * 2 USD a working week; projectors — about one replacement lamp (≈ 250 USD) a year in a busy
 * room plus filter cleaning; non-touch displays — no consumables, a little support time; a mix —
 * the mean of the three. It is booked as a benefit (`yearly.avoidedUpkeep`), never as a negative cost.
 */
export const maintenanceEstimateUsd: Readonly<Record<Technology, number>> = { 1: 100, 2: 300, 3: 50, 4: 150 };

export const AVAILABILITY_FACTOR = 0.959446773;
/** Maker's figure (meeting-room ROI specification): no public study holding it was found. */
export const CO2_TONNES_PER_TRIP = 2.5;
/** Hours worked a year and the benefits multiplier of the loaded wage W = salary / 2080 × 1.35. */
export const HOURS_PER_YEAR = 2080;
export const BENEFITS_MULTIPLIER = 1.35;
/** US EPA, "Greenhouse Gas Emissions from a Typical Passenger Vehicle": about 4.6 t CO2 a year. */
export const CO2_TONNES_PER_CAR_YEAR = 4.6;
export const YEARS = 3;

/**
 * Employees one equipped meeting room serves. Workplace-planning guidelines range from one
 * meeting room per 10 to one per 20 employees (Empire AI, "How many meeting rooms should you
 * have?", which observed 14.3 employees a room on average); 15 sits in that range. Overridable.
 */
export const EMPLOYEES_PER_ROOM = 15;
/**
 * Installation per room (wall mount, cabling, an installer's half day) and a certified room
 * computer per Teams Rooms / Zoom Rooms room: this project's labelled, overridable estimates — no
 * public list price was found to cite (docs/models/meeting-roi.md).
 */
export const INSTALLATION_ESTIMATE_USD = 500;
export const ROOM_COMPUTER_ESTIMATE_USD = 1500;

/** One row of meeting spaces: a room size, a display and how many rooms get one, with its price. */
export type RoomRow = { size: RoomSize; display: string; quantity: number; priceUsd: number };

/** Money inputs are plain US-dollar numbers: a caller may convert them before the model runs. */
export type MeetingRoiInput = {
  rooms: readonly RoomRow[];
  /** null: not entered; the model then derives it from the rooms (employeesUsedOf). */
  numberOfEmployees: number | null;
  frequentTravelPercentage: number;
  annualRevenueUsd: number;
  tripCostUsd: number;
  salaryUsd: number;
};

/** The constants the model uses, by assumption key (definition.ts lists them with sources). */
export type MeetingRoiValues = {
  caseMult: number;
  caseHours: number;
  caseUtil: number;
  caseTrips: number;
  caseMinMult: number;
  availability: number;
  hoursPerYear: number;
  benefitsMultiplier: number;
  roomCostSmall: number;
  roomCostMedium: number;
  roomCostLarge: number;
  employeesPerRoom: number;
  installationPerRoom: number;
  roomComputerPerRoom: number;
  conferencingPerRoom: number;
  maintenancePerRoom: number;
  discountRate: number;
  co2PerTrip: number;
  co2PerCarYear: number;
  usdRate: number;
};

export type MeetingRoiResult = {
  /** Each row with its rooms' yearly cost and its displays' cost, in the country's currency. */
  rooms: { size: RoomSize; display: string; quantity: number; price: number; displayCost: number; roomCostPerYear: number }[];
  /** Rooms whose benefits count (at most the rooms the staff fill) and the share of the staff they serve (0–1). */
  roomsCounted: number;
  coverage: number;
  /** The employee count the model used, and whether it was derived (none entered). */
  employeesUsed: number;
  employeesDerived: boolean;
  yearly: { min: number; util: number; travel: number; xform: number; avoidedUpkeep: number; benefits: number; recurringCosts: number };
  trips: number;
  co2TonnesYear: number;
  /** Cars taken off the road for a year, at the EPA's 4.6 t a car. */
  carsOffRoadYear: number;
  /** Paid once, at the start: displays, installation, room computers, and their sum. */
  displayCost: number;
  installationCost: number;
  roomComputerCost: number;
  upfrontCost: number;
  threeYear: { benefits: number; costs: number; net: number; min: number; util: number; travel: number; xform: number; avoidedUpkeep: number; co2Tonnes: number };
  /** Present values at discountRate: the upfront costs at t = 0, each year's benefits and running costs at its end. */
  pv: { benefits: number; costs: number; npv: number };
  /** npv / pv.costs; null when the case costs nothing. */
  roi: number | null;
  /** Upfront cost / (yearly benefits − yearly running costs), undiscounted; null when that never pays back. */
  paybackYears: number | null;
  paybackLabel: Said;
};

export function roomCostOf(size: RoomSize, values: Pick<MeetingRoiValues, "roomCostSmall" | "roomCostMedium" | "roomCostLarge">): number {
  return size === "small" ? values.roomCostSmall : size === "medium" ? values.roomCostMedium : values.roomCostLarge;
}

/** "<6 months" under half a year, else the years; "never" when the benefits do not cover the running costs. */
export function paybackLabelOf(years: number | null): Said {
  if (years === null) return { key: "meetingRoi.payback.never" };
  if (years < 0.5) return { key: "meetingRoi.payback.underSixMonths" };
  // Tenths of a year; a payback so long that ten times it overflows has no tenths to round.
  const tenths = years * 10;
  return { key: "meetingRoi.payback.years", values: { years: Number.isFinite(tenths) ? Math.round(tenths) / 10 : years } };
}

/** Σ_{y=1..YEARS} 1 / (1 + rate)^y: what a level amount at each year's end is worth today. */
export function annuityFactor(rate: number, years = YEARS): number {
  let total = 0;
  for (let year = 1; year <= years; year += 1) total += (1 + rate) ** -year;
  return total;
}

/**
 * Rooms beyond those the staff can fill add cost, not benefit: the per-room benefits count at
 * most numberOfEmployees / employeesPerRoom rooms, and the company-wide transformation benefit
 * grows with the share of the staff the rooms serve, up to all of it.
 */
export function roomsServed(rooms: number, employees: number, employeesPerRoom: number): { counted: number; coverage: number } {
  const needed = employees / employeesPerRoom;
  const counted = Math.min(rooms, needed);
  return { counted, coverage: needed > 0 ? counted / needed : 0 };
}

/**
 * The employee count the model uses: the one entered, else the rooms entered × employeesPerRoom
 * (issue 47, "Defaults that work"). The derived count is exactly the staff the rooms serve, so the
 * default case counts every room (coverage 100 %) and invents no company size.
 */
export function employeesUsedOf(entered: number | null, rooms: number, employeesPerRoom: number): { employees: number; derived: boolean } {
  return entered === null ? { employees: rooms * employeesPerRoom, derived: true } : { employees: entered, derived: false };
}

export function computeMeetingRoi(input: MeetingRoiInput, values: MeetingRoiValues): MeetingRoiResult {
  const a = values.availability;
  const rate = values.usdRate;
  const local = (usd: number) => usd * rate;
  // R: rooms equipped, one display each; Rb: the rooms whose benefits count.
  const r = input.rooms.reduce((total, row) => total + row.quantity, 0);
  const employees = employeesUsedOf(input.numberOfEmployees, r, values.employeesPerRoom);
  // Derived, the count fills every room exactly: say so, not a quotient a rounding step short of it.
  const { counted: rb, coverage } = employees.derived ? { counted: r, coverage: r > 0 ? 1 : 0 } : roomsServed(r, employees.employees, values.employeesPerRoom);
  const share = r > 0 ? rb / r : 0;
  const wage = (input.salaryUsd / values.hoursPerYear) * values.benefitsMultiplier;
  const min = rb * values.caseHours * values.caseMinMult * wage * a;
  const roomCosts = input.rooms.reduce((total, row) => total + row.quantity * roomCostOf(row.size, values), 0);
  const util = ((roomCosts * share * values.caseUtil) / 100) * a;
  const trips = (rb * values.caseTrips * input.frequentTravelPercentage) / 50;
  const travel = trips * input.tripCostUsd * a;
  const xform = ((input.annualRevenueUsd * values.caseMult) / 100) * a * coverage;
  // The replaced technology's upkeep is saved in every equipped room, used or not.
  const avoidedUpkeep = r * values.maintenancePerRoom;
  const benefits = min + util + travel + xform + avoidedUpkeep;
  const recurringCosts = r * values.conferencingPerRoom;
  const displayCost = input.rooms.reduce((total, row) => total + row.quantity * row.priceUsd, 0);
  const installationCost = r * values.installationPerRoom;
  const roomComputerCost = r * values.roomComputerPerRoom;
  const upfrontCost = displayCost + installationCost + roomComputerCost;
  const costs = upfrontCost + YEARS * recurringCosts;
  const net = YEARS * benefits - costs;
  const annuity = annuityFactor(values.discountRate);
  const pvBenefits = benefits * annuity;
  const pvCosts = upfrontCost + recurringCosts * annuity;
  const yearlyGain = benefits - recurringCosts;
  // A gain too small to divide by (the quotient overflows) never pays back either.
  const payback = yearlyGain > 0 ? upfrontCost / yearlyGain : Number.POSITIVE_INFINITY;
  const paybackYears = Number.isFinite(payback) ? payback : null;
  const co2TonnesYear = trips * values.co2PerTrip;
  return {
    rooms: input.rooms.map((row) => ({
      size: row.size,
      display: row.display,
      quantity: row.quantity,
      price: local(row.priceUsd),
      displayCost: local(row.quantity * row.priceUsd),
      roomCostPerYear: local(row.quantity * roomCostOf(row.size, values)),
    })),
    roomsCounted: rb,
    coverage,
    employeesUsed: employees.employees,
    employeesDerived: employees.derived,
    yearly: {
      min: local(min),
      util: local(util),
      travel: local(travel),
      xform: local(xform),
      avoidedUpkeep: local(avoidedUpkeep),
      benefits: local(benefits),
      recurringCosts: local(recurringCosts),
    },
    trips,
    co2TonnesYear,
    carsOffRoadYear: values.co2PerCarYear > 0 ? co2TonnesYear / values.co2PerCarYear : 0,
    displayCost: local(displayCost),
    installationCost: local(installationCost),
    roomComputerCost: local(roomComputerCost),
    upfrontCost: local(upfrontCost),
    threeYear: {
      benefits: local(YEARS * benefits),
      costs: local(costs),
      net: local(net),
      min: local(YEARS * min),
      util: local(YEARS * util),
      travel: local(YEARS * travel),
      xform: local(YEARS * xform),
      avoidedUpkeep: local(YEARS * avoidedUpkeep),
      co2Tonnes: YEARS * co2TonnesYear,
    },
    pv: { benefits: local(pvBenefits), costs: local(pvCosts), npv: local(pvBenefits - pvCosts) },
    roi: pvCosts > 0 ? (pvBenefits - pvCosts) / pvCosts : null,
    paybackYears,
    paybackLabel: paybackLabelOf(paybackYears),
  };
}

/**
 * An amount in the country's currency: digits, grouping and sign from Intl in the visitor's
 * language, the symbol and its place from the country table (Sweden's "kr" after the amount).
 */
export function formatRoiMoney(amount: number, currency: { code: string; symbol: string; symbolBefore: boolean }, locale: string, fractionDigits = 0): string {
  if (!Number.isFinite(amount)) return "–";
  return formatMoney(amount, currency.code, locale, { fractionDigits, symbol: { text: currency.symbol, before: currency.symbolBefore } });
}
