import { CashFlowChart } from "~/features/calculators/frame/components/cash-flow-chart";
import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import { YearTable, type YearTableRow } from "~/features/calculators/frame/components/year-table";
import { Note } from "~/features/calculators/shared/components/note";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/root-data";
import { HOURS_PER_WORKING_DAY, type ProductivityResult, type ProductivityYear } from "../model";
import { ScenariosTable } from "./scenarios-table";
import { SensitivityChart } from "./sensitivity-chart";

/** Break-even as said on the page: whole seconds under a minute, else minutes (tenths under 10). */
export function breakEvenText(t: Translate, minutesPerDay: number): string {
  const seconds = Math.round(minutesPerDay * 60);
  if (seconds < 60) return t("productivity.breakEven.seconds", { seconds });
  const minutes = minutesPerDay >= 10 ? Math.round(minutesPerDay) : Math.round(minutesPerDay * 10) / 10;
  return t("productivity.breakEven.minutes", { minutes });
}

/** The minutes of an 8-hour working day: a break-even above it cannot be reached by time saved alone. */
const WORKING_DAY_MINUTES = HOURS_PER_WORKING_DAY * 60;

/**
 * The headline figures: hours saved per employee, benefits (present value), the return and the
 * break-even, then the three scenarios — the ROI is never shown without its range (issue 27) —
 * and, when the monitors were compared, why the productivity gain is or is not counted.
 */
export function ProductivityPullouts({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  const { minutesPerDay, workingDaysPerYear } = results.breakEven;
  const breakEvenNote = [
    t("productivity.breakEven.note", { days: format.number(workingDaysPerYear, 1) }),
    ...(minutesPerDay > WORKING_DAY_MINUTES ? [t("productivity.breakEven.beyondDay")] : []),
  ].join(" ");
  return (
    <div className="space-y-4">
      {results.productivityNote ? <Note>{t(results.productivityNote.key, results.productivityNote.values)}</Note> : null}
      <Pullouts
        items={[
          { key: "hours", label: t("productivity.result.hoursPerEmployeeYear"), value: format.hours(results.hoursPerEmployeeYear) },
          { key: "benefits", label: t("productivity.result.benefitsPv"), value: format.money(results.pv.benefits), note: `${t("productivity.result.costsPv")}: ${format.money(results.pv.costs)}` },
          {
            key: "roi",
            label: t("productivity.result.roi"),
            value: format.percent(results.roi, 0),
            note: `${t("productivity.result.npv")}: ${format.money(results.pv.npv)} · ${t("productivity.result.payback")}: ${t(results.paybackLabel.key, results.paybackLabel.values)}`,
          },
          { key: "breakEven", label: t("productivity.breakEven.label"), value: breakEvenText(t, minutesPerDay), note: breakEvenNote },
        ]}
      />
      <ScenariosTable scenarios={results.scenarios} format={format} />
    </div>
  );
}

const moneyRows: readonly { key: keyof ProductivityYear; label: Parameters<ReturnType<typeof useT>>[0]; emphasis?: boolean }[] = [
  { key: "productivity", label: "productivity.table.productivity" },
  { key: "connectivity", label: "productivity.table.connectivity" },
  { key: "retention", label: "productivity.table.retention" },
  { key: "benefits", label: "productivity.table.benefits", emphasis: true },
  { key: "monitors", label: "productivity.table.monitors" },
  { key: "mounting", label: "productivity.table.mounting" },
  { key: "deployment", label: "productivity.table.deployment" },
  { key: "moves", label: "productivity.table.moves" },
  { key: "costs", label: "productivity.table.costs", emphasis: true },
  { key: "net", label: "productivity.table.net", emphasis: true },
];

/** The cash flow as a chart and the yearly table (undiscounted, as the payback is counted). */
export function ProductivityYears({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  const sum = (key: keyof ProductivityYear) => results.years.reduce((total, year) => total + year[key], 0);
  const rows: YearTableRow[] = [
    { key: "equipped", label: t("productivity.table.equipped"), values: results.years.map((year) => year.equipped), format: (value) => format.number(value, 1) },
    ...moneyRows.map((row) => ({ key: row.key, label: t(row.label), values: results.years.map((year) => year[row.key]), total: sum(row.key), emphasis: row.emphasis })),
  ];
  return (
    <>
      <CashFlowChart title={t("productivity.chart.title")} years={results.years} format={(value) => format.money(value)} />
      <YearTable caption={t("productivity.table.caption")} rows={rows} format={(value) => format.money(value)} />
    </>
  );
}

/** The productivity calculator's results: pullouts and scenarios, the tornado, the cash-flow chart and the yearly table. */
export function ProductivityFigures({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  return (
    <div className="space-y-6">
      <ProductivityPullouts results={results} format={format} />
      <SensitivityChart rows={results.sensitivity} npv={results.pv.npv} format={format} />
      <ProductivityYears results={results} format={format} />
    </div>
  );
}
