/**
 * The energy cost and CO2 model: pure functions, no I/O. Per monitor and year, with on-hours
 * h = hours a day × days a year:
 *   standard:     kWh = (P_on × h + P_sleep × (8760 − h)) / 1000   (asleep outside working hours)
 *   conservative: kWh = (P_on × h + P_off   × (8760 − h)) / 1000   (switched off outside them)
 * A row is a monitor × its quantity; a column sums its rows; the combined panel sums the
 * columns, and each column is compared with the first. Cost, CO2 and heat follow from kWh.
 */

/** Hours in the model's year: 365 days × 24 hours (issue #6's formula). */
export const HOURS_PER_YEAR = 8760;
/** Watt-hours in a kilowatt-hour (SI). */
export const WATT_HOURS_PER_KWH = 1000;
/** The fixed CO2 factor in kilograms per kWh (the product specification's constant). */
export const CO2_KG_PER_KWH = 0.7442;
/** The same factor in pounds per kWh (the specification's constant; 0.7442 kg × 2.20462 lb/kg). */
export const CO2_LB_PER_KWH = 1.6407;
/** Pounds per kilogram (the specification's unit conversion), for grid factors in imperial units. */
export const LB_PER_KG = 2.20462;
/** Grams per kilogram (SI), for grid factors published in g CO2e per kWh. */
export const GRAMS_PER_KG = 1000;
/** British thermal units per kWh (the specification's conversion): the heat a room must shed. */
export const BTU_PER_KWH = 3412.14;
/**
 * ENERGY STAR Displays typical energy consumption, kWh a year = 8.76 × (0.35 × P_on + 0.65 × P_sleep):
 * 8.76 is 8760 hours a year / 1000 W per kW; a display is assumed on 35 % and asleep 65 % of the time.
 */
export const TEC_KWH_PER_WATT_YEAR = 8.76;
export const TEC_ON_SHARE = 0.35;
export const TEC_SLEEP_SHARE = 0.65;

export type EnergyMode = "standard" | "conservative";
export type UnitSystem = "metric" | "imperial";
/** The fixed factor, or a country's grid intensity in grams of CO2e per kWh. */
export type Co2Factor = { kind: "fixed" } | { kind: "grid"; gramsPerKwh: number };

export type MonitorPower = { onWatts: number; sleepWatts: number; offWatts: number };
export type EnergyRowInput = { power: MonitorPower; quantity: number };

export type EnergyModelInput = {
  /** One to three columns, each a list of rows. */
  columns: ReadonlyArray<ReadonlyArray<EnergyRowInput>>;
  hoursPerDay: number;
  daysPerYear: number;
  mode: EnergyMode;
  /** In the visitor's currency. */
  costPerKwh: number;
  units: UnitSystem;
  co2Factor: Co2Factor;
  /** Figures the visitor overrides (`a.<key>`): each replaces what the inputs and constants above give. */
  overrides?: Partial<ModelConstants>;
};

/** The model's figures that are not inputs: hours, the CO2 and heat factors and ENERGY STAR's TEC formula. */
export type ModelConstants = {
  onHoursPerYear: number;
  offHoursPerYear: number;
  co2PerKwh: number;
  btuPerKwh: number;
  tecKwhPerWattYear: number;
  tecOnShare: number;
  tecSleepShare: number;
};

/** kWh, cost (visitor's currency), CO2 (kg when metric, lb when imperial) and heat (BTU). */
export type Figures = { kwh: number; cost: number; co2: number; heatBtu: number };
export type Period = { annual: Figures; hourly: Figures };

export type RowResult = Period & {
  /** One monitor's kWh a year in the chosen mode. */
  kwhPerMonitorYear: number;
  /** One monitor's ENERGY STAR typical energy consumption, kWh a year (a reference figure). */
  typicalKwhPerMonitorYear: number;
};

export type ColumnResult = Period & {
  rows: RowResult[];
  quantity: number;
  /** This column minus the first: negative means this choice uses less. Null for the first. */
  differenceFromFirst: Period | null;
};

export type EnergyResult = {
  onHoursPerYear: number;
  offHoursPerYear: number;
  /** kg per kWh (metric) or lb per kWh (imperial). */
  co2PerKwh: number;
  columns: ColumnResult[];
  combined: Period & { quantity: number };
};

/** Hours a monitor is on in a year. */
export function onHoursPerYear(hoursPerDay: number, daysPerYear: number): number {
  return hoursPerDay * daysPerYear;
}

/**
 * Hours a monitor is asleep or off. A leap year of 366 days × 24 hours has more on-hours than
 * the model's 8760-hour year; then there are no off-hours rather than a negative count.
 */
export function offHoursPerYear(onHours: number): number {
  return Math.max(0, HOURS_PER_YEAR - onHours);
}

export function kwhPerMonitorYear(power: MonitorPower, onHours: number, mode: EnergyMode, offHours = offHoursPerYear(onHours)): number {
  const restWatts = mode === "standard" ? power.sleepWatts : power.offWatts;
  return (power.onWatts * onHours + restWatts * offHours) / WATT_HOURS_PER_KWH;
}

