import { panelClass } from "~/features/calculators/shared/components/styles";
import { useT } from "~/root-data";
import type { PeriodChoice, View } from "../input-schema";
import type { EnergyResult, Figures } from "../model";
import type { PageColumn } from "./page-columns";
import { BarChart, type BarChartItem } from "~/features/calculators/shared/components/bar-chart";
import type { EnergyFormat } from "./use-energy-format";

type CombinedResultsProps = {
  names: readonly string[];
  columns: readonly PageColumn[];
  result: EnergyResult;
  period: PeriodChoice;
  view: View;
  format: EnergyFormat;
};

type Line = { key: string; label: string; quantity: string; figures: Figures; signed?: boolean };

/**
 * All options together: a table with each option, the combined total and each option's
 * difference from the first. In graph view the same figures are drawn as bars, and the table
 * stays for screen readers.
 */
export function CombinedResults({ names, columns, result, period, view, format }: CombinedResultsProps) {
  const t = useT();
  const first = names[0] ?? "";
  const lines: Line[] = result.columns.map((column, index) => ({
    key: `option-${index}`,
    label: names[index] ?? "",
    quantity: format.quantity(column.quantity),
    figures: column[period],
  }));
  const total: Line = { key: "total", label: t("energy.results.allOptions"), quantity: format.quantity(result.combined.quantity), figures: result.combined[period] };
  const differences: Line[] = result.columns.flatMap((column, index) =>
    column.differenceFromFirst
      ? [{ key: `difference-${index}`, label: t("energy.results.differenceRow", { option: names[index] ?? "", first }), quantity: "", figures: column.differenceFromFirst[period], signed: true }]
      : [],
  );
  // One option: its monitors are the bars; several: the options are.
  const bars =
    columns.length === 1
      ? (columns[0]?.rows ?? []).map((row, index) => ({ key: `row-${index}`, label: `${row.monitor.title} × ${format.quantity(row.quantity)}`, figures: result.columns[0]!.rows[index]![period] }))
      : lines.map((line) => ({ key: line.key, label: line.label, figures: line.figures }));
  const chart = (title: string, pick: (figures: Figures) => number, text: (value: number) => string): BarChartItem[] =>
    bars.map((bar) => ({ key: `${title}-${bar.key}`, label: bar.label, value: pick(bar.figures), text: text(pick(bar.figures)) }));
  const row = (line: Line) => (
    <tr key={line.key} className="border-t border-gray-200">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {line.label}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
      <td className="px-2 py-2 text-right tabular-nums">{format.energy(line.figures.kwh, line.signed)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{format.money(line.figures.cost, line.signed)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{format.co2(line.figures.co2, line.signed)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{format.heat(line.figures.heatBtu, line.signed)}</td>
    </tr>
  );
  const periodText = t(`energy.period.${period}`);
  return (
    <section aria-labelledby="combined-title" className={panelClass}>
      <h2 id="combined-title" className="text-xl font-semibold">
        {t("energy.results.combinedTitle")}
      </h2>
      {view === "graph" ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <BarChart title={`${t("energy.figure.energy")} (${periodText})`} items={chart("energy", (figures) => figures.kwh, (value) => format.energy(value))} />
          <BarChart title={`${t("energy.figure.cost")} (${periodText})`} items={chart("cost", (figures) => figures.cost, (value) => format.money(value))} />
          <BarChart title={`${t("energy.figure.co2")} (${periodText})`} items={chart("co2", (figures) => figures.co2, (value) => format.co2(value))} />
          <BarChart title={`${t("energy.figure.heat")} (${periodText})`} items={chart("heat", (figures) => figures.heatBtu, (value) => format.heat(value))} />
        </div>
      ) : null}
      {/* Focusable so that keyboard users can scroll it on narrow screens. */}
      <div className={view === "graph" ? "sr-only" : "mt-4 overflow-x-auto"} tabIndex={view === "graph" ? undefined : 0} role="region" aria-labelledby="combined-title">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t("energy.results.tableCaption", { period: periodText })}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-2 pr-4">
                {t("energy.results.optionHeading")}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t("energy.results.monitorsHeading")}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t("energy.figure.energy")}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t("energy.figure.cost")}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t("energy.figure.co2")}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t("energy.figure.heat")}
              </th>
            </tr>
          </thead>
          <tbody>{lines.map(row)}</tbody>
          <tbody className="font-semibold">{row(total)}</tbody>
          {differences.length > 0 ? <tbody>{differences.map(row)}</tbody> : null}
        </table>
      </div>
    </section>
  );
}
