/**
 * Each country's grid CO2 factor: the yearly average grid intensity from Ember's Yearly
 * Electricity Data, as CO2.js (@tgwf/co2 0.19.0) ships it, in grams of CO2e per kWh. The one
 * lookup the energy calculator, why-refresh and the multi-monitor setup share.
 *
 * CO2.js keys its figures by ISO 3166-1 alpha-3 code and takes, for each country, Ember's latest
 * year with a figure; the package itself does not carry that year, so it is listed here from the
 * same release's data/output/average-intensities.json
 * (https://github.com/thegreenwebfoundation/co2.js/blob/v0.19.0/data/output/average-intensities.json).
 * Server-only: the data module is kept out of the browser's bundle.
 */
import { averageIntensity } from "@tgwf/co2/data";
import type { CountryCode } from "~/utils/countries";
import type { GridFactor } from "./grid-factors";

/** Alpha-2 (the app's codes) → alpha-3 and Ember's year; null when CO2.js has no figure. */
const EMBER_COUNTRIES: Readonly<Record<CountryCode, { alpha3: string; year: number } | null>> = {
  AL: { alpha3: "ALB", year: 2023 },
  AT: { alpha3: "AUT", year: 2024 },
  AU: { alpha3: "AUS", year: 2024 },
  BA: { alpha3: "BIH", year: 2024 },
  BE: { alpha3: "BEL", year: 2024 },
  BG: { alpha3: "BGR", year: 2024 },
  BR: { alpha3: "BRA", year: 2024 },
  CA: { alpha3: "CAN", year: 2024 },
  CH: { alpha3: "CHE", year: 2024 },
  CN: { alpha3: "CHN", year: 2024 },
  CY: { alpha3: "CYP", year: 2024 },
  CZ: { alpha3: "CZE", year: 2024 },
  DE: { alpha3: "DEU", year: 2024 },
  DK: { alpha3: "DNK", year: 2024 },
  EE: { alpha3: "EST", year: 2024 },
  ES: { alpha3: "ESP", year: 2024 },
  FI: { alpha3: "FIN", year: 2024 },
  FR: { alpha3: "FRA", year: 2024 },
  GB: { alpha3: "GBR", year: 2024 },
  GE: { alpha3: "GEO", year: 2024 },
  GR: { alpha3: "GRC", year: 2024 },
  HR: { alpha3: "HRV", year: 2024 },
  HU: { alpha3: "HUN", year: 2024 },
  IE: { alpha3: "IRL", year: 2024 },
  IN: { alpha3: "IND", year: 2024 },
  IS: { alpha3: "ISL", year: 2023 },
  IT: { alpha3: "ITA", year: 2024 },
  JP: { alpha3: "JPN", year: 2024 },
  // Liechtenstein is not in Ember's data: the fixed factor stays in use, and the page says so.
  LI: null,
  LT: { alpha3: "LTU", year: 2024 },
  LU: { alpha3: "LUX", year: 2024 },
  LV: { alpha3: "LVA", year: 2024 },
  MD: { alpha3: "MDA", year: 2024 },
  ME: { alpha3: "MNE", year: 2024 },
  MT: { alpha3: "MLT", year: 2024 },
  MX: { alpha3: "MEX", year: 2024 },
  NL: { alpha3: "NLD", year: 2024 },
  NO: { alpha3: "NOR", year: 2024 },
  PL: { alpha3: "POL", year: 2024 },
  PT: { alpha3: "PRT", year: 2024 },
  RO: { alpha3: "ROU", year: 2024 },
  RS: { alpha3: "SRB", year: 2024 },
  SE: { alpha3: "SWE", year: 2024 },
  SG: { alpha3: "SGP", year: 2024 },
  SI: { alpha3: "SVN", year: 2024 },
  SK: { alpha3: "SVK", year: 2024 },
  TR: { alpha3: "TUR", year: 2024 },
  US: { alpha3: "USA", year: 2024 },
  // Kosovo: CO2.js uses the user-assigned XKX, as the app uses XK.
  XK: { alpha3: "XKX", year: 2024 },
};

/** The country's grid factor (g CO2e/kWh and Ember's year), or undefined when none is known. */
export function gridFactorFor(country: string, data: Readonly<Record<string, number>> = averageIntensity.data): GridFactor | undefined {
  if (!Object.hasOwn(EMBER_COUNTRIES, country)) return undefined;
  const entry = EMBER_COUNTRIES[country as CountryCode];
  const gramsPerKwh = entry ? data[entry.alpha3] : undefined;
  // A figure of 0 or less would be a gap in the data, not a carbon-free grid.
  if (!entry || gramsPerKwh === undefined || !Number.isFinite(gramsPerKwh) || gramsPerKwh <= 0) return undefined;
  return { gramsPerKwh, year: entry.year };
}
