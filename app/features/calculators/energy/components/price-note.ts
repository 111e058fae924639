import type { HeldContext } from "~/features/calculators/frame/page-data";
import type { Translate } from "~/i18n/translate";
import { formatUnitPrice } from "~/utils/money";
import type { EnergyContext } from "../definition";
import { priceSourceText } from "./price-source-text";

/**
 * What energy's price field stands for when left empty: the price the page's context found for
 * the country and work environment, with its source and date — also beside a price the visitor
 * entered, so the published one stays in sight. Nothing where none is published: the general
 * hint (enter your own) stays.
 */
export function energyFieldNotes(held: HeldContext, t: Translate, locale: string): Record<string, string> {
  // The energy pages hold energy's context (frame/page.server.ts: the served definition's own).
  const { price } = held.context as EnergyContext;
  if (price.automatic === null) return {};
  const { amount, source } = price.automatic;
  return { price: t("energy.input.priceEmpty", { price: formatUnitPrice(amount, price.currency, locale), source: priceSourceText(source, t, locale) }) };
}
