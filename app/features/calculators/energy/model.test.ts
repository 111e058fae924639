import { describe, expect, it } from "vitest";
import {
  co2PerKwh,
  computeEnergy,
  kwhPerMonitorHour,
  kwhPerMonitorYear,
  offHoursPerYear,
  onHoursPerYear,
  typicalEnergyConsumption,
  type EnergyModelInput,
  type MonitorPower,
} from "./model";

// ENERGY STAR figures of two Dell models (db/seed-data/energystar/dell-monitors-merged.csv).
const u2724de: MonitorPower = { onWatts: 18.23, sleepWatts: 1.11, offWatts: 0.22 };
const p2425h: MonitorPower = { onWatts: 10.6, sleepWatts: 0.1, offWatts: 0.1 };

const defaults: EnergyModelInput = {
  columns: [[{ power: u2724de, quantity: 10 }]],
  hoursPerDay: 8,
  daysPerYear: 250,
  mode: "standard",
  costPerKwh: 0.15,
  units: "metric",
  co2Factor: { kind: "fixed" },
};

describe("hours", () => {
  it("counts on-hours as hours a day × days a year and the rest of 8760 as off-hours", () => {
    // 8 h × 250 days = 2000 h on; 8760 − 2000 = 6760 h asleep or off.
    expect(onHoursPerYear(8, 250)).toBe(2000);
    expect(offHoursPerYear(2000)).toBe(6760);
  });

  it("never counts negative off-hours in a leap year of round-the-clock use", () => {
    // 24 h × 366 days = 8784 h on, more than 8760: 0 off-hours, not −24.
    expect(onHoursPerYear(24, 366)).toBe(8784);
    expect(offHoursPerYear(8784)).toBe(0);
  });
});

describe("one monitor", () => {
  it("sleeps outside working hours in standard mode", () => {
    // (18.23 W × 2000 h + 1.11 W × 6760 h) / 1000 = (36 460 + 7 503.6) / 1000 = 43.9636 kWh
    expect(kwhPerMonitorYear(u2724de, 2000, "standard")).toBeCloseTo(43.9636, 10);
  });

  it("is switched off outside working hours in conservative mode", () => {
    // (18.23 W × 2000 h + 0.22 W × 6760 h) / 1000 = (36 460 + 1 487.2) / 1000 = 37.9472 kWh
    expect(kwhPerMonitorYear(u2724de, 2000, "conservative")).toBeCloseTo(37.9472, 10);
  });

  it("uses only on-power per hour of on-time", () => {
    // 18.23 W / 1000 = 0.01823 kWh per hour
    expect(kwhPerMonitorHour(u2724de)).toBeCloseTo(0.01823, 12);
  });

  it("gives the ENERGY STAR typical energy consumption as a reference", () => {
    // 8.76 × (0.35 × 18.23 + 0.65 × 1.11) = 8.76 × (6.3805 + 0.7215) = 8.76 × 7.102 = 62.21352 kWh a year
    expect(typicalEnergyConsumption(u2724de)).toBeCloseTo(62.21352, 10);
  });

  it("draws only sleep power when used 0 hours", () => {
    // (18.23 × 0 + 1.11 × 8760) / 1000 = 9.7236 kWh
    expect(kwhPerMonitorYear(u2724de, 0, "standard")).toBeCloseTo(9.7236, 10);
  });
});

describe("CO2 factor", () => {
  it("is 0.7442 kg or 1.6407 lb per kWh when fixed", () => {
    expect(co2PerKwh("metric", { kind: "fixed" })).toBe(0.7442);
    expect(co2PerKwh("imperial", { kind: "fixed" })).toBe(1.6407);
  });

  it("converts a grid factor from grams to kilograms or pounds", () => {
    // A grid factor of 381 g/kWh = 0.381 kg/kWh; 0.381 × 2.20462 = 0.83996022 lb/kWh
    expect(co2PerKwh("metric", { kind: "grid", gramsPerKwh: 381 })).toBeCloseTo(0.381, 12);
    expect(co2PerKwh("imperial", { kind: "grid", gramsPerKwh: 381 })).toBeCloseTo(0.83996022, 10);
  });
});

