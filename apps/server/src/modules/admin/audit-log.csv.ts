/**
 * A tiny CSV writer (RFC 4180: every cell quoted, quotes doubled, CRLF between rows), safe to open
 * in a spreadsheet: a cell a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return, after any spaces; their full-width forms too) gets a leading apostrophe, as
 * OWASP's "CSV injection" advice says. No library: the project has none installed, and this is all it needs.
 */
const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file: a UTF-8 byte order mark (spreadsheets then read the names' accents right), the header, the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
