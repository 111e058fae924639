/**
 * Text and tables on pdfkit pages: every string goes through the font chains (Latin, Chinese,
 * Latin Extended), tables break across pages and repeat their header row.
 */
import type { PdfTable } from "./case";
import { textRuns, type PdfFont, type Weight } from "./fonts.server";

export type TextStyle = { weight?: Weight; size?: number; color?: string; align?: "left" | "right" | "center"; link?: string };

const GRID = "#9ca3af";
const ROW_PAD = 3;

export class Layout {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly chains: Record<Weight, PdfFont[]>,
  ) {}

  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private runs(text: string, style: TextStyle) {
    return textRuns(text, this.chains[style.weight ?? "regular"]);
  }

  /** The height the text takes in a box this wide (a mixed-font string measured in its widest-covering font). */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    const runs = this.runs(text, style);
    const font = runs.length === 1 ? runs[0]!.font : this.chains[style.weight ?? "regular"][1]!;
    return this.doc.font(font.name).fontSize(style.size ?? 9).heightOfString(runs.map((run) => run.text).join("") || " ", { width });
  }

  /** The width of the text on one line (a mixed-font string measured in its widest-covering font). */
  widthOf(text: string, style: TextStyle = {}): number {
    const runs = this.runs(text, style);
    const font = runs.length === 1 ? runs[0]!.font : this.chains[style.weight ?? "regular"][1]!;
    return this.doc.font(font.name).fontSize(style.size ?? 9).widthOfString(runs.map((run) => run.text).join(""));
  }

  /** Draws the text in a box at (x, y); runs in other fonts continue the same paragraph. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    const runs = this.runs(text, style);
    const size = style.size ?? 9;
    this.doc.fillColor(style.color ?? "#111827");
    runs.forEach((run, index) => {
      this.doc.font(run.font.name).fontSize(size);
      // pdfkit sets a fragment's top at the line's top, its baseline one ascender below (in
      // points at the line's size). A subscript digit is its plain digit at 70 % of the size,
      // its baseline 0.2 em below the line's: a numeric `baseline` gives that offset itself.
      const baseline = run.subscript ? -(run.font.ascender * size + 0.2 * size) : undefined;
      if (run.subscript) this.doc.fontSize(size * 0.7);
      const options = {
        width,
        align: style.align ?? "left",
        continued: index < runs.length - 1,
        ...(baseline === undefined ? {} : { baseline }),
        ...(style.link ? { link: style.link, underline: true } : {}),
      };
      if (index === 0) this.doc.text(run.text, x, y, options);
      else this.doc.text(run.text, options);
    });
  }

  /** Starts a new page when `height` does not fit below the current position. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A block of text at the left margin, moving the position below it. */
  paragraph(text: string, style: TextStyle = {}, gap = 4): void {
    const height = this.heightOf(text, this.width, style);
    this.ensure(height);
    const y = this.doc.y;
    this.text(text, this.left, y, this.width, style);
    this.doc.x = this.left;
    this.doc.y = y + height + gap;
  }

  heading(text: string, size = 13): void {
    this.ensure(60);
    this.doc.y += 6;
    this.paragraph(text, { weight: "bold", size }, 4);
  }

  /** Column widths: the names' column takes what the figures leave, figures share the rest. */
  private widths(columns: number, first: number): number[] {
    if (columns === 1) return [this.width];
    const rest = (this.width * (1 - first)) / (columns - 1);
    return [this.width * first, ...Array.from({ length: columns - 1 }, () => rest)];
  }

  /** A table: caption, header row (again on every page it runs onto), rows with figures right-aligned, note. */
  table(table: PdfTable, options: { first?: number; alignFigures?: boolean } = {}): void {
    const widths = this.widths(table.columns.length, options.first ?? (table.columns.length > 3 ? 0.34 : 0.45));
    const align = (index: number) => (index > 0 && options.alignFigures !== false ? "right" : "left");
    const rowHeight = (cells: string[], weight: Weight) =>
      Math.max(...cells.map((cell, index) => this.heightOf(cell, widths[index]! - 2 * ROW_PAD, { weight }))) + 2 * ROW_PAD;
    const drawRow = (cells: string[], weight: Weight, line: number) => {
      const height = rowHeight(cells, weight);
      const y = this.doc.y;
      let x = this.left;
      cells.forEach((cell, index) => {
        this.text(cell, x + ROW_PAD, y + ROW_PAD, widths[index]! - 2 * ROW_PAD, { weight, align: align(index) });
        x += widths[index]!;
      });
      this.doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(line).strokeColor(GRID).stroke();
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    const header = () => drawRow(table.columns, "bold", 1);
    this.ensure(this.heightOf(table.caption, this.width, { weight: "bold", size: 10 }) + 3 * rowHeight(table.columns, "bold"));
    this.paragraph(table.caption, { weight: "bold", size: 10 }, 2);
    header();
    for (const row of table.rows) {
      const weight = row.emphasis ? "bold" : "regular";
      if (this.doc.y + rowHeight(row.cells, weight) > this.bottom) {
        this.doc.addPage();
        header();
      }
      drawRow(row.cells, weight, 0.5);
    }
    this.doc.y += 4;
    if (table.note) this.paragraph(table.note, { size: 8, color: "#374151" });
    this.doc.y += 6;
  }
}
