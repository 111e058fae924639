import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { YearTable } from "~/features/calculators/frame/components/year-table";
import { BarChart } from "~/features/calculators/shared/components/bar-chart";
import { Note } from "~/features/calculators/shared/components/note";
import { StudyPanel } from "~/features/calculators/shared/components/study-panel";
import { useT } from "~/root-data";
import type { QualityAnswer } from "../definition";

/**
 * Failures avoided, downtime avoided, the savings undiscounted and at their present value, what
 * one failure costs on each side; the yearly costs of both sides as a chart and a table.
 */
export function QualityResults({ run }: { run: CalculatorRunData<QualityAnswer> }) {
  const t = useT();
  const format = useCalculatorFormat(run.currency);
  const { results } = run;
  const discountRate = run.assumptions.find((row) => row.key === "discountRate")?.value ?? 0;
  const sum = (pick: (year: QualityAnswer["years"][number]) => number) => results.years.reduce((total, year) => total + pick(year), 0);
  return (
    <div className="space-y-6">
      <p className="text-gray-800">{t("quality.recordUsed", { record: t(`quality.record.${results.record ?? "collaboration"}`) })}</p>
      {results.noData ? (
        <Note>{t("quality.noData")}</Note>
      ) : null}
      <Pullouts
        items={[
          { key: "failures", label: t("quality.result.failuresAvoided"), value: format.number(results.failuresAvoided, 1) },
          { key: "downtime", label: t("quality.result.downtimeHoursAvoided"), value: format.hours(results.downtimeHoursAvoided) },
          { key: "savings", label: t("quality.result.totalSavings"), value: format.money(results.totalSavings) },
          {
            key: "pvSavings",
            label: t("quality.result.pvSavings", { rate: format.percent(discountRate, 1) }),
            value: format.money(results.pv.savings),
            note: t("quality.result.pvSavingsNote"),
          },
        ]}
      />
      <p className="text-gray-800">
        {t("quality.result.costPerFailure", { maker: format.money(results.costPerFailure.maker), other: format.money(results.costPerFailure.other) })}
      </p>
      <BarChart
        title={t("quality.chart.title")}
        items={results.years.flatMap((year) => [
          { key: `maker-${year.year}`, label: `${t("calculator.table.year", { year: year.year })} · ${t("quality.table.costMaker")}`, value: year.costMaker, text: format.money(year.costMaker) },
          { key: `other-${year.year}`, label: `${t("calculator.table.year", { year: year.year })} · ${t("quality.table.costOther")}`, value: year.costOther, text: format.money(year.costOther) },
        ])}
      />
      <YearTable
        caption={t("quality.table.caption")}
        format={format.money}
        rows={[
          { key: "failuresMaker", label: t("quality.table.failuresMaker"), values: results.years.map((year) => year.failuresMaker), total: sum((year) => year.failuresMaker), format: (value) => format.number(value, 2) },
          { key: "failuresOther", label: t("quality.table.failuresOther"), values: results.years.map((year) => year.failuresOther), total: sum((year) => year.failuresOther), format: (value) => format.number(value, 2) },
          { key: "costMaker", label: t("quality.table.costMaker"), values: results.years.map((year) => year.costMaker), total: sum((year) => year.costMaker) },
          { key: "costOther", label: t("quality.table.costOther"), values: results.years.map((year) => year.costOther), total: sum((year) => year.costOther) },
          { key: "savings", label: t("quality.table.savings"), values: results.years.map((year) => year.savings), total: results.totalSavings, emphasis: true },
        ]}
      />
      <StudyPanel
        study={results.study}
        own={{ organization: t("calculator.study.yourMonitors", { count: results.monitors }), savings: format.money(results.pv.savings) }}
        differs="calculator.study.differs.quality"
      />
    </div>
  );
}
