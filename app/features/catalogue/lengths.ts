import type { Formatters } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";

/** The seed's unit conversion: 25.4 mm per inch (exact by definition since 1959). */
export const MILLIMETRES_PER_INCH = 25.4;

export type UnitSystem = "metric" | "imperial";

export function inchesToCentimetres(inches: number): number {
  return (inches * MILLIMETRES_PER_INCH) / 10;
}

/**
 * A length the catalogue keeps in inches, shown in both systems: "27 in (68.6 cm)", or
 * "68.6 cm (27 in)" for a visitor whose setting is metric.
 */
export function lengthText(inches: number, units: UnitSystem, t: Translate, format: Formatters): string {
  const imperial = format.inches(inches);
  const metric = format.centimetres(inchesToCentimetres(inches));
  return units === "metric" ? t("unit.lengthBoth", { primary: metric, secondary: imperial }) : t("unit.lengthBoth", { primary: imperial, secondary: metric });
}
