/**
 * What the results rest on, as text: the live services' status, the formulas, constants, price,
 * rates, CO2 factor and power data with their sources. The page's assumptions panel and the PDF
 * business case show the same lines.
 */
import type { ResolvedRate } from "~/features/calculators/shared/exchange-rate";
import { FALLBACK_RATES_SET } from "~/features/calculators/shared/exchange-rate-fallback";
import { dateTimeFormatOf } from "~/utils/intl";
import { formatUnitPrice } from "~/utils/money";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import type { EnergyFormat } from "./format";
import { GRID_SOURCE } from "./grid-factors";
import { BTU_PER_KWH, CO2_KG_PER_KWH, CO2_LB_PER_KWH, HOURS_PER_YEAR, TEC_KWH_PER_WATT_YEAR, TEC_ON_SHARE, TEC_SLEEP_SHARE } from "./model";
import { priceSourceText } from "./components/price-source-text";
import type { EnergyState } from "./input-schema";
import type { EnergyResult } from "./model";
import type { CostPerKwh } from "./price";
import type { Co2Setting, ResultColumn } from "./results";

/** One line of a group: the first states the figure, the others (muted) qualify it; a link where the source has one. */
export type AssumptionLine = { text: string; muted?: boolean; href?: string };
export type AssumptionGroup = { key: string; title: string; lines: AssumptionLine[] };

/** What the lines state: the inputs, the price and CO2 factor in use, the hours and the chosen monitors. */
export type AssumptionData = {
  /** Only these inputs are worded (the API keeps the words per them: served.server.ts). */
  state: Pick<EnergyState, "hours" | "days" | "mode">;
  price: CostPerKwh;
  co2: Co2Setting;
  result: Pick<EnergyResult, "onHoursPerYear" | "offHoursPerYear">;
  columns: readonly ResultColumn[];
};
type Input = { data: AssumptionData; countryName: string; format: EnergyFormat; t: Translate; locale: string };

