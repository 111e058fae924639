/**
 * The one CSV writer: RFC 4180 quoting, CRLF line ends. Both the server (API downloads) and the
 * browser (the comparison and energy exports) write CSV. Written here rather than with
 * csv-stringify, which this replaced: its per-cell casting and option handling were ~12 % of a
 * calculator's CSV answer (docs/perf-profile.md, change 30), for the few lines below. Numbers are
 * written as JavaScript writes them (`String`), which is what csv-stringify did too.
 */
export type CsvCell = string | number;

// A cell with a comma, a quote or any line break is quoted, its quotes doubled.
const needsQuotes = /[",\r\n]/;

function csvCell(cell: CsvCell): string {
  if (typeof cell === "number") return String(cell);
  return needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Lines of cells as CSV text, each line ended by CRLF. `lastLineEnd: false` leaves the last
 * line open, as the energy download always has.
 */
export function csvText(lines: readonly (readonly CsvCell[])[], options: { lastLineEnd?: boolean } = {}): string {
  if (lines.length === 0) return "";
  const text = lines.map((line) => line.map(csvCell).join(",")).join("\r\n");
  return (options.lastLineEnd ?? true) ? `${text}\r\n` : text;
}

/** Text a visitor typed must not start a spreadsheet formula (=, +, −, @). */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
