import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import type { FieldSpec, OptionLabel } from "../definition";
import type { MonitorChoice } from "../page-data";
import { displayNameOf, numberFormatOf } from "~/utils/intl";
import { formatMoney } from "~/utils/money";

/** An option's text: its phrase, the country's name in the visitor's language, or a proper name. */
export function optionText(label: OptionLabel, t: Translate, locale: string): string {
  if ("text" in label) return label.text;
  if ("region" in label) return displayNameOf(locale, "region", label.region);
  return t(label.key, label.values);
}

/** A series' name: its phrase when the catalogue has one, else the series as stored. */
export function seriesText(series: string, t: Translate): string {
  const key = `series.${series}` as PhraseKey;
  const text = t(key);
  return text === key ? series : text;
}

/** Monitors grouped by series in the order the list gives them; those without a series last. */
export function monitorGroups(monitors: readonly MonitorChoice[]): { series: string | null; monitors: MonitorChoice[] }[] {
  const groups = new Map<string | null, MonitorChoice[]>();
  for (const monitor of monitors) {
    if (monitor.series === null) continue;
    const group = groups.get(monitor.series);
    if (group) group.push(monitor);
    else groups.set(monitor.series, [monitor]);
  }
  const loose = monitors.filter((choice) => choice.series === null);
  return [...[...groups].map(([series, members]) => ({ series, monitors: members })), ...(loose.length > 0 ? [{ series: null, monitors: loose }] : [])];
}

/**
 * A number as the page words it (issue 47: "0.1", "70000" were printed as typed): a share in per
 * cent, an amount with its currency, any other number grouped, all through Intl.
 */
function numberText(value: string, locale: string, as: { percent?: boolean; currency?: string | null }): string {
  const number = Number(value.trim().replaceAll(",", ""));
  if (value.trim() === "" || !Number.isFinite(number)) return value;
  if (as.percent) return numberFormatOf(locale, { style: "percent", maximumFractionDigits: 2 }).format(number);
  if (as.currency) return formatMoney(number, as.currency, locale, { fractionDigits: Math.abs(number) >= 1000 || number === 0 ? 0 : undefined });
  return numberFormatOf(locale, { maximumFractionDigits: 4 }).format(number);
}

/**
 * What a field shows for a value, for the print summary and the PDF: the option's text for
 * choices, the monitor's title (or what no monitor means), "yes"/"no" in words, numbers as the
 * page formats them (per cent, money with its currency, grouped); "Default" when the default applies.
 * `moneyCurrency` is the form's "amounts in" choice (`local` or `USD`).
 */
export function valueText(field: FieldSpec, value: string, t: Translate, locale: string, monitors: readonly MonitorChoice[], localCurrency = "USD", moneyCurrency?: string): string {
  const currencyOf = (money: "local" | "chosen" | undefined) => (money === undefined ? null : money === "local" || moneyCurrency === "local" ? localCurrency : "USD");
  if (value === "") return field.kind === "monitor" && field.optional ? t(field.optional.key, field.optional.values) : t("calculator.inputs.default");
  switch (field.kind) {
    case "money-currency":
      return value === "local" ? localCurrency : value;
    case "select": {
      const option = field.options.find((candidate) => candidate.value === value);
      return option ? optionText(option.label, t, locale) : value;
    }
    case "yes-no":
      return value === "yes" ? t("calculator.inputs.yes") : value === "no" ? t("calculator.inputs.no") : value;
    case "monitor":
      return monitors.find((monitor) => monitor.slug === value)?.title ?? value;
    case "number":
      return numberText(value, locale, { percent: field.percent, currency: currencyOf(field.money) });
    case "options":
      // Shown by its own rows (OptionsField), not as one value.
      return "";
    case "rows":
      // Each row's cells as shown in the form, rows apart by semicolons.
      return value
        .split("\n")
        .map((row) => {
          const parts = row.split(":");
          return field.columns
            .map((column, index) => {
              const cell = parts[index] ?? "";
              if (column.kind === "select") return optionText(column.options.find((option) => option.value === cell)?.label ?? { key: "calculator.inputs.default" }, t, locale);
              if (column.kind === "monitor") return monitors.find((monitor) => monitor.slug === cell)?.title ?? cell;
              return numberText(cell, locale, { currency: currencyOf(column.money) });
            })
            .filter((text) => text !== "")
            .join(" · ");
        })
        .join("; ");
  }
}

/** A chosen monitor's title: from the page's list, else from titles the run knows (an other maker's model), else its slug. */
export function monitorTitle(slug: string, monitors: readonly MonitorChoice[], titles: Readonly<Record<string, string>> | undefined): string {
  return monitors.find((monitor) => monitor.slug === slug)?.title ?? (titles && Object.hasOwn(titles, slug) ? titles[slug]! : slug);
}
