import { describe, expect, it } from "vitest";
import { countries } from "~/utils/countries";
import { gridFactorFor } from "./grid-factors.server";
import { co2PerKwh, figuresFor } from "./model";
import { co2FactorOf, co2Setting } from "./results";

describe("gridFactorFor (Ember's yearly grid intensity via CO2.js 0.19.0)", () => {
  it("reads the UK, US, Japan and Singapore, which used to fall back to the fixed factor", () => {
    // CO2.js 0.19.0, data/output/average-intensities.json: GBR 215.79, USA 383.55, JPN 483.73,
    // SGP 498.74 g CO2e/kWh, each Ember's 2024 figure.
    expect(gridFactorFor("GB")).toEqual({ gramsPerKwh: 215.79, year: 2024 });
    expect(gridFactorFor("US")).toEqual({ gramsPerKwh: 383.55, year: 2024 });
    expect(gridFactorFor("JP")).toEqual({ gramsPerKwh: 483.73, year: 2024 });
    expect(gridFactorFor("SG")).toEqual({ gramsPerKwh: 498.74, year: 2024 });
    // Iceland's latest Ember year is 2023 (28.33 g).
    expect(gridFactorFor("IS")).toEqual({ gramsPerKwh: 28.33, year: 2023 });
  });

  it("has a factor for every country of the list but Liechtenstein, which Ember does not cover", () => {
    const missing = countries.filter((country) => gridFactorFor(country.code) === undefined).map((country) => country.code);
    expect(missing).toEqual(["LI"]);
  });

  it("knows nothing of codes outside the list, and reads a 0 in the data as a gap", () => {
    expect(gridFactorFor("ZZ")).toBeUndefined();
    expect(gridFactorFor("toString")).toBeUndefined();
    expect(gridFactorFor("GB", { GBR: 0 })).toBeUndefined();
    expect(gridFactorFor("GB", {})).toBeUndefined();
  });

  it("works a UK figure by hand: 100 kWh × 215.79 g/kWh = 21,579 g = 21.579 kg", () => {
    const setting = co2Setting("grid", gridFactorFor("GB"));
    // 215.79 g ÷ 1000 g/kg = 0.21579 kg per kWh.
    expect(co2PerKwh("metric", co2FactorOf(setting))).toBeCloseTo(0.21579, 12);
    expect(figuresFor(100, 0, co2PerKwh("metric", co2FactorOf(setting))).co2).toBeCloseTo(21.579, 9);
    // The fixed factor on the same 100 kWh: 100 × 0.7442 = 74.42 kg, 3.45 times the UK's grid.
    expect(figuresFor(100, 0, co2PerKwh("metric", co2FactorOf(co2Setting("fixed", gridFactorFor("GB"))))).co2).toBeCloseTo(74.42, 9);
  });
});
