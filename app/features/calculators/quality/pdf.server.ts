/** Quality in the PDF: the record used, the page's pullouts, cost per failure, both sides' yearly costs as chart and table. */
import type { QualityAnswer } from "./definition";
import { yearTable, type PdfMapping } from "~/features/calculators/frame/pdf/mapping";

export const qualityPdf: PdfMapping<QualityAnswer> = (results, { t, format, assumptions }) => {
  const discountRate = assumptions.find((row) => row.key === "discountRate")?.value ?? 0;
  const sum = (pick: (year: QualityAnswer["years"][number]) => number) => results.years.reduce((total, year) => total + pick(year), 0);
  const money = (value: number) => format.money(value);
  const failures = (value: number) => format.number(value, 2);
  return [
    { notes: [t("quality.recordUsed", { record: t(`quality.record.${results.record ?? "collaboration"}`) }), ...(results.noData ? [t("quality.noData")] : [])] },
    {
      figures: [
        { label: t("quality.result.failuresAvoided"), value: format.number(results.failuresAvoided, 1) },
        { label: t("quality.result.downtimeHoursAvoided"), value: format.hours(results.downtimeHoursAvoided) },
        { label: t("quality.result.totalSavings"), value: format.money(results.totalSavings) },
        { label: t("quality.result.pvSavings", { rate: format.percent(discountRate, 1) }), value: format.money(results.pv.savings), note: t("quality.result.pvSavingsNote") },
      ],
    },
    { notes: [t("quality.result.costPerFailure", { maker: format.money(results.costPerFailure.maker), other: format.money(results.costPerFailure.other) })] },
    // Quality buys nothing: its cash flow is the savings a year (no cost), and their running total.
    { chart: { title: t("quality.table.savings"), benefitsLabel: t("quality.table.savings"), years: results.years.map((year) => ({ benefits: year.savings, costs: 0 })), format: money } },
    {
      table: yearTable(
        t("quality.table.caption"),
        [
          { label: t("quality.table.failuresMaker"), values: results.years.map((year) => year.failuresMaker), total: sum((year) => year.failuresMaker), format: failures },
          { label: t("quality.table.failuresOther"), values: results.years.map((year) => year.failuresOther), total: sum((year) => year.failuresOther), format: failures },
          { label: t("quality.table.costMaker"), values: results.years.map((year) => year.costMaker), total: sum((year) => year.costMaker) },
          { label: t("quality.table.costOther"), values: results.years.map((year) => year.costOther), total: sum((year) => year.costOther) },
          { label: t("quality.table.savings"), values: results.years.map((year) => year.savings), total: results.totalSavings, emphasis: true },
        ],
        money,
        t,
      ),
    },
  ];
};
