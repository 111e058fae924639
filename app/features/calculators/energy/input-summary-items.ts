import type { Translate } from "~/i18n/translate";
import { formatUnitPrice } from "~/utils/money";
import { priceSourceText } from "./components/price-source-text";
import type { EnergyFormat } from "./format";
import type { EnergyRunData } from "./run-data";

export type SummaryItem = { key: string; label: string; value: string };

/** What the results were worked out for, as the page's summary and the PDF's inputs table say it. */
export function inputSummaryItems(input: { data: Pick<EnergyRunData, "state" | "price">; countryName: string; format: EnergyFormat; t: Translate; locale: string }): SummaryItem[] {
  const { data, countryName, format, t, locale } = input;
  const { state, price } = data;
  return [
    { key: "country", label: t("energy.input.country"), value: countryName },
    { key: "environment", label: t("energy.input.environment"), value: t(state.environment === "office" ? "energy.input.office" : "energy.input.home") },
    {
      key: "price",
      label: t("energy.summary.price"),
      value: t("energy.summary.priceValue", { price: formatUnitPrice(price.amount, price.currency, locale), source: priceSourceText(price.source, t, locale) }),
    },
    { key: "use", label: t("energy.summary.use"), value: t("energy.summary.useValue", { hours: format.plain(state.hours), days: format.plain(state.days, 0) }) },
    { key: "units", label: t("energy.input.units"), value: t(state.units === "metric" ? "energy.input.metric" : "energy.input.imperial") },
  ];
}
