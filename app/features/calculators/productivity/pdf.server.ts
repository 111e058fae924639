/** Productivity (and TEI, and why-refresh's productivity tab) in the PDF: the page's pullouts, scenarios, cash flow and yearly table. */
import { productivityHeadlineFigures, productivityMoneyRows } from "./headline";
import { paybackSaid, type ProductivityResult, type ProductivityYear } from "./model";
import type { PdfSection } from "~/features/calculators/frame/pdf/case";
import { yearTable, type PdfContext, type PdfMapping } from "~/features/calculators/frame/pdf/mapping";
import { tornadoSides } from "./tornado";

const scenarioColumns = ["none", "low", "likely", "high"] as const;

/** Which benefits count and why, the headline figures, the break-even and the scenarios: the ROI never without its range (issue 27). */
export function productivityHeadline(results: ProductivityResult, { t, format }: PdfContext): PdfSection[] {
  const payback = (months: number | null) => {
    const said = paybackSaid(months);
    return t(said.key, said.values);
  };
  return [
    ...(results.productivityNote ? [{ notes: [t(results.productivityNote.key, results.productivityNote.values)] }] : []),
    { notes: [results.benefitConditions.connectivity.note, results.benefitConditions.retention.note].map((note) => t(note.key, note.values)) },
    { figures: productivityHeadlineFigures(results, t, format) },
    {
      table: {
        caption: t("productivity.scenarios.caption"),
        columns: ["", ...scenarioColumns.map((column) => t(`productivity.scenarios.${column}`))],
        rows: [
          { cells: [t("productivity.scenarios.gain"), ...scenarioColumns.map((column) => format.percent(results.scenarios[column].gain, 0))] },
          { cells: [t("productivity.scenarios.roi"), ...scenarioColumns.map((column) => format.percent(results.scenarios[column].roi, 0))] },
          { cells: [t("productivity.result.npv"), ...scenarioColumns.map((column) => format.money(results.scenarios[column].npv))] },
          { cells: [t("productivity.result.payback"), ...scenarioColumns.map((column) => payback(results.scenarios[column].paybackMonths))] },
        ],
        note: t("productivity.scenarios.note"),
      },
    },
  ];
}

/** The tornado as the page draws it: what moves the NPV, each figure 25 % lower and higher alone. */
export function productivitySensitivity(results: ProductivityResult, { t, format }: PdfContext): PdfSection[] {
  if (results.sensitivity.length === 0) return [];
  const side = (value: { change: "lower" | "higher"; npv: number }) => ({ value: value.npv, kind: value.change, text: `${t(`productivity.sensitivity.${value.change}`)}: ${format.money(value.npv)}` });
  return [
    {
      tornado: {
        title: t("productivity.sensitivity.title"),
        note: t("productivity.sensitivity.npv", { npv: format.money(results.pv.npv) }),
        centre: results.pv.npv,
        rows: results.sensitivity.map((row) => {
          const [left, right] = tornadoSides(row);
          return { label: t(row.label.key, row.label.values), left: side(left), right: side(right) };
        }),
        legend: { lower: t("productivity.sensitivity.lower"), higher: t("productivity.sensitivity.higher"), centre: t("productivity.result.npv") },
      },
    },
  ];
}

/** The cash flow as a chart and the yearly table (undiscounted, as the payback is counted). */
export function productivityYears(results: ProductivityResult, { t, format }: PdfContext): PdfSection[] {
  const sum = (key: keyof ProductivityYear) => results.years.reduce((total, year) => total + year[key], 0);
  const money = (value: number) => format.money(value);
  return [
    { chart: { title: t("productivity.chart.title"), years: results.years, format: money } },
    {
      table: yearTable(
        t("productivity.table.caption"),
        [
          { label: t("productivity.table.equipped"), values: results.years.map((year) => year.equipped), format: (value) => format.number(value, 1) },
          ...productivityMoneyRows.map((row) => ({ label: t(row.label), values: results.years.map((year) => year[row.key]), total: sum(row.key), emphasis: row.emphasis })),
        ],
        money,
        t,
      ),
    },
  ];
}

export const productivityPdf: PdfMapping<ProductivityResult> = (results, context) => [
  ...productivityHeadline(results, context),
  ...productivitySensitivity(results, context),
  ...productivityYears(results, context),
];

type RiskKey = keyof ProductivityResult["risk"]["pv"];

/** TEI: the same headline, then benefits and costs with their risk adjustments (present value), then the years. */
export const teiPdf: PdfMapping<ProductivityResult> = (results, context) => {
  const { t, format } = context;
  const risk = (names: readonly RiskKey[]): PdfSection => ({
    table: {
      caption: `${t("tei.section.risk")} · ${t("tei.presentValue")}`,
      columns: ["", t("tei.unadjusted"), t("tei.riskAdjustment"), t("tei.riskAdjusted")],
      rows: names.map((name) => {
        const line = results.risk.pv[name];
        return {
          cells: [
            `${t(`productivity.table.${name}`)}\n${t(`tei.risk.${name}`)}`,
            format.money(line.unadjusted),
            `${format.money(line.adjustment, true)}\n${t("tei.riskRate", { rate: format.percent(line.rate, 0) })}`,
            format.money(line.adjusted),
          ],
        };
      }),
    },
  });
  return [
    { heading: t("tei.section.summary") },
    ...productivityHeadline(results, context),
    ...productivitySensitivity(results, context),
    { heading: t("tei.section.benefits") },
    risk(["productivity", "connectivity", "retention"]),
    { heading: t("tei.section.costs") },
    risk(["deployment"]),
    ...productivityYears(results, context),
    { heading: t("tei.section.flexibility") },
    { notes: [t("tei.flexibility.note")] },
  ];
};