describe("computeEnergy", () => {
  it("multiplies a row by its quantity and derives cost, CO2 and heat", () => {
    const result = computeEnergy(defaults);
    const row = result.columns[0]!.rows[0]!;
    // 43.9636 kWh × 10 monitors = 439.636 kWh
    expect(row.annual.kwh).toBeCloseTo(439.636, 9);
    // 439.636 kWh × 0.15 = 65.9454 (currency units)
    expect(row.annual.cost).toBeCloseTo(65.9454, 9);
    // 439.636 × 0.7442 = 307.7452 + 19.4319112 (× 0.0442) = 327.1771112 kg
    expect(row.annual.co2).toBeCloseTo(327.1771112, 7);
    // 439.636 × 3412.14 = 1 500 038.032 (× 3412) + 61.54904 (× 0.14) = 1 500 099.58104 BTU
    expect(row.annual.heatBtu).toBeCloseTo(1_500_099.58104, 4);
    expect(row.kwhPerMonitorYear).toBeCloseTo(43.9636, 10);
    expect(row.typicalKwhPerMonitorYear).toBeCloseTo(62.21352, 10);
    // Hourly: 18.23 W × 10 / 1000 = 0.1823 kWh; × 0.15 = 0.027345
    expect(row.hourly.kwh).toBeCloseTo(0.1823, 12);
    expect(row.hourly.cost).toBeCloseTo(0.027345, 12);
    expect(result.onHoursPerYear).toBe(2000);
    expect(result.offHoursPerYear).toBe(6760);
  });

  it("sums rows into columns, columns into the combined panel, and compares with the first", () => {
    const result = computeEnergy({
      ...defaults,
      columns: [
        [
          { power: u2724de, quantity: 10 },
          { power: p2425h, quantity: 5 },
        ],
        [{ power: p2425h, quantity: 10 }],
      ],
    });
    // P2425H, one a year: (10.6 × 2000 + 0.1 × 6760) / 1000 = (21 200 + 676) / 1000 = 21.876 kWh
    // Column 1: 439.636 + 21.876 × 5 (109.38) = 549.016 kWh, 15 monitors
    expect(result.columns[0]!.annual.kwh).toBeCloseTo(549.016, 9);
    expect(result.columns[0]!.quantity).toBe(15);
    expect(result.columns[0]!.differenceFromFirst).toBeNull();
    // Column 2: 21.876 × 10 = 218.76 kWh; difference 218.76 − 549.016 = −330.256 kWh
    expect(result.columns[1]!.annual.kwh).toBeCloseTo(218.76, 9);
    expect(result.columns[1]!.differenceFromFirst!.annual.kwh).toBeCloseTo(-330.256, 9);
    // −330.256 kWh × 0.15 = −49.5384
    expect(result.columns[1]!.differenceFromFirst!.annual.cost).toBeCloseTo(-49.5384, 9);
    // Hourly difference: (10.6 × 10) / 1000 − (18.23 × 10 + 10.6 × 5) / 1000 = 0.106 − 0.2353 = −0.1293 kWh
    expect(result.columns[1]!.differenceFromFirst!.hourly.kwh).toBeCloseTo(-0.1293, 12);
    // Combined: 549.016 + 218.76 = 767.776 kWh, 25 monitors
    expect(result.combined.annual.kwh).toBeCloseTo(767.776, 9);
    expect(result.combined.quantity).toBe(25);
  });

  it("uses off-power in conservative mode and pounds in imperial units", () => {
    const result = computeEnergy({ ...defaults, mode: "conservative", units: "imperial" });
    // 37.9472 kWh × 10 = 379.472 kWh; × 1.6407 lb = 622.5997104 lb
    expect(result.columns[0]!.annual.kwh).toBeCloseTo(379.472, 9);
    expect(result.columns[0]!.annual.co2).toBeCloseTo(622.5997104, 7);
    expect(result.co2PerKwh).toBe(1.6407);
  });

  it("applies a country's grid factor", () => {
    const result = computeEnergy({ ...defaults, co2Factor: { kind: "grid", gramsPerKwh: 56 } });
    // France, 56 g/kWh = 0.056 kg/kWh; 439.636 kWh × 0.056 = 24.619616 kg
    expect(result.columns[0]!.annual.co2).toBeCloseTo(24.619616, 9);
  });

  it("stays finite at the largest inputs the form accepts", () => {
    const result = computeEnergy({
      ...defaults,
      hoursPerDay: 24,
      daysPerYear: 366,
      costPerKwh: 1_000_000,
      columns: [[{ power: { onWatts: 1000, sleepWatts: 100, offWatts: 10 }, quantity: 1_000_000 }]],
    });
    // 1000 W × 8784 h / 1000 = 8784 kWh × 1 000 000 = 8.784e9 kWh; × 1e6 = 8.784e15
    expect(result.combined.annual.kwh).toBeCloseTo(8.784e9, 0);
    expect(result.combined.annual.cost).toBeCloseTo(8.784e15, -3);
    expect(Object.values(result.combined.annual).every(Number.isFinite)).toBe(true);
  });

  it("refuses non-finite inputs instead of returning NaN", () => {
    expect(() => computeEnergy({ ...defaults, costPerKwh: Number.NaN })).toThrow(RangeError);
    expect(() => computeEnergy({ ...defaults, hoursPerDay: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});
