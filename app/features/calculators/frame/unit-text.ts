import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/**
 * The assumptions' units in the visitor's language. The API and the CSV keep the unit codes
 * ("h", "1/year", "EUR/USD"), which programs read; the page says them in words.
 */
const unitPhrases: Readonly<Record<string, PhraseKey>> = {
  h: "calculator.unit.hours",
  "h/day": "calculator.unit.hoursPerDay",
  "days/year": "calculator.unit.daysPerYear",
  "h/year": "calculator.unit.hoursPerYear",
  "h/failure": "calculator.unit.hoursPerFailure",
  "1/year": "calculator.unit.perYear",
  ratio: "calculator.unit.ratio",
  "×": "calculator.unit.times",
  USD: "calculator.unit.usd",
  "USD/failure": "calculator.unit.usdPerFailure",
  "failures/monitor/year": "calculator.unit.failuresPerMonitorYear",
  W: "calculator.unit.watts",
  "kg CO2e/kWh": "calculator.unit.kgPerKwh",
  cm: "calculator.unit.cm",
  px: "calculator.unit.px",
  arcmin: "calculator.unit.arcmin",
  "°": "calculator.unit.degrees",
  "USD/room/year": "calculator.unit.usdPerRoomYear",
  "h/room/year": "calculator.unit.hoursPerRoomYear",
  "t/car/year": "calculator.unit.tonnesPerCarYear",
  "t/trip": "calculator.unit.tonnesPerTrip",
  "trips/room/year": "calculator.unit.tripsPerRoomYear",
  "USD/room": "calculator.unit.usdPerRoom",
  "employees/room": "calculator.unit.employeesPerRoom",
};

export function unitText(unit: string, t: Translate): string {
  const perUsd = /^([A-Z]{3})\/USD$/.exec(unit);
  if (perUsd) return t("calculator.unit.perUsd", { currency: perUsd[1]! });
  const key = unitPhrases[unit];
  return key ? t(key) : unit;
}
