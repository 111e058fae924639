/**
 * A business case as the PDF prints it: every text already in the visitor's language and every
 * figure already formatted (as the page formats it), so the writer only lays it out.
 */
import type { CashFlowYear } from "../components/cash-flow-chart";

export type PdfFigure = { label: string; value: string; note?: string };

export type PdfTable = {
  caption: string;
  /** The header row; the first column is the rows' names. */
  columns: string[];
  rows: { cells: string[]; emphasis?: boolean }[];
  note?: string;
};

export type PdfChart = {
  title: string;
  years: readonly CashFlowYear[];
  /** Axis labels: the amounts as the page writes them. */
  format: (value: number) => string;
  /** The upward bars' name when they are not "benefits" (quality's savings). */
  benefitsLabel?: string;
};

/**
 * A tornado (sensitivity) chart: per row a bar from the calculated figure to each of its two
 * moved values, each value printed beside its own bar (`left` the smaller, `right` the larger).
 */
export type PdfTornado = {
  title: string;
  /** "Net present value as calculated: $1,000". */
  note: string;
  centre: number;
  rows: { label: string; left: { value: number; text: string; kind: "lower" | "higher" }; right: { value: number; text: string; kind: "lower" | "higher" } }[];
  legend: { lower: string; higher: string; centre: string };
};

/** What one calculator contributes: its sub-headings, headline figures, notes, tables, cash-flow and tornado charts, in order. */
export type PdfSection = { heading: string } | { figures: PdfFigure[] } | { notes: string[] } | { table: PdfTable } | { chart: PdfChart } | { tornado: PdfTornado };

export type PdfCase = {
  title: string;
  /** "Created 26 November 2026", in the page's language. */
  dated: string;
  inputs: PdfTable;
  resultsTitle: string;
  sections: PdfSection[];
  assumptions: PdfTable;
  shareTitle: string;
  shareUrl: string;
  labels: { benefits: string; costs: string; cumulative: string; year: (year: number) => string };
};
