import type * as CsvStringify from 'csv-stringify/browser/esm/sync';
import { injectable } from 'inversify';
import type { CsvWriterPort } from '../../src-domain/dashboards/csv-writer.port';
import { CSV_SEPARATORS, disarmedCell, type CsvCell } from '../../src-domain/dashboards/csv.rules';
import { retryableOnce } from '../../src-domain/shared/retryable-once';

/**
 * Every cell that must be quoted: a quote or line break (RFC 4180, which csv-stringify quotes
 * anyway) and every list separator of our languages (CSV_SEPARATORS).
 */
const MUST_QUOTE = new RegExp(`["\r\n${CSV_SEPARATORS.join('')}]`);

/**
 * CsvWriterPort on csv-stringify: the domain disarms each cell, the library writes the text. The
 * library loads with the first file written (issue #30: the dashboards it serves came with it,
 * before any data); a failed load is forgotten, so the next export tries again.
 */
@injectable()
export class CsvStringifyWriter implements CsvWriterPort {
  // The browser build: the package's main build reads Node's Buffer global as it loads.
  private readonly library = retryableOnce<typeof CsvStringify>(
    () => import(/* webpackChunkName: "csv" */ 'csv-stringify/browser/esm/sync'),
  );

  async write(rows: readonly (readonly CsvCell[])[]): Promise<string> {
    const { stringify } = await this.library();
    return stringify(
      rows.map((row) => row.map(disarmedCell)),
      { record_delimiter: 'windows', quoted_match: MUST_QUOTE, quoted_empty: false },
    );
  }
}
