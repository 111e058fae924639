import { useLocale, useT } from "~/root-data";
import { energyFormat } from "../format";
import type { PeriodChoice } from "../input-schema";
import type { UnitSystem } from "../model";

export type { EnergyFormat } from "../format";

/** The results' figures in the page's language (../format.ts). */
export function useEnergyFormat(currency: string, units: UnitSystem, period: PeriodChoice) {
  return energyFormat(useT(), useLocale().locale, currency, units, period);
}
