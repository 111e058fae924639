/**
 * The meeting-room ROI calculator (API `meeting-roi`, page /ecosystem-roi-calculator) in the
 * frame: its inputs (the API's field names are the contract), every constant as an
 * overridable assumption with its source, and the model.
 */
import { z } from "zod";
import type { AssumptionSpec, CalculatorDefinition, FieldSpec } from "~/features/calculators/frame/definition";
import { choice, numberInput, numberWithDefault, slugInput } from "~/features/calculators/frame/fields";
import { moneyCurrencyField, moneyCurrencyInput, toUsd, type MoneyCurrency } from "~/features/calculators/shared/money-input";
import { DISCOUNT_RATE } from "~/features/calculators/shared/wage-model";
import { DEFAULT_ROI_COUNTRY, roiCountries, roiCountryCodes, type RoiCountry, type RoiCurrency } from "./countries";
import {
  AVAILABILITY_FACTOR,
  BENEFITS_MULTIPLIER,
  caseRates,
  caseTable,
  CO2_TONNES_PER_CAR_YEAR,
  CO2_TONNES_PER_TRIP,
  computeMeetingRoi,
  conferencingCostUsd,
  EMPLOYEES_PER_ROOM,
  HOURS_PER_YEAR,
  INSTALLATION_ESTIMATE_USD,
  maintenanceEstimateUsd,
  REFERENCE_PRICE_55_INCH_USD,
  REFERENCE_PRICE_86_INCH_USD,
  referencePriceUsd,
  ROOM_COMPUTER_ESTIMATE_USD,
  roomSizes,
  roomTable,
  type ConferencingService,
  type MeetingRoiResult,
  type MeetingRoiValues,
  type Technology,
} from "./model";

export const MAX_EMPLOYEES = 10_000_000;
export const MAX_ROWS = 20;
export const MAX_QUANTITY = 10_000;
export const MAX_PRICE_USD = 1_000_000;
/** The average business trip's cost when none is entered (product specification), in US dollars. */
export const TRIP_COST_USD = 1100;

/** An empty cell is an absent one (the form sends every cell, filled or not). */
const cell = (text: string | undefined) => (text === undefined || text.trim() === "" ? undefined : text.trim());

/** One `rooms` value: `<small|medium|large>:<display slug>:<quantity>:<price>`, the quantity (1) and price optional (in `moneyCurrency`). */
export const roomRowSchema = z
  .string({ error: "meetingRoi.error.roomFormat" })
  .max(200, "meetingRoi.error.roomFormat")
  .refine((text) => text.split(":").length === 4, "meetingRoi.error.roomFormat")
  .transform((text) => {
    const [size, display, quantity, price] = text.split(":");
    // An empty display is absent: the pipe's own schema then says it is missing.
    return { size: cell(size), display: cell(display), quantity: cell(quantity), price: cell(price) } as { size?: string; display: string; quantity?: string; price?: string };
  })
  .pipe(
    z.object({
      size: choice(roomSizes, "small"),
      display: z.string({ error: "meetingRoi.error.display" }).pipe(slugInput),
      // An empty count is one room: the input page's default row then computes (issue 47).
      quantity: numberWithDefault(1, MAX_QUANTITY, 1, { integer: true }),
      price: numberInput(1, MAX_PRICE_USD).optional(),
    }),
  );

export const meetingRoiInputSchema = z.object({
  country: choice(roiCountryCodes, DEFAULT_ROI_COUNTRY),
  // Left empty: the rooms entered × employeesPerRoom (model.employeesUsedOf; issue 47).
  numberOfEmployees: numberInput(1, MAX_EMPLOYEES, { integer: true }).optional(),
  frequentTravelPercentage: numberWithDefault(0, 100, 50),
  // No default revenue is invented: without one the transformation benefit is 0.
  annualRevenue: numberWithDefault(0, 1e13, 0),
  // Absent is the specification's USD figure (TRIP_COST_USD), whatever currency the amounts are in.
  averageBusinessTripCost: numberInput(0, 1_000_000).optional(),
  averageSalary: numberInput(1, 100_000_000).optional(),
  roiCaseRate: choice(caseRates, "base"),
  upgradingFromTechnology: choice(["1", "2", "3", "4"], "4").transform((value) => Number(value) as Technology),
  videoConferencingService: choice(["0", "1", "2"], "0").transform((value) => Number(value) as ConferencingService),
  rooms: z.array(roomRowSchema, { error: "meetingRoi.error.rooms" }).min(1, "meetingRoi.error.rooms").max(MAX_ROWS, "meetingRoi.error.tooManyRooms"),
  moneyCurrency: moneyCurrencyInput,
});
export type MeetingRoiInputs = z.infer<typeof meetingRoiInputSchema>;

