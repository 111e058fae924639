import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { formatUnitPrice } from "~/utils/money";
import { dateTimeFormatOf } from "~/utils/intl";
import type { PriceSource } from "../price";

/** One line naming where a cost per kWh comes from. */
export function priceSourceText(source: PriceSource, t: Translate, locale: string): string {
  switch (source.kind) {
    case "entered":
      return t("energy.source.entered");
    case "live":
      return t(source.consumer === "business" ? "energy.source.liveBusiness" : "energy.source.liveHousehold", {
        date: dateTimeFormatOf(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(Date.UTC(source.year, source.month - 1, 1)),
      });
    case "eurostat":
      return t(source.consumer === "business" ? "energy.source.eurostatBusiness" : "energy.source.eurostatHousehold", { period: source.period });
    case "published":
      // The figure as the source states it (its own currency), its period and who published it.
      return t("energy.source.published", {
        class: t(`energy.priceClass.${source.classKey}` as PhraseKey),
        period: source.period,
        original: formatUnitPrice(source.amount, source.currency, locale),
        publisher: source.source.publisher,
        title: source.source.title,
        url: source.source.url,
        retrieved: source.source.retrieved,
      });
  }
}
