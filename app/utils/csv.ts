/**
 * The one CSV writer: RFC 4180 quoting, CRLF line ends. Both the server (API downloads) and the
 * browser (the comparison and energy exports) write CSV. Written here rather than with
 * csv-stringify, which this replaced: its per-cell casting and option handling were a large share
 * of a calculator's CSV answer, for what the few lines below do. Numbers are
 * written as JavaScript writes them (`String`), which is what csv-stringify did too.
 */
export type CsvCell = string | number;

// A cell with a comma, a quote or any line break is quoted, its quotes doubled; so is one with a
// semicolon or a tab, the separators of spreadsheets in many European locales (Excel splits on
// `;` there): unquoted, `x;=1+1` would put `=1+1` in a cell of its own, a formula.
const needsQuotes = /[",;\t\r\n]/;

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
  // Appended cell by cell: no array of cells or of lines to join (a calculator's CSV is ~600 cells).
  let text = "";
  for (let index = 0; index < lines.length; index++) {
    if (index > 0) text += "\r\n";
    const line = lines[index]!;
    for (let cell = 0; cell < line.length; cell++) text += cell === 0 ? csvCell(line[cell]!) : `,${csvCell(line[cell]!)}`;
  }
  return (options.lastLineEnd ?? true) ? `${text}\r\n` : text;
}

/**
 * Text a visitor typed must not start a spreadsheet formula (=, +, −, @), at its start nor after
 * any separator or line break (`,` `;` tab, CR, LF), where a reader that ignores the quotes or
 * splits lines first would start a new cell: a `'` goes before each such character.
 */
export function safeText(text: string): string {
  return text.replace(/(^|[,;\t\r\n])([=+\-@\t\r])/g, "$1'$2");
}
