/**
 * The one part of @tgwf/co2 the app uses (the package ships no types): the `data` subpath's
 * yearly average grid intensity, grams of CO2e per kWh keyed by ISO 3166-1 alpha-3 code (and a
 * few region names such as "WORLD").
 */
declare module "@tgwf/co2/data" {
  export const averageIntensity: { data: Readonly<Record<string, number>>; type: "average" };
}
