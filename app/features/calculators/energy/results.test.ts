import { describe, expect, it } from "vitest";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { energyDefinition } from "./definition";
import { energyInputSchema } from "./input-schema";
import { monitorIssues } from "./monitor-check";
import type { ChosenMonitor } from "./monitor-types";
import { co2Setting, resultColumns } from "./results";

const withPower: ChosenMonitor = { slug: "u2724de", title: "Dell UltraSharp U2724DE", vendor: "Dell", series: "ultrasharp", sources: [], power: { onWatts: 18.23, sleepWatts: 1.11, offWatts: 0.22 } };
const withoutPower: ChosenMonitor = { slug: "u2725qe", title: "Dell UltraSharp U2725QE", vendor: "Dell", series: "ultrasharp", sources: [], power: null };

function state(query: string) {
  const result = energyInputSchema.safeParse(parseCalculatorQuery(new URLSearchParams(query), energyDefinition).inputs);
  if (!result.success) throw new Error("invalid test state");
  return result.data;
}

describe("resultColumns", () => {
  it("leaves out rows without a monitor", () => {
    const columns = resultColumns(state("c1m=u2724de&c1q=3&c1m=&c1q=10"), [withPower]);
    expect(columns).toEqual([{ name: "", rows: [{ monitor: withPower, quantity: 3 }] }]);
  });

  it("gives no results when a monitor is unknown or lacks power figures, or an option has none", () => {
    expect(resultColumns(state("c1m=u2725qe"), [withPower, withoutPower])).toBeNull();
    expect(resultColumns(state("c1m=nope"), [withPower])).toBeNull();
    expect(resultColumns(state("layout=double&c1m=u2724de&c2m="), [withPower])).toBeNull();
  });
});

describe("monitorIssues", () => {
  it("says which rows cannot be used and why, and which option has no monitor", () => {
    expect(monitorIssues(state("layout=double&c1m=u2724de&c1m=u2725qe&c1m=nope&c2m="), [withPower, withoutPower])).toEqual([
      { field: "c1-row-2-monitor", message: "energy.error.monitorNoPower" },
      { field: "c1-row-3-monitor", message: "energy.error.monitorUnknown" },
      { field: "c2-row-1-monitor", message: "energy.error.columnEmpty" },
    ]);
  });
});

describe("co2Setting", () => {
  it("uses the country's grid factor where one is known, else says it is missing", () => {
    const germany = { gramsPerKwh: 342.06, year: 2024 };
    expect(co2Setting("fixed", germany)).toEqual({ kind: "fixed" });
    expect(co2Setting("grid", germany)).toEqual({ kind: "grid", gramsPerKwh: 342.06, year: 2024 });
    expect(co2Setting("grid", undefined)).toEqual({ kind: "grid-unavailable" });
  });
});
