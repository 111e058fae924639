import { numberFormatOf } from "~/utils/intl";
import { useLocale } from "~/root-data";

const DASH = "–";

/** The setup's figures in the page's language through Intl: lengths, angles and counts (watts and kWh through phrases: Intl has no such units). */
export function setupFormats(locale: string) {
  const unit = (name: string, digits: number) => (value: number) =>
    Number.isFinite(value) ? numberFormatOf(locale, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: digits }).format(value) : DASH;
  return {
    cm: unit("centimeter", 1),
    number: (value: number) => (Number.isFinite(value) ? numberFormatOf(locale, { maximumFractionDigits: 1 }).format(value) : DASH),
    // Narrow: "15°" in both languages (short English says "15 deg").
    degrees: (value: number) => (Number.isFinite(value) ? numberFormatOf(locale, { style: "unit", unit: "degree", unitDisplay: "narrow", maximumFractionDigits: 1 }).format(value) : DASH),
    integer: (value: number) => (Number.isFinite(value) ? numberFormatOf(locale, { maximumFractionDigits: 0 }).format(value) : DASH),
  };
}

export type SetupFormat = ReturnType<typeof setupFormats>;

export function useSetupFormat(): SetupFormat {
  return setupFormats(useLocale().locale);
}
