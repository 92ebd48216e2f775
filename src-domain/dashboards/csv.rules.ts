/** A CSV cell: text or a number (undefined is an empty cell). */
export type CsvCell = string | number | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 text, safe to open in a spreadsheet: text starting with = + - @ (or a tab
 * or carriage return) gets a leading apostrophe so it is not run as a formula; text with a comma,
 * quote or line break is quoted, quotes doubled. Numbers are written as they are (a negative
 * number is a number, not a formula).
 */
export function csvCell(value: CsvCell): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: cells joined by commas, lines by CRLF, ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A file name safe on every system for a report: `name` and the period, letters, digits,
 * dots, dashes and underscores only.
 */
export function csvFileName(name: string, from: string, to: string): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  return `${safe(name)}_${safe(from)}_${safe(to)}.csv`;
}
