import { token } from '../shared/token';
import type { CsvCell } from './csv.rules';

/** Writes a table as CSV text for a download. */
export interface CsvWriterPort {
  /**
   * The rows as RFC 4180 text: cells joined by commas, lines by CRLF, ending with CRLF; every
   * cell disarmed (csv.rules.ts `disarmedCell`); a cell holding a quote, a line break or any
   * separator of CSV_SEPARATORS quoted, its quotes doubled. Never throws.
   */
  write(rows: readonly (readonly CsvCell[])[]): string;
}
export const CsvWriterPort = token<CsvWriterPort>('domain.csv-writer');