/** kWh per hour of on-time: only the on-power counts. */
export function kwhPerMonitorHour(power: MonitorPower): number {
  return power.onWatts / WATT_HOURS_PER_KWH;
}

const TEC = { tecKwhPerWattYear: TEC_KWH_PER_WATT_YEAR, tecOnShare: TEC_ON_SHARE, tecSleepShare: TEC_SLEEP_SHARE };

export function typicalEnergyConsumption(power: MonitorPower, tec: Pick<ModelConstants, "tecKwhPerWattYear" | "tecOnShare" | "tecSleepShare"> = TEC): number {
  return tec.tecKwhPerWattYear * (tec.tecOnShare * power.onWatts + tec.tecSleepShare * power.sleepWatts);
}

/** CO2 per kWh in the unit system's mass unit. */
export function co2PerKwh(units: UnitSystem, factor: Co2Factor): number {
  if (factor.kind === "fixed") return units === "metric" ? CO2_KG_PER_KWH : CO2_LB_PER_KWH;
  const kilograms = factor.gramsPerKwh / GRAMS_PER_KG;
  return units === "metric" ? kilograms : kilograms * LB_PER_KG;
}

export function figuresFor(kwh: number, costPerKwh: number, co2PerKwhValue: number, btuPerKwh = BTU_PER_KWH): Figures {
  return { kwh, cost: kwh * costPerKwh, co2: kwh * co2PerKwhValue, heatBtu: kwh * btuPerKwh };
}

const zero: Figures = { kwh: 0, cost: 0, co2: 0, heatBtu: 0 };

function add(first: Figures, second: Figures): Figures {
  return { kwh: first.kwh + second.kwh, cost: first.cost + second.cost, co2: first.co2 + second.co2, heatBtu: first.heatBtu + second.heatBtu };
}

function subtract(first: Figures, second: Figures): Figures {
  return { kwh: first.kwh - second.kwh, cost: first.cost - second.cost, co2: first.co2 - second.co2, heatBtu: first.heatBtu - second.heatBtu };
}

function sum(periods: readonly Period[]): Period {
  return periods.reduce<Period>((total, period) => ({ annual: add(total.annual, period.annual), hourly: add(total.hourly, period.hourly) }), {
    annual: zero,
    hourly: zero,
  });
}

/** Inputs come validated; a non-finite one is a programming error, never a NaN on the page. */
function assertFinite(input: EnergyModelInput): void {
  const numbers = [input.hoursPerDay, input.daysPerYear, input.costPerKwh, input.co2Factor.kind === "grid" ? input.co2Factor.gramsPerKwh : 0];
  for (const value of Object.values(input.overrides ?? {})) if (value !== undefined) numbers.push(value);
  for (const row of input.columns.flat()) numbers.push(row.quantity, row.power.onWatts, row.power.sleepWatts, row.power.offWatts);
  if (!numbers.every(Number.isFinite)) throw new RangeError("The energy model needs finite numbers");
}

export function computeEnergy(input: EnergyModelInput): EnergyResult {
  assertFinite(input);
  const overrides = input.overrides ?? {};
  const onHours = overrides.onHoursPerYear ?? onHoursPerYear(input.hoursPerDay, input.daysPerYear);
  const offHours = overrides.offHoursPerYear ?? offHoursPerYear(onHours);
  const co2 = overrides.co2PerKwh ?? co2PerKwh(input.units, input.co2Factor);
  const btu = overrides.btuPerKwh ?? BTU_PER_KWH;
  const tec = {
    tecKwhPerWattYear: overrides.tecKwhPerWattYear ?? TEC.tecKwhPerWattYear,
    tecOnShare: overrides.tecOnShare ?? TEC.tecOnShare,
    tecSleepShare: overrides.tecSleepShare ?? TEC.tecSleepShare,
  };
  const columns = input.columns.map((rows) => {
    const rowResults = rows.map((row): RowResult => {
      const perMonitorYear = kwhPerMonitorYear(row.power, onHours, input.mode, offHours);
      return {
        kwhPerMonitorYear: perMonitorYear,
        typicalKwhPerMonitorYear: typicalEnergyConsumption(row.power, tec),
        annual: figuresFor(perMonitorYear * row.quantity, input.costPerKwh, co2, btu),
        hourly: figuresFor(kwhPerMonitorHour(row.power) * row.quantity, input.costPerKwh, co2, btu),
      };
    });
    return { rows: rowResults, quantity: rows.reduce((total, row) => total + row.quantity, 0), ...sum(rowResults) };
  });
  const first = columns[0];
  return {
    onHoursPerYear: onHours,
    offHoursPerYear: offHours,
    co2PerKwh: co2,
    columns: columns.map((column, index) =>
      Object.assign({}, column, {
        differenceFromFirst: index === 0 || !first ? null : { annual: subtract(column.annual, first.annual), hourly: subtract(column.hourly, first.hourly) },
      }),
    ),
    combined: Object.assign({}, sum(columns), { quantity: columns.reduce((total, column) => total + column.quantity, 0) }),
  };
}
