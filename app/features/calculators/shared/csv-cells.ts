/** CSV cells for every calculator's download (RFC 4180 quoting; no spreadsheet formulas from text). */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Text a visitor typed must not start a spreadsheet formula (=, +, −, @). */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Lines of cells as CSV text with CRLF line ends. */
export function csvLines(lines: readonly (readonly (string | number)[])[]): string {
  return lines.map((line) => line.map(csvCell).join(",")).join("\r\n");
}
