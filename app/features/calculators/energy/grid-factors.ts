/**
 * Carbon intensity of each country's electricity in 2023, grams of CO2 equivalent per kWh
 * (Ember, via Our World in Data; the figures listed in the project's data notes). Countries
 * not listed have no grid factor here, and the fixed 0.7442 kg/kWh stays in use for them.
 */
export const GRID_FACTOR_YEAR = 2023;

export const GRID_GRAMS_CO2E_PER_KWH: Readonly<Record<string, number>> = {
  AU: 549,
  BR: 98,
  CA: 170,
  CN: 582,
  DE: 381,
  FR: 56,
  IN: 713,
};

export function gridFactorFor(country: string): number | undefined {
  return GRID_GRAMS_CO2E_PER_KWH[country];
}
