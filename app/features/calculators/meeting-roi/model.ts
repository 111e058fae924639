/**
 * The meeting-room ROI model (issue 13, "Ecosystem ROI"; docs/models/meeting-roi.md). Pure: every
 * constant comes in `values` (the assumptions as applied), every amount is computed in US dollars
 * and converted once at the end with the country's rate, so the API and the page agree.
 */
import type { Said } from "~/features/calculators/frame/definition";

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

/** Product specification: conferencing service per room a year (USD). */
export const conferencingCostUsd: Readonly<Record<ConferencingService, number>> = { 0: 0, 1: 180, 2: 588 };

/**
 * Yearly upkeep (USD per room) of the technology a display replaces. The specification does not
 * give these figures; they are this project's clearly-labelled estimates (docs/models/meeting-roi.md
 * shows the working), each overridable: dry-erase boards — markers, erasers and cleaner, about
 * 2 USD a working week; projectors — about one replacement lamp (≈ 250 USD) a year in a busy
 * room plus filter cleaning; non-touch displays — no consumables, a little support time; a mix —
 * the mean of the three.
 */
export const maintenanceEstimateUsd: Readonly<Record<Technology, number>> = { 1: 100, 2: 300, 3: 50, 4: 150 };

export const AVAILABILITY_FACTOR = 0.959446773;
export const CO2_TONNES_PER_TRIP = 2.5;
/** Hours worked a year and the benefits multiplier of the loaded wage W = salary / 2080 × 1.35. */
export const HOURS_PER_YEAR = 2080;
export const BENEFITS_MULTIPLIER = 1.35;
/** US EPA, "Greenhouse Gas Emissions from a Typical Passenger Vehicle": about 4.6 t CO2 a year. */
export const CO2_TONNES_PER_CAR_YEAR = 4.6;
export const YEARS = 3;

/** One row of meeting spaces: a room size, a display and how many rooms get one, with its price. */
export type RoomRow = { size: RoomSize; display: string; quantity: number; priceUsd: number };

export type MeetingRoiInput = {
  rooms: readonly RoomRow[];
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
  conferencingPerRoom: number;
  maintenancePerRoom: number;
  co2PerTrip: number;
  co2PerCarYear: number;
  usdRate: number;
};

export type MeetingRoiResult = {
  /** Each row with its rooms' yearly cost and its displays' cost, in the country's currency. */
  rooms: { size: RoomSize; display: string; quantity: number; price: number; displayCost: number; roomCostPerYear: number }[];
  yearly: { min: number; util: number; travel: number; xform: number; benefits: number; recurringCosts: number };
  trips: number;
  co2TonnesYear: number;
  /** Cars taken off the road for a year, at the EPA's 4.6 t a car. */
  carsOffRoadYear: number;
  displayCost: number;
  threeYear: { benefits: number; costs: number; net: number; min: number; util: number; travel: number; xform: number; co2Tonnes: number };
  /** net / costs over three years; null when the three years cost nothing (savings exceed every cost). */
  roi: number | null;
  /** Display cost / (yearly benefits − yearly recurring costs); null when that never pays back. */
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
  return { key: "meetingRoi.payback.years", values: { years: Math.round(years * 10) / 10 } };
}

export function computeMeetingRoi(input: MeetingRoiInput, values: MeetingRoiValues): MeetingRoiResult {
  const a = values.availability;
  const rate = values.usdRate;
  const local = (usd: number) => usd * rate;
  // R: rooms equipped, one display each.
  const r = input.rooms.reduce((total, row) => total + row.quantity, 0);
  const wage = (input.salaryUsd / values.hoursPerYear) * values.benefitsMultiplier;
  const min = r * values.caseHours * values.caseMinMult * wage * a;
  const roomCosts = input.rooms.reduce((total, row) => total + row.quantity * roomCostOf(row.size, values), 0);
  const util = ((roomCosts * values.caseUtil) / 100) * a;
  const trips = (r * values.caseTrips * input.frequentTravelPercentage) / 50;
  const travel = trips * input.tripCostUsd * a;
  const xform = ((input.annualRevenueUsd * values.caseMult) / 100) * a;
  const benefits = min + util + travel + xform;
  // The conferencing service is paid per room; the upkeep of what the display replaces is saved.
  const recurringCosts = r * (values.conferencingPerRoom - values.maintenancePerRoom);
  const displayCost = input.rooms.reduce((total, row) => total + row.quantity * row.priceUsd, 0);
  const costs = displayCost + YEARS * recurringCosts;
  const net = YEARS * benefits - costs;
  const yearlyGain = benefits - recurringCosts;
  const paybackYears = yearlyGain > 0 ? displayCost / yearlyGain : null;
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
    yearly: { min: local(min), util: local(util), travel: local(travel), xform: local(xform), benefits: local(benefits), recurringCosts: local(recurringCosts) },
    trips,
    co2TonnesYear,
    carsOffRoadYear: values.co2PerCarYear > 0 ? co2TonnesYear / values.co2PerCarYear : 0,
    displayCost: local(displayCost),
    threeYear: {
      benefits: local(YEARS * benefits),
      costs: local(costs),
      net: local(net),
      min: local(YEARS * min),
      util: local(YEARS * util),
      travel: local(YEARS * travel),
      xform: local(YEARS * xform),
      co2Tonnes: YEARS * co2TonnesYear,
    },
    roi: costs > 0 ? net / costs : null,
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
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.code,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).formatToParts(amount);
  const sign = parts.filter((part) => part.type === "minusSign" || part.type === "plusSign").map((part) => part.value).join("");
  const digits = parts
    .filter((part) => ["integer", "group", "decimal", "fraction"].includes(part.type))
    .map((part) => part.value)
    .join("");
  return currency.symbolBefore ? `${sign}${currency.symbol}${digits}` : `${sign}${digits}\u00a0${currency.symbol}`;
}