/** A catalogue interactive display: its title, size and list price (often unknown). */
export type RoiDisplay = { slug: string; title: string; sizeInches: number | null; listPriceUsd: number | null };

/** The country's rate: live from the service, else the country table's seed rate; USD needs none. */
export type RoiRate = { ratePerUsd: number; source: "live" | "seed" | "none"; date: string | null };

/** What the server knows for the inputs: the country's rate and the displays the rows name. */
export type MeetingRoiContext = { country: RoiCountry; rate: RoiRate; displays: Readonly<Record<string, RoiDisplay>> };

const fields: FieldSpec[] = [
  {
    name: "country",
    kind: "select",
    label: "calculator.input.country",
    // Sorted by name in the visitor's language (product specification).
    sorted: true,
    options: roiCountryCodes.map((code) => ({ value: code, label: { region: code } })),
  },
  { name: "numberOfEmployees", kind: "number", label: "meetingRoi.input.employees", hint: "meetingRoi.input.employeesHint", min: 1, max: MAX_EMPLOYEES, step: 1 },
  { name: "frequentTravelPercentage", kind: "number", label: "meetingRoi.input.travel", hint: "meetingRoi.input.travelHint", min: 0, max: 100, step: "any" },
  moneyCurrencyField,
  { name: "annualRevenue", kind: "number", label: "meetingRoi.input.revenue", hint: "meetingRoi.input.revenueHint", min: 0, max: 1e13, step: "any", money: "chosen" },
  { name: "averageBusinessTripCost", kind: "number", label: "meetingRoi.input.tripCost", hint: "meetingRoi.input.tripCostHint", min: 0, max: 1_000_000, step: "any", money: "chosen" },
  { name: "averageSalary", kind: "number", label: "meetingRoi.input.salary", hint: "meetingRoi.input.salaryHint", min: 1, max: 100_000_000, step: "any", money: "chosen" },
  {
    name: "roiCaseRate",
    kind: "select",
    label: "meetingRoi.input.case",
    hint: "meetingRoi.input.caseHint",
    options: caseRates.map((rate) => ({ value: rate, label: { key: `meetingRoi.case.${rate}` } })),
  },
  {
    name: "upgradingFromTechnology",
    kind: "select",
    label: "meetingRoi.input.technology",
    options: (["1", "2", "3", "4"] as const).map((value) => ({ value, label: { key: `meetingRoi.technology.${value}` } })),
  },
  {
    name: "videoConferencingService",
    kind: "select",
    label: "meetingRoi.input.conferencing",
    options: (["0", "1", "2"] as const).map((value) => ({ value, label: { key: `meetingRoi.conferencing.${value}` } })),
  },
  {
    name: "rooms",
    kind: "rows",
    label: "meetingRoi.input.rooms",
    hint: "meetingRoi.input.roomsHint",
    maxRows: MAX_ROWS,
    addLabel: "meetingRoi.input.addRoom",
    removeLabel: "meetingRoi.input.removeRoom",
    columns: [
      { key: "size", kind: "select", label: "meetingRoi.input.roomSize", options: roomSizes.map((size) => ({ value: size, label: { key: `meetingRoi.room.${size}` } })) },
      { key: "display", kind: "monitor", label: "meetingRoi.input.display" },
      { key: "quantity", kind: "number", label: "meetingRoi.input.quantity", min: 1, max: MAX_QUANTITY },
      { key: "price", kind: "number", label: "meetingRoi.input.price", hint: "meetingRoi.input.priceHint", min: 1, max: MAX_PRICE_USD, money: "chosen" },
    ],
  },
];

const SPEC = { key: "meetingRoi.source.spec" } as const;

function rateSource(rate: RoiRate): AssumptionSpec["source"] {
  if (rate.source === "none") return { key: "calculator.source.rateNone" };
  if (rate.source === "live") return { key: "calculator.source.rateLive", values: { date: rate.date ?? "—" } };
  return { key: "meetingRoi.source.seedRate" };
}

