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

/** What one calculator contributes: its sub-headings, headline figures, notes, tables and cash-flow chart, in order. */
export type PdfSection = { heading: string } | { figures: PdfFigure[] } | { notes: string[] } | { table: PdfTable } | { chart: PdfChart };

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
