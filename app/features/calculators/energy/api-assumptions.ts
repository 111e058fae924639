/**
 * The energy results' assumptions as the calculators' JSON API states them (frame/response.ts's
 * ApiAssumption): one number per line of the page's assumptions panel, with its unit and its
 * source in the visitor's language. The sources are the panel's own lines (assumption-lines.ts),
 * so the API and the page cannot word them differently. Energy has no overrides: each value is
 * its default.
 */
import type { ApiAssumption } from "~/features/calculators/frame/response";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { assumptionGroups, powerSources, rateText, type AssumptionGroup, type AssumptionLine } from "./assumption-lines";
import { priceSourceText } from "./components/price-source-text";
import type { EnergyFormat } from "./format";
import { BTU_PER_KWH, HOURS_PER_YEAR, TEC_KWH_PER_WATT_YEAR, TEC_ON_SHARE, TEC_SLEEP_SHARE } from "./model";
import type { ResultsPageData } from "./results-page.server";

export type AssumptionData = Pick<ResultsPageData, "state" | "price" | "co2" | "result" | "columns">;
type Input = { data: AssumptionData; countryName: string; format: EnergyFormat; t: Translate; locale: string };

// A link is kept beside its text: a JSON or CSV reader has no anchor to click.
const lineText = (line: AssumptionLine) => (line.href ? `${line.text} (${line.href})` : line.text);

/** Sentences run on with a space in English; Chinese full-width punctuation takes none. */
function joinSentences(parts: readonly string[], locale: string): string {
  return parts.filter(Boolean).join(locale.startsWith("zh") ? "" : " ");
}

function fixed(key: string, label: string, value: number, unit: string, source: string): ApiAssumption {
  return { key, label, value, default: value, unit, source, overridden: false };
}

export function energyApiAssumptions({ data, countryName, format, t, locale }: Input): ApiAssumption[] {
  const { state, price, result } = data;
  const groups = new Map(assumptionGroups({ data, countryName, format, t, locale }).map((group): [string, AssumptionGroup] => [group.key, group]));
  const groupText = (key: string, from = 0) => joinSentences((groups.get(key)?.lines.slice(from) ?? []).map(lineText), locale);
  const list = new Intl.ListFormat(locale);
  const monitors = [...new Map(data.columns.flatMap((column) => column.rows.map((row): [string, (typeof row)["monitor"]] => [row.monitor.slug, row.monitor]))).values()];
  const currency = price.rate.currency;
  return [
    fixed("onHoursPerYear", t("energy.api.onHoursPerYear"), result.onHoursPerYear, "h/year", groupText("hours")),
    // What the hours outside work draw (sleep or off power) is the mode's formula.
    fixed("offHoursPerYear", t("energy.api.offHoursPerYear"), result.offHoursPerYear, "h/year", groupText("formula")),
    fixed("hoursPerYear", t("energy.api.hoursPerYear"), HOURS_PER_YEAR, "h/year", t("energy.api.hoursPerYearSource")),
    // The panel's first price line states the figure; the source is its words and the notes under it.
    fixed("costPerKwh", t("energy.assumptions.priceTitle"), price.amount, `${price.currency}/kWh`, joinSentences([priceSourceText(price.source, t, locale), groupText("price", 1)], locale)),
    fixed("usdRate", t("energy.api.usdRate", { currency }), price.rate.ratePerUsd, `${currency}/USD`, groupText("currency")),
    ...(price.euroRate ? [fixed("eurRate", t("energy.api.eurRate"), price.euroRate.ratePerUsd, "EUR/USD", rateText(price.euroRate, t, format))] : []),
    fixed("co2PerKwh", t("energy.assumptions.co2Title"), result.co2PerKwh, `${state.units === "metric" ? "kg" : "lb"}/kWh`, groupText("co2")),
    fixed("btuPerKwh", t("energy.api.btuPerKwh"), BTU_PER_KWH, "BTU/kWh", groupText("heat")),
    fixed("tecKwhPerWattYear", t("energy.api.tecKwhPerWattYear"), TEC_KWH_PER_WATT_YEAR, "kWh/W/year", groupText("typical")),
    fixed("tecOnShare", t("energy.api.tecOnShare"), TEC_ON_SHARE, "ratio", groupText("typical")),
    fixed("tecSleepShare", t("energy.api.tecSleepShare"), TEC_SLEEP_SHARE, "ratio", groupText("typical")),
    ...monitors.flatMap((monitor) => {
      const names = powerSources(monitor.sources).map((name) => t(`source.${name}` as PhraseKey));
      const source = joinSentences([t("energy.assumptions.power"), list.format(names)], locale);
      return (["onWatts", "sleepWatts", "offWatts"] as const).map((kind) =>
        fixed(`${kind}.${monitor.slug}`, t(`energy.api.${kind}`, { monitor: monitor.title }), monitor.power[kind], "W", source),
      );
    }),
  ];
}