export function meetingRoiAssumptions(inputs: MeetingRoiInputs, context: MeetingRoiContext): AssumptionSpec[] {
  const rates = caseTable[inputs.roiCaseRate];
  const caseSource = { key: `meetingRoi.source.case.${inputs.roiCaseRate}` } as const;
  const currency = roiCountries[context.country].currency;
  return [
    { key: "usdRate", label: "calculator.assumption.usdRate", value: context.rate.ratePerUsd, unit: `${currency}/USD`, min: 0, minExclusive: true, max: 1_000_000, source: rateSource(context.rate) },
    { key: "caseHours", label: "meetingRoi.assumption.caseHours", value: rates.hours, unit: "h/room/year", min: 0, max: 8760, source: caseSource },
    { key: "caseMinMult", label: "meetingRoi.assumption.caseMinMult", value: rates.minMult, unit: "×", min: 0, max: 100, source: caseSource },
    { key: "caseUtil", label: "meetingRoi.assumption.caseUtil", value: rates.util, unit: "%", min: 0, max: 100, source: caseSource },
    { key: "caseTrips", label: "meetingRoi.assumption.caseTrips", value: rates.co2, unit: "trips/room/year", min: 0, max: 10_000, source: caseSource },
    { key: "caseMult", label: "meetingRoi.assumption.caseMult", value: rates.mult, unit: "%", min: 0, max: 100, source: caseSource },
    { key: "availability", label: "meetingRoi.assumption.availability", value: AVAILABILITY_FACTOR, unit: "ratio", min: 0, max: 1, source: SPEC },
    { key: "hoursPerYear", label: "calculator.assumption.hoursPerYear", value: HOURS_PER_YEAR, unit: "h", min: 1, max: 8760, source: SPEC },
    { key: "benefitsMultiplier", label: "calculator.assumption.benefitsMultiplier", value: BENEFITS_MULTIPLIER, unit: "×", min: 1, max: 5, source: SPEC },
    { key: "roomCostSmall", label: "meetingRoi.assumption.roomCostSmall", value: roomTable.small.costPerYearUsd, unit: "USD/room/year", min: 0, max: 1_000_000, source: SPEC },
    { key: "roomCostMedium", label: "meetingRoi.assumption.roomCostMedium", value: roomTable.medium.costPerYearUsd, unit: "USD/room/year", min: 0, max: 1_000_000, source: SPEC },
    { key: "roomCostLarge", label: "meetingRoi.assumption.roomCostLarge", value: roomTable.large.costPerYearUsd, unit: "USD/room/year", min: 0, max: 1_000_000, source: SPEC },
    {
      key: "employeesPerRoom",
      label: "meetingRoi.assumption.employeesPerRoom",
      value: EMPLOYEES_PER_ROOM,
      unit: "employees/room",
      min: 1,
      max: 10_000,
      source: { key: "meetingRoi.source.employeesPerRoom" },
    },
    {
      key: "installationPerRoom",
      label: "meetingRoi.assumption.installationPerRoom",
      value: INSTALLATION_ESTIMATE_USD,
      unit: "USD/room",
      min: 0,
      max: 1_000_000,
      source: { key: "meetingRoi.source.installation" },
    },
    {
      key: "roomComputerPerRoom",
      label: "meetingRoi.assumption.roomComputerPerRoom",
      // Teams Rooms and Zoom Rooms run on a certified room computer; "other" assumes none.
      value: inputs.videoConferencingService === 0 ? 0 : ROOM_COMPUTER_ESTIMATE_USD,
      unit: "USD/room",
      min: 0,
      max: 1_000_000,
      source: { key: inputs.videoConferencingService === 0 ? "meetingRoi.source.roomComputerOther" : "meetingRoi.source.roomComputer" },
    },
    {
      key: "conferencingPerRoom",
      label: "meetingRoi.assumption.conferencingPerRoom",
      value: conferencingCostUsd[inputs.videoConferencingService],
      unit: "USD/room/year",
      min: 0,
      max: 1_000_000,
      source: { key: `meetingRoi.source.conferencing.${inputs.videoConferencingService}` },
    },
    {
      key: "maintenancePerRoom",
      label: "meetingRoi.assumption.maintenancePerRoom",
      value: maintenanceEstimateUsd[inputs.upgradingFromTechnology],
      unit: "USD/room/year",
      min: 0,
      max: 1_000_000,
      source: { key: `meetingRoi.source.maintenance.${inputs.upgradingFromTechnology}` },
    },
    { key: "discountRate", label: "calculator.assumption.discountRate", value: DISCOUNT_RATE, unit: "1/year", min: 0, max: 1, source: { key: "meetingRoi.source.discountRate" } },
    { key: "co2PerTrip", label: "meetingRoi.assumption.co2PerTrip", value: CO2_TONNES_PER_TRIP, unit: "t/trip", min: 0, max: 1000, source: { key: "meetingRoi.source.co2PerTrip" } },
    { key: "co2PerCarYear", label: "meetingRoi.assumption.co2PerCarYear", value: CO2_TONNES_PER_CAR_YEAR, unit: "t/car/year", min: 0.01, max: 1000, source: { key: "meetingRoi.source.epaCar" } },
    { key: "referencePrice55", label: "meetingRoi.assumption.referencePrice55", value: REFERENCE_PRICE_55_INCH_USD, unit: "USD/display", min: 0, max: MAX_PRICE_USD, source: { key: "meetingRoi.source.referencePrice" } },
    { key: "referencePrice86", label: "meetingRoi.assumption.referencePrice86", value: REFERENCE_PRICE_86_INCH_USD, unit: "USD/display", min: 0, max: MAX_PRICE_USD, source: { key: "meetingRoi.source.referencePrice" } },
  ];
}

