import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { useT } from "~/root-data";
import type { ProductivityResult, RiskLine } from "../model";
import { ProductivityPullouts, ProductivityYears } from "./productivity-figures";
import { SensitivityChart } from "./sensitivity-chart";

type RiskKey = keyof ProductivityResult["risk"]["pv"];

/** One risk-adjusted line of the TEI layout: the unadjusted figure, the adjustment and what is left, in present value. */
function RiskRow({ name, line, format }: { name: RiskKey; line: RiskLine; format: CalculatorFormat }) {
  const t = useT();
  return (
    <tr className="border-b border-gray-200 align-top">
      <th scope="row" className="px-2 py-1 text-left font-normal">
        <span className="font-semibold">{t(`productivity.table.${name}`)}</span>
        <span className="block text-sm text-gray-700">{t(`tei.risk.${name}`)}</span>
      </th>
      <td className="px-2 py-1 text-right tabular-nums whitespace-nowrap">{format.money(line.unadjusted)}</td>
      <td className="px-2 py-1 text-right tabular-nums whitespace-nowrap">
        {format.money(line.adjustment, true)}
        <span className="block text-sm text-gray-700">{t("tei.riskRate", { rate: format.percent(line.rate, 0) })}</span>
      </td>
      <td className="px-2 py-1 text-right font-semibold tabular-nums whitespace-nowrap">{format.money(line.adjusted)}</td>
    </tr>
  );
}

function RiskTable({ caption, names, results, format }: { caption: string; names: readonly RiskKey[]; results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm break-inside-avoid">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-400">
            <td className="px-2 py-1" />
            <th scope="col" className="px-2 py-1 text-right">{t("tei.unadjusted")}</th>
            <th scope="col" className="px-2 py-1 text-right">{t("tei.riskAdjustment")}</th>
            <th scope="col" className="px-2 py-1 text-right">{t("tei.riskAdjusted")}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <RiskRow key={name} name={name} line={results.risk.pv[name]} format={format} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The productivity model in the TEI layout: summary, benefits and costs with their risk adjustments, flexibility. */
export function TeiResults({ results, format }: { results: ProductivityResult; format: CalculatorFormat }) {
  const t = useT();
  return (
    <div className="space-y-8">
      <section aria-labelledby="tei-summary" className="space-y-4">
        <h3 id="tei-summary" className="text-xl font-semibold">{t("tei.section.summary")}</h3>
        <ProductivityPullouts results={results} format={format} />
        <SensitivityChart rows={results.sensitivity} npv={results.pv.npv} format={format} />
      </section>
      <section aria-labelledby="tei-benefits" className="space-y-4">
        <h3 id="tei-benefits" className="text-xl font-semibold">{t("tei.section.benefits")}</h3>
        <RiskTable caption={`${t("tei.section.risk")} · ${t("tei.presentValue")}`} names={["productivity", "connectivity", "retention"]} results={results} format={format} />
      </section>
      <section aria-labelledby="tei-costs" className="space-y-4">
        <h3 id="tei-costs" className="text-xl font-semibold">{t("tei.section.costs")}</h3>
        <RiskTable caption={`${t("tei.section.risk")} · ${t("tei.presentValue")}`} names={["deployment"]} results={results} format={format} />
        <ProductivityYears results={results} format={format} />
      </section>
      <section aria-labelledby="tei-flexibility" className="space-y-2">
        <h3 id="tei-flexibility" className="text-xl font-semibold">{t("tei.section.flexibility")}</h3>
        <p className="max-w-3xl text-gray-800">{t("tei.flexibility.note")}</p>
      </section>
    </div>
  );
}
