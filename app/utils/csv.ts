/**
 * The one CSV writer: RFC 4180 quoting by csv-stringify, CRLF line ends. Both the server (API
 * downloads) and the browser (the comparison and energy exports) write CSV, so this takes
 * csv-stringify's browser build, which carries its own Buffer; the components load it on click.
 */
import { stringify } from "csv-stringify/browser/esm/sync";

export type CsvCell = string | number;

/**
 * Lines of cells as CSV text, each line ended by CRLF. A cell with a comma, a quote or any line
 * break is quoted (csv-stringify quotes a lone \n or \r only when asked: `quoted_match`).
 * `lastLineEnd: false` leaves the last line open, as the energy download always has.
 */
export function csvText(lines: readonly (readonly CsvCell[])[], options: { lastLineEnd?: boolean } = {}): string {
  return stringify(
    lines.map((line) => [...line]),
    { record_delimiter: "\r\n", quoted_match: /[\r\n]/, eof: options.lastLineEnd ?? true },
  );
}

/** Text a visitor typed must not start a spreadsheet formula (=, +, −, @). */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