/** The fallback set's month ("June 2026"), as the language writes it. */
export function fallbackRatesDate(locale: string): string {
  return dateTimeFormatOf(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${FALLBACK_RATES_SET.date}T00:00:00Z`));
}

export function rateText(rate: ResolvedRate, t: Translate, format: EnergyFormat, locale: string): string {
  const value = format.plain(rate.ratePerUsd, 4);
  switch (rate.source) {
    case "live":
      return t("energy.assumptions.rateLive", { currency: rate.currency, rate: value, date: rate.date ?? "" });
    case "specification":
      return t("energy.assumptions.rateBase");
    case "fred":
      return t("energy.assumptions.rateFallback", { currency: rate.currency, rate: value, date: fallbackRatesDate(locale), source: t("energy.rates.fallbackSource") });
    case "usd-instead":
      return t("energy.assumptions.rateMissing", { currency: rate.wanted });
  }
}

/**
 * The data sets a monitor's power figures come from: its ENERGY STAR listings (its other sources,
 * retail lists and EDID reports, state other facts); all of them should none be ENERGY STAR's.
 */
export function powerSources(sources: readonly string[]): string[] {
  const energyStar = sources.filter((name) => name.startsWith("energystar-"));
  return energyStar.length > 0 ? energyStar : [...sources];
}

/** Whether the price and the exchange rate came from the live services. */
export function liveLines({ data, t }: Pick<Input, "data" | "t">): { key: string; text: string }[] {
  const { price } = data;
  const status = (live: boolean) => t(live ? "energy.assumptions.isLive" : "energy.assumptions.notLive");
  return [
    {
      key: "price",
      text: t("energy.assumptions.livePrice", { status: price.source.kind === "entered" ? t("energy.source.entered") : status(price.source.kind === "live") }),
    },
    { key: "rate", text: t("energy.assumptions.liveRate", { currency: price.rate.currency, status: status(price.rate.source === "live") }) },
  ];
}

export function assumptionGroups({ data, countryName, format, t, locale }: Input): AssumptionGroup[] {
  const { state, price, co2, result } = data;
  const muted = (text: string): AssumptionLine => ({ text, muted: true });
  const present = (line: AssumptionLine | null): line is AssumptionLine => line !== null;
  const sources = [...new Set(data.columns.flatMap((column) => column.rows.flatMap((row) => powerSources(row.monitor.sources))))];
  return [
    {
      key: "hours",
      title: t("energy.assumptions.hoursTitle"),
      lines: [
        {
          text: t("energy.assumptions.hours", {
            hours: format.plain(state.hours),
            days: format.plain(state.days, 0),
            onHours: format.plain(result.onHoursPerYear),
            offHours: format.plain(result.offHoursPerYear),
            year: format.plain(HOURS_PER_YEAR, 0),
          }),
        },
      ],
    },
    {
      key: "formula",
      title: t("energy.assumptions.formulaTitle"),
      lines: [{ text: t(state.mode === "standard" ? "energy.assumptions.standard" : "energy.assumptions.conservative") }, muted(t("energy.assumptions.hourly"))],
    },
    {
      key: "price",
      title: t("energy.assumptions.priceTitle"),
      lines: [
        { text: t("energy.assumptions.priceValue", { price: formatUnitPrice(price.amount, price.currency, locale), source: priceSourceText(price.source, t, locale) }) },
        price.source.kind === "eurostat" ? muted(t("energy.assumptions.eurostatNote", { country: countryName })) : null,
        price.euroRate ? muted(`${t("energy.assumptions.convertedFromEuro")} ${rateText(price.euroRate, t, format, locale)}`) : null,
        price.source.kind === "published"
          ? {
              text: t("energy.assumptions.publishedNote", {
                country: countryName,
                original: formatUnitPrice(price.source.amount, price.source.currency, locale),
                period: price.source.period,
                title: price.source.source.title,
              }),
              muted: true,
              href: price.source.source.url,
            }
          : null,
        price.priceRate && price.priceRate.currency !== "USD" ? muted(`${t("energy.assumptions.convertedFromPrice", { currency: price.priceRate.currency })} ${rateText(price.priceRate, t, format, locale)}`) : null,
      ].filter(present),
    },
    { key: "currency", title: t("energy.assumptions.currencyTitle"), lines: [{ text: rateText(price.rate, t, format, locale) }] },
    {
      key: "co2",
      title: t("energy.assumptions.co2Title"),
      lines: [
        {
          text:
            co2.kind === "grid"
              ? t("energy.assumptions.co2Grid", { country: countryName, grams: format.plain(co2.gramsPerKwh, 0), year: String(co2.year) })
              : t("energy.assumptions.co2Fixed", { kg: format.plain(CO2_KG_PER_KWH, 4), lb: format.plain(CO2_LB_PER_KWH, 4) }),
        },
        co2.kind === "grid"
          ? { text: t("energy.assumptions.co2GridSource", { dataset: GRID_SOURCE.dataset, year: String(co2.year), library: GRID_SOURCE.library }), muted: true, href: GRID_SOURCE.url }
          : null,
        co2.kind === "grid-unavailable" ? muted(t("energy.assumptions.co2GridMissing", { country: countryName })) : null,
      ].filter(present),
    },
    { key: "heat", title: t("energy.assumptions.heatTitle"), lines: [{ text: t("energy.assumptions.heat", { btu: format.plain(BTU_PER_KWH, 2) }) }] },
    {
      key: "typical",
      title: t("energy.assumptions.typicalTitle"),
      lines: [{ text: t("energy.assumptions.typical", { factor: format.plain(TEC_KWH_PER_WATT_YEAR, 2), on: format.plain(TEC_ON_SHARE, 2), sleep: format.plain(TEC_SLEEP_SHARE, 2) }) }],
    },
    {
      key: "power",
      title: t("energy.assumptions.powerTitle"),
      lines: [{ text: t("energy.assumptions.power") }, ...sources.map((source) => muted(t(`source.${source}` as PhraseKey)))],
    },
  ];
}
