/**
 * The results as CSV: one line per monitor row, each option's total, the combined total and
 * each option's difference from the first. Numbers are plain ("1234.5"), for spreadsheets; the
 * headings come translated from the page.
 */
import type { EnergyResult, Figures } from "./model";
import type { ResultColumn } from "./results";
import { csvText, safeText } from "~/utils/csv";

export type CsvHeadings = {
  option: string;
  monitor: string;
  quantity: string;
  energy: string;
  cost: string;
  co2: string;
  heat: string;
  total: string;
  allOptions: string;
  differenceFromFirst: string;
};

function plain(value: number, decimals: number): string {
  // toFixed never gives "1e+21"-style text for the model's range, and "-0.00" reads as 0.
  const fixed = value.toFixed(decimals);
  return Number(fixed) === 0 ? (0).toFixed(decimals) : fixed;
}

export function energyCsv(input: {
  headings: CsvHeadings;
  optionNames: readonly string[];
  columns: readonly ResultColumn[];
  result: EnergyResult;
  period: "annual" | "hourly";
}): string {
  const { headings, result, period } = input;
  const decimals = period === "annual" ? 2 : 6;
  const figures = (value: Figures) => [plain(value.kwh, decimals), plain(value.cost, decimals), plain(value.co2, decimals), plain(value.heatBtu, decimals)];
  const lines: Array<Array<string | number>> = [
    [headings.option, headings.monitor, headings.quantity, headings.energy, headings.cost, headings.co2, headings.heat],
  ];
  input.columns.forEach((column, index) => {
    const name = safeText(input.optionNames[index] ?? "");
    const columnResult = result.columns[index];
    if (!columnResult) return;
    column.rows.forEach((row, rowIndex) => {
      const rowResult = columnResult.rows[rowIndex];
      if (rowResult) lines.push([name, row.monitor.title, row.quantity, ...figures(rowResult[period])]);
    });
    lines.push([name, headings.total, columnResult.quantity, ...figures(columnResult[period])]);
  });
  lines.push([headings.allOptions, headings.total, result.combined.quantity, ...figures(result.combined[period])]);
  result.columns.forEach((columnResult, index) => {
    if (columnResult.differenceFromFirst) {
      lines.push([safeText(input.optionNames[index] ?? ""), headings.differenceFromFirst, "", ...figures(columnResult.differenceFromFirst[period])]);
    }
  });
  return csvText(lines, { lastLineEnd: false });
}

export function csvFilename(period: "annual" | "hourly"): string {
  return `energy-cost-${period}.csv`;
}
