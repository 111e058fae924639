/**
 * Each assumption's source as the page's assumptions panel words it (assumption-lines.ts), in
 * the visitor's language, keyed by the assumption's key (definition.ts). The context loader
 * writes them, so the API, the CSV and the page cannot word a source differently.
 */
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { listFormatOf } from "~/utils/intl";
import { assumptionGroups, powerSources, rateText, type AssumptionData, type AssumptionGroup, type AssumptionLine } from "./assumption-lines";
import { priceSourceText } from "./components/price-source-text";
import type { EnergyFormat } from "./format";

type Input = { data: AssumptionData; countryName: string; format: EnergyFormat; t: Translate; locale: string };

// A link is kept beside its text: a JSON or CSV reader has no anchor to click.
const lineText = (line: AssumptionLine) => (line.href ? `${line.text} (${line.href})` : line.text);

/** Sentences run on with a space in English; Chinese full-width punctuation takes none. */
function joinSentences(parts: readonly string[], locale: string): string {
  return parts.filter(Boolean).join(locale.startsWith("zh") ? "" : " ");
}

export function assumptionSources({ data, countryName, format, t, locale }: Input): Record<string, string> {
  const { price } = data;
  const groups = new Map(assumptionGroups({ data, countryName, format, t, locale }).map((group): [string, AssumptionGroup] => [group.key, group]));
  const groupText = (key: string, from = 0) => joinSentences((groups.get(key)?.lines.slice(from) ?? []).map(lineText), locale);
  const list = listFormatOf(locale);
  const monitors = [...new Map(data.columns.flatMap((column) => column.rows.map((row): [string, (typeof row)["monitor"]] => [row.monitor.slug, row.monitor]))).values()];
  const typical = groupText("typical");
  const sources: Record<string, string> = {
    onHoursPerYear: groupText("hours"),
    // What the hours outside work draw (sleep or off power) is the mode's formula.
    offHoursPerYear: groupText("formula"),
    hoursPerYear: t("energy.api.hoursPerYearSource"),
    // The panel's first price line states the figure; the source is its words and the notes under it.
    costPerKwh: joinSentences([priceSourceText(price.source, t, locale), groupText("price", 1)], locale),
    usdRate: groupText("currency"),
    ...(price.euroRate ? { eurRate: rateText(price.euroRate, t, format, locale) } : {}),
    co2PerKwh: groupText("co2"),
    btuPerKwh: groupText("heat"),
    tecKwhPerWattYear: typical,
    tecOnShare: typical,
    tecSleepShare: typical,
  };
  for (const monitor of monitors) {
    const names = powerSources(monitor.sources).map((name) => t(`source.${name}` as PhraseKey));
    const source = joinSentences([t("energy.assumptions.power"), list.format(names)], locale);
    for (const kind of ["onWatts", "sleepWatts", "offWatts"] as const) sources[`${kind}.${monitor.slug}`] = source;
  }
  return sources;
}
