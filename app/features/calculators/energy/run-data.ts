import type { CalculatorRun } from "~/features/calculators/frame/query";
import type { EnergyAnswer, EnergyContext } from "./definition";
import type { EnergyState } from "./input-schema";

export type EnergyRun = Extract<CalculatorRun<EnergyState, EnergyContext, EnergyAnswer>, { ok: true }>;

/**
 * A good run as the results page and the PDF show it: the inputs, each option's monitors, the
 * model's figures, the price in use (with its automatic alternative) and the CO2 factor.
 */
export function energyRunData(run: EnergyRun) {
  const { context, results } = run;
  return {
    state: run.inputs,
    columns: context.columns,
    result: results,
    price: { ...context.price, amount: results.price.amount },
    co2: context.co2,
    gridAvailable: context.gridAvailable,
    electricityLive: context.electricityLive,
    rates: context.rates,
    countryCurrency: context.countryCurrency,
    shareUrl: results.shareUrl,
  };
}

export type EnergyRunData = ReturnType<typeof energyRunData>;
