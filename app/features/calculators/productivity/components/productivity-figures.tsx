import { CashFlowChart } from "~/features/calculators/frame/components/cash-flow-chart";
import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import { YearTable, type YearTableRow } from "~/features/calculators/frame/components/year-table";
import { Note } from "~/features/calculators/shared/components/note";
import { StudyPanel } from "~/features/calculators/shared/components/study-panel";
import { useT } from "~/root-data";
import { productivityHeadlineFigures, productivityMoneyRows } from "../headline";
import type { ProductivityResult, ProductivityYear } from "../model";
import { ScenariosTable } from "./scenarios-table";
import { SensitivityChart } from "./sensitivity-chart";

/** Whether connectivity and retention are counted, each with its reason (issue 47: a benefit counts only where it can exist). */
function BenefitConditionsList({ results }: { results: ProductivityResult }) {
  const t = useT();
  const { connectivity, retention } = results.benefitConditions;
  return (
    <section aria-labelledby="benefit-conditions" className="text-sm text-gray-800">
      <h3 id="benefit-conditions" className="font-semibold">
        {t("productivity.condition.title")}
      </h3>
      <ul className="list-disc pl-5">
        {[connectivity, retention].map((condition) => (
          <li key={condition.note.key}>{t(condition.note.key, condition.note.values)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The headline figures: hours saved per employee, benefits (present value), the return and the
 * break-even, then the scenarios — the ROI is never shown without its range (issue 27) —,
 * when the monitors were compared, why the productivity gain is or is not counted, and which
 * of the other benefits count.
 */
export function ProductivityPullouts({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  return (
    <div className="space-y-4">
      {results.productivityNote ? <Note>{t(results.productivityNote.key, results.productivityNote.values)}</Note> : null}
      <BenefitConditionsList results={results} />
      <Pullouts items={productivityHeadlineFigures(results, t, format)} />
      <ScenariosTable scenarios={results.scenarios} format={format} />
      <StudyPanel
        study={results.study}
        own={{
          // Everyone has the new monitors by the last year, whatever the deployment plan.
          organization: t("calculator.study.yourOrganization", { staff: Math.max(...results.years.map((year) => year.equipped)) }),
          roi: format.percent(results.roi, 0),
          npv: format.money(results.pv.npv),
          payback: t(results.paybackLabel.key, results.paybackLabel.values),
        }}
        differs="calculator.study.differs.productivity"
      />
    </div>
  );
}

/** The cash flow as a chart and the yearly table (undiscounted, as the payback is counted). */
export function ProductivityYears({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  const sum = (key: keyof ProductivityYear) => results.years.reduce((total, year) => total + year[key], 0);
  const rows: YearTableRow[] = [
    { key: "equipped", label: t("productivity.table.equipped"), values: results.years.map((year) => year.equipped), format: (value) => format.number(value, 1) },
    ...productivityMoneyRows.map((row) => ({ key: row.key, label: t(row.label), values: results.years.map((year) => year[row.key]), total: sum(row.key), emphasis: row.emphasis })),
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
