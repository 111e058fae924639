/**
 * What the pages say about a country's grid factor: its shape and its source. The figures
 * themselves are looked up on the server (grid-factors.server.ts), so the data set stays out of
 * the browser's bundle.
 */

/** A country's yearly average grid intensity and the year Ember's figure is for. */
export type GridFactor = { gramsPerKwh: number; year: number };

/**
 * The data set the figures come from: Ember's Yearly Electricity Data, as republished by the Green
 * Web Foundation's CO2.js 0.19.0 (code Apache 2.0; it labels Ember's figures CC BY-SA 4.0, which
 * the page repeats: the licence of the copy we use).
 */
export const GRID_SOURCE = {
  dataset: "Ember, Yearly Electricity Data",
  url: "https://ember-energy.org/data/yearly-electricity-data/",
  library: "CO2.js 0.19.0 (Green Web Foundation)",
  libraryUrl: "https://github.com/thegreenwebfoundation/co2.js",
} as const;
