/**
 * A run as a PdfCase: the shared parts (title, date, inputs as the print summary words them,
 * every assumption as the JSON API says it, the share link) and the calculator's own sections.
 */
import { tools } from "~/utils/tool-registry";
import type { Translate } from "~/i18n/translate";
import { formatsFor } from "../components/use-calculator-format";
import { valueText } from "../components/option-text";
import type { FieldSpec } from "../definition";
import type { MonitorChoice } from "../page-data";
import { formValues } from "../form-values";
import type { CalculatorRun } from "../query";
import type { ApiAssumption } from "../response";
import type { ServedCalculator } from "../served";
import { unitText } from "../unit-text";
import type { PdfCase, PdfTable } from "./case";
import type { PdfMapping } from "./mapping";
import { dateTimeFormatOf } from "~/utils/intl";

export type BusinessCaseInput = {
  served: ServedCalculator<unknown, unknown, unknown>;
  run: Extract<CalculatorRun<unknown, unknown, unknown>, { ok: true }>;
  /** The JSON API's assumptions for this run (translated). */
  assumptions: readonly ApiAssumption[];
  mapping: PdfMapping<unknown>;
  t: Translate;
  /** The Intl locale ("zh-CN"). */
  locale: string;
  /** The query's inputs as typed (its `ParsedQuery`), as the page's form reads them. */
  typed: Readonly<Record<string, string | string[]>>;
  monitors: readonly MonitorChoice[];
  shareUrl: string;
  now: Date;
};

/** A money input's label names its currency, as on the page: the country's, or the one `moneyCurrency` chooses. */
function inputLabel(field: FieldSpec, t: Translate, local: string | null, moneyCurrency: string | undefined): string {
  const label = t(field.label);
  if (field.kind !== "number" || !field.money || local === null) return label;
  const currency = field.money === "local" || moneyCurrency === "local" ? local : "USD";
  return t("calculator.money.fieldLabel", { label, currency });
}

/** A value with its unit in words, as the page's assumptions panel says it (shares in per cent). */
function assumptionValue(row: ApiAssumption, share: boolean, t: Translate, format: ReturnType<typeof formatsFor>): string {
  if (share) return `${format.percent(row.value, 2)}${row.unit === "ratio" ? "" : ` ${unitText(row.unit, t)}`}`;
  return `${format.assumption(row.value)} ${unitText(row.unit, t)}`;
}

export function businessCase(input: BusinessCaseInput): PdfCase {
  const { served, run, t, locale } = input;
  const shares = new Set(run.assumptions.filter((assumption) => assumption.percent).map((assumption) => assumption.key));
  const tool = tools.find((candidate) => candidate.id === served.toolId);
  const currency = served.currencyOf(run.context);
  const format = formatsFor(locale, currency);
  const local = served.definition.localCurrency ? currency : null;
  const values = formValues(served.definition.fields, run.inputs, input.typed);
  const inputs: PdfTable = {
    caption: t("calculator.inputs.summaryTitle"),
    columns: [t("calculator.pdf.input"), t("calculator.pdf.value")],
    rows: served.definition.fields.map((field) => ({
      cells: [inputLabel(field, t, local, values.moneyCurrency), valueText(field, values[field.name] ?? "", t, locale, input.monitors, local ?? undefined, values.moneyCurrency)],
    })),
  };
  const assumptions: PdfTable = {
    caption: t("calculator.assumptions.title"),
    columns: [t("calculator.assumptions.name"), t("calculator.assumptions.used"), t("calculator.assumptions.source")],
    rows: input.assumptions.map((row) => ({
      cells: [row.label, `${assumptionValue(row, shares.has(row.key), t, format)}${row.overridden ? ` (${t("calculator.assumptions.overridden")})` : ""}`, row.source],
      emphasis: row.overridden,
    })),
  };
  return {
    title: tool ? t(tool.titleKey) : served.name,
    dated: t("calculator.pdf.dated", { date: dateTimeFormatOf(locale, { dateStyle: "long" }).format(input.now) }),
    inputs,
    resultsTitle: t("calculator.results.title"),
    sections: input.mapping(run.results, { t, format, locale, assumptions: run.assumptions }),
    assumptions,
    shareTitle: t("calculator.share.link"),
    shareUrl: input.shareUrl,
    labels: {
      benefits: t("calculator.chart.benefits"),
      costs: t("calculator.chart.costs"),
      cumulative: t("calculator.chart.cumulative"),
      year: (year) => t("calculator.table.year", { year }),
    },
  };
}
