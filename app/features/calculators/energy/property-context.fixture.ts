/**
 * A context that needs no server, for app/input-properties.test.ts: three options of one monitor
 * each (U2723QE's ENERGY STAR figures), the US published price (EIA) with the services down, the fixed CO2
 * factor. The test runs any query against it, so the options need not match the query's.
 */
import type { RatesAnswer } from "~/features/calculators/shared/exchange-rate";
import type { EnergyContext } from "./definition";
import { resolveCostPerKwh } from "./price";
import type { UsableMonitor } from "./results";

const ratesDown: RatesAnswer = { status: "down", reason: "not-configured" };
const monitor: UsableMonitor = { slug: "u2723qe", title: "Dell UltraSharp 27 4K USB-C Hub Monitor - U2723QE", vendor: "Dell", series: "U", power: { onWatts: 23.9, sleepWatts: 0.3, offWatts: 0.3 }, sources: [] };

export const propertyContext: EnergyContext = {
  columns: [1, 2, 3].map((number) => ({ name: `Option ${number}`, rows: [{ monitor, quantity: number }] })),
  price: resolveCostPerKwh({ country: "US", environment: "office", entered: null, electricity: { status: "down" }, rates: ratesDown })!,
  co2: { kind: "fixed" },
  gridAvailable: false,
  electricityLive: false,
  rates: { rates: {}, date: null },
  countryCurrency: "USD",
  sources: {},
  resultsUrl: "http://localhost/en-us/energy-calculator/results",
};