export type MeetingRoiAnswer = Omit<MeetingRoiResult, "rooms"> & {
  rooms: (MeetingRoiResult["rooms"][number] & { displayTitle: string })[];
  currency: RoiCurrency;
  /** The salary used (USD): the one entered, else the country's. */
  salaryUsd: number;
};

/**
 * The catalogue display a row names. Own keys only: a slug such as `constructor` or `toString`
 * must not find Object's inherited members and pass as a display (issue 30).
 */
export function displayOf(displays: MeetingRoiContext["displays"], slug: string): RoiDisplay | undefined {
  return Object.hasOwn(displays, slug) ? displays[slug] : undefined;
}

/** The cited reference prices a row without a price of its own takes (the assumptions as applied). */
export type ReferencePrices = { inch55: number; inch86: number };
const citedReferencePrices: ReferencePrices = { inch55: REFERENCE_PRICE_55_INCH_USD, inch86: REFERENCE_PRICE_86_INCH_USD };

/**
 * A row's price in US dollars: the one entered (in `moneyCurrency`, at `usdRate` units per USD),
 * else the catalogue's list price, a USD fact, else the cited launch price of the nearer size
 * (`referencePrice55`/`referencePrice86`): a default row always computes (issue 47).
 */
export function rowPriceUsd(
  row: MeetingRoiInputs["rooms"][number],
  context: MeetingRoiContext,
  money: { moneyCurrency: MoneyCurrency; usdRate: number } = { moneyCurrency: "USD", usdRate: 1 },
  reference: ReferencePrices = citedReferencePrices,
): number {
  if (row.price !== undefined) return toUsd(row.price, money.moneyCurrency, money.usdRate);
  const display = displayOf(context.displays, row.display);
  return display?.listPriceUsd ?? referencePriceUsd(display?.sizeInches ?? null, reference);
}

/** The country's currency as the query names it (the frame's `localCurrency`). */
export function meetingRoiLocalCurrency(raw: Readonly<Record<string, string | string[]>>): string {
  const country = meetingRoiInputSchema.shape.country.safeParse(raw.country);
  return roiCountries[country.success ? country.data : DEFAULT_ROI_COUNTRY].currency;
}

export const meetingRoiDefinition: CalculatorDefinition<MeetingRoiInputs, MeetingRoiContext, MeetingRoiAnswer> = {
  name: "meeting-roi",
  inputSchema: meetingRoiInputSchema,
  // The country's rate and the rooms' displays (context.server.ts).
  contextKey: (inputs) => JSON.stringify([inputs.country, [...new Set(inputs.rooms.map((row) => row.display))].sort()]),
  fields,
  assumptions: meetingRoiAssumptions,
  compute(inputs, values, context) {
    const country = roiCountries[inputs.country];
    // Amounts typed in the country's currency convert at the rate in use (an overridden one included).
    const money = { moneyCurrency: inputs.moneyCurrency, usdRate: values.usdRate! };
    const usd = (amount: number) => toUsd(amount, money.moneyCurrency, money.usdRate);
    const reference = { inch55: values.referencePrice55!, inch86: values.referencePrice86! };
    const salaryUsd = inputs.averageSalary === undefined ? country.salaryUsd : usd(inputs.averageSalary);
    const result = computeMeetingRoi(
      {
        rooms: inputs.rooms.map((row) => ({ size: row.size, display: row.display, quantity: row.quantity, priceUsd: rowPriceUsd(row, context, money, reference) })),
        numberOfEmployees: inputs.numberOfEmployees ?? null,
        frequentTravelPercentage: inputs.frequentTravelPercentage,
        annualRevenueUsd: usd(inputs.annualRevenue),
        tripCostUsd: inputs.averageBusinessTripCost === undefined ? TRIP_COST_USD : usd(inputs.averageBusinessTripCost),
        salaryUsd,
      },
      values as MeetingRoiValues,
    );
    return Object.assign({}, result, {
      rooms: result.rooms.map((row) => Object.assign({}, row, { displayTitle: displayOf(context.displays, row.display)?.title ?? row.display })),
      currency: {
        code: country.currency,
        symbol: country.symbol,
        symbolBefore: country.symbolBefore,
        rate: values.usdRate!,
        live: context.rate.source === "live" && values.usdRate === context.rate.ratePerUsd,
      },
      salaryUsd,
    });
  },
  localCurrency: meetingRoiLocalCurrency,
};
