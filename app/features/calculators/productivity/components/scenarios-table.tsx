import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { useT } from "~/root-data";
import type { Scenario, Scenarios } from "../analysis";
import { paybackSaid } from "../model";

const columns = ["none", "low", "likely", "high"] as const;

/**
 * The return with no gain and at the passive, the chosen and the maker's gain, side by side: the headline ROI is
 * one point of a range, and the page never shows it alone (issue 27).
 */
export function ScenariosTable({ scenarios, format }: { scenarios: Scenarios; format: CalculatorFormat }) {
  const t = useT();
  const rows: { key: string; label: string; cell: (scenario: Scenario) => string }[] = [
    { key: "gain", label: t("productivity.scenarios.gain"), cell: (s) => format.percent(s.gain, 0) },
    { key: "roi", label: t("productivity.scenarios.roi"), cell: (s) => format.percent(s.roi, 0) },
    { key: "npv", label: t("productivity.result.npv"), cell: (s) => format.money(s.npv) },
    {
      key: "payback",
      label: t("productivity.result.payback"),
      cell: (s) => {
        const said = paybackSaid(s.paybackMonths);
        return t(said.key, said.values);
      },
    },
  ];
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={t("productivity.scenarios.caption")}>
      <table className="w-full border-collapse text-sm break-inside-avoid">
        <caption className="mb-2 text-left font-semibold">{t("productivity.scenarios.caption")}</caption>
        <thead>
          <tr className="border-b-2 border-gray-400">
            <td className="px-2 py-1" />
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-2 py-1 text-right ${column === "likely" ? "bg-gray-50" : ""}`}>
                {t(`productivity.scenarios.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-gray-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {row.label}
              </th>
              {columns.map((column) => (
                <td key={column} className={`px-2 py-1 text-right tabular-nums whitespace-nowrap ${column === "likely" ? "bg-gray-50 font-semibold" : ""}`}>
                  {row.cell(scenarios[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm text-gray-700">{t("productivity.scenarios.note")}</p>
    </div>
  );
}
