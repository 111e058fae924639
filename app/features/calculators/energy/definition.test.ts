import { describe, expect, it } from "vitest";
import type { RatesAnswer } from "~/features/calculators/shared/exchange-rate";
import { energyDefinition, priceInUse, type EnergyContext } from "./definition";
import { energyInputSchema } from "./input-schema";
import { propertyContext } from "./property-context.fixture";
import { resolveCostPerKwh, type LivePrice } from "./price";

const serviceDown: LivePrice = { status: "down" };
const ratesDown: RatesAnswer = { status: "down", reason: "not-configured" };
const priceFor = (country: "US" | "DE" | "SE" | "CN" | "GB", entered: number | null = null) => resolveCostPerKwh({ country, environment: "office", entered, electricity: serviceDown, rates: ratesDown })!;

describe("priceInUse: the cost per kWh with the assumptions' values", () => {
  it("is the price itself with the default values", () => {
    const price = priceFor("SE");
    expect(priceInUse(price, { costPerKwh: price.amount, usdRate: price.rate.ratePerUsd, eurRate: price.euroRate!.ratePerUsd })).toBe(price.amount);
  });

  it("takes an overridden cost per kWh as it is", () => {
    expect(priceInUse(priceFor("US"), { costPerKwh: 0.4, usdRate: 3 })).toBe(0.4);
  });

  it("converts a published dollar price again with an overridden rate", () => {
    // China's published 0.088 USD at 7 CNY per dollar: 0.088 × 7 = 0.616 CNY.
    const price = priceFor("CN");
    expect(priceInUse(price, { costPerKwh: price.amount, usdRate: 7 })).toBeCloseTo(0.616, 12);
  });

  it("leaves a published price in the country's own currency alone", () => {
    // GB's 0.2533 GBP is in pounds already: an overridden rate does not touch it.
    expect(priceInUse(priceFor("GB"), { costPerKwh: 0.2533, usdRate: 2 })).toBe(0.2533);
  });

  it("converts a Eurostat price through the dollar with both overridden rates", () => {
    // Sweden's 0.0853 EUR at 0.8 EUR/USD and 10 SEK/USD: 0.0853 ÷ 0.8 × 10 = 1.06625 SEK.
    const price = priceFor("SE");
    expect(priceInUse(price, { costPerKwh: price.amount, usdRate: 10, eurRate: 0.8 })).toBeCloseTo(1.06625, 12);
  });

  it("leaves a euro country's Eurostat price and the visitor's own figure alone", () => {
    // Germany's business price is in euros already (0.2359 EUR); an entered 0.2 stays 0.2.
    expect(priceInUse(priceFor("DE"), { costPerKwh: 0.2359, usdRate: 5 })).toBe(0.2359);
    expect(priceInUse(priceFor("US", 0.2), { costPerKwh: 0.2, usdRate: 5 })).toBe(0.2);
  });
});

describe("energy's context is shared by inputs that differ in quantities and names (contextKey)", () => {
  const monitor = { slug: "u2723qe", title: "Dell U2723QE", vendor: "Dell", series: "U", power: { onWatts: 23.9, sleepWatts: 0.3, offWatts: 0.3 }, sources: [] };
  const contextFor = (quantity: number, name: string): EnergyContext => ({ ...propertyContext, columns: [{ name, rows: [{ monitor, quantity }] }] });
  const inputs = (quantity: number, name: string) => energyInputSchema.parse({ layout: "single", c1n: name, c1m: "u2723qe", c1q: String(quantity), country: "US" });

  it("gives one key for 10 and 25 monitors, another for another monitor", () => {
    expect(energyDefinition.contextKey(inputs(10, "A"))).toBe(energyDefinition.contextKey(inputs(25, "B")));
    const other = energyInputSchema.parse({ layout: "single", c1m: "u2724de", c1q: "10", country: "US" });
    expect(energyDefinition.contextKey(other)).not.toBe(energyDefinition.contextKey(inputs(10, "A")));
  });

  it("computes 25 monitors from the context of 10 as from its own", () => {
    const values = Object.fromEntries(energyDefinition.assumptions(inputs(25, "B"), contextFor(25, "B")).map((spec) => [spec.key, spec.value]));
    const fromOwn = energyDefinition.compute(inputs(25, "B"), values, contextFor(25, "B"));
    const fromShared = energyDefinition.compute(inputs(25, "B"), values, contextFor(10, "A"));
    expect(fromShared).toEqual(fromOwn);
    // 25 monitors, not 10: the quantity and the name are the inputs'.
    expect(fromShared.columns[0]!.rows[0]!.quantity).toBe(25);
    expect(fromShared.columns[0]!.name).toBe("B");
  });
});

describe("energy's monitor titles (an other maker's model is not in the page's list)", () => {
  it("names each monitor of the context once, by slug", () => {
    const other = { slug: "lg-27up850", title: "LG 27UP850", vendor: "LG", series: null, power: { onWatts: 20, sleepWatts: 0.4, offWatts: 0.3 }, sources: [] };
    const context: EnergyContext = { ...propertyContext, columns: [...propertyContext.columns, { name: "Option 4", rows: [{ monitor: other, quantity: 1 }] }] };
    expect(energyDefinition.monitorTitles?.(context)).toEqual({ u2723qe: "Dell UltraSharp 27 4K USB-C Hub Monitor - U2723QE", "lg-27up850": "LG 27UP850" });
  });
});
