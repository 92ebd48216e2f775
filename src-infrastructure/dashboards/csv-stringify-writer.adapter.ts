import { injectable } from 'inversify';
// The browser build: the package's main build reads Node's Buffer global as it loads.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { CsvWriterPort } from '../../src-domain/dashboards/csv-writer.port';
import { CSV_SEPARATORS, disarmedCell, type CsvCell } from '../../src-domain/dashboards/csv.rules';

/**
 * Every cell that must be quoted: a quote or line break (RFC 4180, which csv-stringify quotes
 * anyway) and every list separator of our languages (CSV_SEPARATORS).
 */
const MUST_QUOTE = new RegExp(`["\r\n${CSV_SEPARATORS.join('')}]`);

/** CsvWriterPort on csv-stringify: the domain disarms each cell, the library writes the text. */
@injectable()
export class CsvStringifyWriter implements CsvWriterPort {
  write(rows: readonly (readonly CsvCell[])[]): string {
    return stringify(
      rows.map((row) => row.map(disarmedCell)),
      { record_delimiter: 'windows', quoted_match: MUST_QUOTE, quoted_empty: false },
    );
  }
}
