import { describe, expect, it } from "vitest";
import { energyCsv, type CsvHeadings } from "./csv";
import { computeEnergy } from "./model";
import type { ResultColumn } from "./results";

const headings: CsvHeadings = {
  option: "Option",
  monitor: "Monitor",
  quantity: "Monitors",
  energy: "Energy (kWh)",
  cost: "Cost (USD)",
  co2: "CO2 (kg)",
  heat: "Heat (BTU)",
  total: "Total",
  allOptions: "All options",
  differenceFromFirst: "Difference from Today",
};

const monitor = (title: string, onWatts: number, sleepWatts: number) => ({
  slug: title.toLowerCase(),
  title,
  vendor: "Dell",
  series: "p",
  sources: [],
  power: { onWatts, sleepWatts, offWatts: 0 },
});

describe("energyCsv", () => {
  it("lists rows, totals, the combined total and the difference from the first option", () => {
    // 1 W on and 1 W asleep all year: (1 × 2000 + 1 × 6760) / 1000 = 8.76 kWh a monitor
    const columns: ResultColumn[] = [
      { name: "Today", rows: [{ monitor: monitor("Old, 24\"", 1, 1), quantity: 2 }] },
      { name: "=Plan", rows: [{ monitor: monitor("New", 1, 0), quantity: 1 }] },
    ];
    const result = computeEnergy({
      columns: columns.map((column) => column.rows.map((row) => ({ power: row.monitor.power, quantity: row.quantity }))),
      hoursPerDay: 8,
      daysPerYear: 250,
      mode: "standard",
      costPerKwh: 0.5,
      units: "metric",
      co2Factor: { kind: "fixed" },
    });
    const csv = energyCsv({ headings, optionNames: ["Today", "=Plan"], columns, result, period: "annual" });
    // Today: 8.76 × 2 = 17.52 kWh; × 0.5 = 8.76; × 0.7442 = 13.038384 kg; × 3412.14 = 59780.6928 BTU
    // Plan: (1 × 2000 + 0 × 6760) / 1000 = 2 kWh; 1.00; 1.4884 kg; 6824.28 BTU
    // Combined 19.52 kWh; difference 2 − 17.52 = −15.52 kWh, −7.76, −11.549984 kg, −52956.4128 BTU
    expect(csv.split("\r\n")).toEqual([
      "Option,Monitor,Monitors,Energy (kWh),Cost (USD),CO2 (kg),Heat (BTU)",
      'Today,"Old, 24""",2,17.52,8.76,13.04,59780.69',
      "Today,Total,2,17.52,8.76,13.04,59780.69",
      "'=Plan,New,1,2.00,1.00,1.49,6824.28",
      "'=Plan,Total,1,2.00,1.00,1.49,6824.28",
      "All options,Total,3,19.52,9.76,14.53,66604.97",
      "'=Plan,Difference from Today,,-15.52,-7.76,-11.55,-52956.41",
    ]);
  });
});
