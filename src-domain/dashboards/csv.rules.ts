/** A CSV cell: text or a number (undefined is an empty cell). */
export type CsvCell = string | number | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The list separators of our languages' spreadsheets: `,` (en, es, ar), `;` (de, fr, pl, ru,
 * tr) and tab. A cell holding any of them is quoted whatever the file's own delimiter, so a
 * spreadsheet splitting on another one still reads it as one cell.
 */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;

/**
 * A cell's text disarmed as OWASP recommends: text starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe, so no spreadsheet runs it as a formula. Numbers are written
 * as they are (a negative number is a number, not a formula); non-finite numbers and undefined
 * are empty cells.
 */
export function disarmedCell(value: CsvCell): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
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
