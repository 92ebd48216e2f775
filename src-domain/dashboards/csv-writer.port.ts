import { token } from '../shared/token';
import type { CsvCell } from './csv.rules';

/** Writes a table as CSV text for a download. */
export interface CsvWriterPort {
  /**
   * The rows as RFC 4180 text: cells joined by commas, lines by CRLF, ending with CRLF; every
   * cell disarmed (csv.rules.ts `disarmedCell`); a cell holding a quote, a line break or any
   * separator of CSV_SEPARATORS quoted, its quotes doubled. Rejects only when the writer itself
   * could not be loaded (it may load on first use).
   */
  write(rows: readonly (readonly CsvCell[])[]): Promise<string>;
}
export const CsvWriterPort = token<CsvWriterPort>('domain.csv-writer');
