import { listFormatOf, numberFormatOf } from "~/utils/intl";
import { useLocale } from "~/root-data";

const DASH = "–";

/** The guide's figures in the page's language through Intl: lengths, angles and scaling. */
export function ergonomicsFormats(locale: string) {
  const unit = (name: string, digits: number) => (value: number) =>
    Number.isFinite(value) ? numberFormatOf(locale, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: digits }).format(value) : DASH;
  return {
    cm: unit("centimeter", 1),
    mm: unit("millimeter", 2),
    // Narrow: "15°" in both languages (short English says "15 deg").
    degrees: (value: number) => (Number.isFinite(value) ? numberFormatOf(locale, { style: "unit", unit: "degree", unitDisplay: "narrow", maximumFractionDigits: 1 }).format(value) : DASH),
    /** A percentage given as 0–100 (175 → "175%"). */
    percent: (value: number) => (Number.isFinite(value) ? numberFormatOf(locale, { style: "percent", maximumFractionDigits: 0 }).format(value / 100) : DASH),
    number: (value: number, digits = 1) => (Number.isFinite(value) ? numberFormatOf(locale, { maximumFractionDigits: digits }).format(value) : DASH),
    list: (values: string[]) => listFormatOf(locale, { style: "short", type: "conjunction" }).format(values),
  };
}

export type ErgonomicsFormat = ReturnType<typeof ergonomicsFormats>;

export function useErgonomicsFormat(): ErgonomicsFormat {
  return ergonomicsFormats(useLocale().locale);
}
