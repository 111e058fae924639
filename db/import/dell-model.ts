/**
 * Dell model names: a series prefix, the diagonal (2 digits), usually the year (2 digits),
 * then format and feature letters (AW3423DWF, U2724DE, P2425H, C8621QT). Older models
 * have three digits (P170S). Longer prefixes come first so "SE" is not read as "S".
 */
const dellModelPattern = /^(AW|UZ|UP|SE|U|P|E|S|G|C)(\d{3,4})[A-Z]{0,4}$/i;

export type DellSeries =
  "ultrasharp" | "premiercolor" | "p" | "e" | "s" | "se" | "g" | "alienware" | "c" | "interactive";

export type Site = "home" | "work";

/** The Dell model named in a retail listing ("Dell Alienware AW3423DWF", "Dell P2722H CVAA"), or null. */
export function findDellModel(name: string): string | null {
  const tokens = name.split(/[\s\-()]+/);
  return tokens.find((token) => dellModelPattern.test(token)) ?? null;
}

export function isDellModel(model: string): boolean {
  return dellModelPattern.test(model);
}

/** The nominal diagonal the model name encodes (C8621QT → 86), which is what Dell sells it as. */
export function nominalDiagonalInches(model: string): number | null {
  const digits = dellModelPattern.exec(model)?.[2];
  return digits ? Number(digits.slice(0, 2)) : null;
}

/**
 * Series key from the prefix. The C prefix covers both the collaboration monitors and the
 * 55-86 inch interactive touch displays; the nominal diagonal from the name tells them apart
 * (a "55 inch" C5518QT measures 54.6 in, so the measured size would misfile it).
 */
export function dellSeries(model: string): DellSeries | null {
  const prefix = dellModelPattern.exec(model)?.[1]?.toUpperCase();
  switch (prefix) {
    case "U":
    case "UZ":
      return "ultrasharp";
    case "UP":
      return "premiercolor";
    case "AW":
      return "alienware";
    case "P":
      return "p";
    case "E":
      return "e";
    case "S":
      return "s";
    case "SE":
      return "se";
    case "G":
      return "g";
    case "C":
      return (nominalDiagonalInches(model) ?? 0) >= 55 ? "interactive" : "c";
    default:
      return null;
  }
}

const homeSeries: ReadonlySet<DellSeries> = new Set(["s", "se", "g", "alienware"]);

/** Which site's catalogue shows the series: consumer lines on Home, business lines on Work. */
export function sitesForSeries(series: DellSeries | null): Site[] {
  if (series === null) return [];
  return homeSeries.has(series) ? ["home"] : ["work"];
}

/** Brand names as Dell (and the merged ENERGY STAR list's series column) write them. */
const seriesBrand: Partial<Record<DellSeries, string>> = {
  ultrasharp: "Dell UltraSharp",
  premiercolor: "Dell UltraSharp PremierColor",
  alienware: "Alienware",
};

/** A factual title: brand line plus model ("Dell UltraSharp U2724DE", "Alienware AW3423DWF"). */
export function dellTitle(model: string, series: DellSeries | null): string {
  const brand = (series && seriesBrand[series]) ?? "Dell";
  return `${brand} ${model}`;
}
