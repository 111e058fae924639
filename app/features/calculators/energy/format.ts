import { numberFormatOf } from "~/utils/intl";
import { formatMoney } from "~/utils/money";
import type { Translate } from "~/i18n/translate";
import type { PeriodChoice } from "./input-schema";
import type { UnitSystem } from "./model";

/**
 * The results' figures in the page's language, all through Intl. Hourly figures are small, so
 * they keep more decimals; differences carry a sign. The page (useEnergyFormat) and the PDF
 * business case format alike.
 */
export function energyFormat(t: Translate, locale: string, currency: string, units: UnitSystem, period: PeriodChoice) {
  const hourly = period === "hourly";
  const number = (value: number, digits: number, signed: boolean) =>
    numberFormatOf(locale, { maximumFractionDigits: digits, signDisplay: signed ? "exceptZero" : "auto" }).format(value);
  return {
    energy: (value: number, signed = false) => t("energy.unit.kwh", { value: number(value, hourly ? 4 : 1, signed) }),
    money: (value: number, signed = false) => formatMoney(value, currency, locale, { signed, extraDecimals: hourly ? 2 : 0 }),
    co2: (value: number, signed = false) =>
      numberFormatOf(locale, {
        style: "unit",
        unit: units === "metric" ? "kilogram" : "pound",
        maximumFractionDigits: hourly ? 4 : 1,
        signDisplay: signed ? "exceptZero" : "auto",
      }).format(value),
    heat: (value: number, signed = false) => t("energy.unit.btu", { value: number(value, hourly ? 1 : 0, signed) }),
    watts: (value: number) => t("energy.unit.watts", { value: number(value, 2, false) }),
    kwhPerYear: (value: number) => t("energy.unit.kwhPerYear", { value: number(value, 1, false) }),
    quantity: (value: number) => number(value, 0, false),
    plain: (value: number, digits = 2) => number(value, digits, false),
  };
}

export type EnergyFormat = ReturnType<typeof energyFormat>;
