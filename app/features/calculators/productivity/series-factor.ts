/**
 * The retention ("attrition") factor of a monitor's series: how much of the avoided-attrition
 * benefit the model credits to it. The product specification lists UltraSharp 1, PremierColor 1,
 * Large Format 1, P 0.75 and E 0.5 and nothing else; the catalogue's "interactive" series (the
 * 55–86 inch C displays) are its large-format line. Every other series, and no monitor at all,
 * takes 0.5: the lowest factor the specification gives, so an unlisted line is never credited
 * more than the entry-level E series (docs/models/productivity.md, "Series factor").
 */
export type SeriesFactorBasis = "listed" | "largeFormat" | "other" | "noMonitor";

const listed: Readonly<Record<string, number>> = { ultrasharp: 1, premiercolor: 1, p: 0.75, e: 0.5 };

export const LARGE_FORMAT_FACTOR = 1;
export const OTHER_SERIES_FACTOR = 0.5;

/** The brand name the sources print for a listed series (not translated: Dell's own names). */
export const seriesBrandNames: Readonly<Record<string, string>> = {
  ultrasharp: "UltraSharp",
  premiercolor: "PremierColor",
  p: "P",
  e: "E",
  c: "C",
  interactive: "Large Format",
  alienware: "Alienware",
  g: "G",
  s: "S",
  se: "SE",
};

export function seriesFactorOf(series: string | null, hasMonitor: boolean): { value: number; basis: SeriesFactorBasis } {
  if (!hasMonitor) return { value: OTHER_SERIES_FACTOR, basis: "noMonitor" };
  if (series !== null && listed[series] !== undefined) return { value: listed[series], basis: "listed" };
  if (series === "interactive") return { value: LARGE_FORMAT_FACTOR, basis: "largeFormat" };
  return { value: OTHER_SERIES_FACTOR, basis: "other" };
}
