import type { Translate } from "~/i18n/translate";
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
    case "us-default":
      return t("energy.source.usDefault");
    case "default":
      return t("energy.source.default");
  }
}
