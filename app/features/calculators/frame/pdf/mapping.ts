/**
 * What each calculator gives the shared PDF writer: a small mapping from its typed results to
 * sections (headline figures, notes, tables, the cash-flow chart), formatted as its page formats
 * them. The rest of the case (inputs, assumptions, share link) is the same for every calculator.
 */
import type { Translate } from "~/i18n/translate";
import type { AppliedAssumption } from "../definition";
import type { CalculatorFormat } from "../components/use-calculator-format";
import type { PdfSection, PdfTable } from "./case";

export type PdfContext = { t: Translate; format: CalculatorFormat; locale: string; assumptions: readonly AppliedAssumption[] };

export type PdfMapping<Result> = (results: Result, context: PdfContext) => PdfSection[];

export type YearRow = { label: string; values: readonly number[]; total?: number; format?: (value: number) => string; emphasis?: boolean };

/** Figures per year with a total column, as the page's YearTable shows them. */
export function yearTable(caption: string, rows: readonly YearRow[], format: (value: number) => string, t: Translate): PdfTable {
  const years = Math.max(...rows.map((row) => row.values.length));
  const withTotal = rows.some((row) => row.total !== undefined);
  return {
    caption,
    columns: ["", ...Array.from({ length: years }, (_, index) => t("calculator.table.year", { year: index + 1 })), ...(withTotal ? [t("calculator.table.total")] : [])],
    rows: rows.map((row) => {
      const cell = row.format ?? format;
      return {
        cells: [row.label, ...Array.from({ length: years }, (_, index) => (row.values[index] === undefined ? "" : cell(row.values[index]!))), ...(withTotal ? [row.total === undefined ? "" : cell(row.total)] : [])],
        emphasis: row.emphasis,
      };
    }),
  };
}
