import { parseArgs } from 'node:util';
import { CopyError, copySqliteToPostgres } from './db/copy-to-postgres';

/** Exit statuses of `npm run db:copy`. */
const EXIT = { USAGE: 2, TARGET_NOT_EMPTY: 3, COUNT_MISMATCH: 4, FAILED: 1 } as const;

/**
 * `npm run db:copy -- --from <sqlite file> --to postgres://…`: moves a SQLite installation to
 * PostgreSQL (db/copy-to-postgres.ts). Prints the rows copied per table; exits 2 on bad
 * arguments, 3 when the target already holds data, 4 when a count differs, 1 on any other error.
 */
async function main(): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({
      values: { from, to },
    } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch (error) {
    console.error(String((error as Error).message));
  }
  if (!from || !to) {
    console.error('usage: npm run db:copy -- --from <sqlite file> --to postgres://user@host:port/database');
    return EXIT.USAGE;
  }
  try {
    const started = Date.now();
    const { tables } = await copySqliteToPostgres(from, to);
    for (const { table, rows } of tables) console.log(`${table.padEnd(36)} ${rows}`);
    const total = tables.reduce((sum, { rows }) => sum + rows, 0);
    console.log(
      `copied ${total} rows of ${tables.length} tables in ${Date.now() - started} ms; counts verified`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CopyError) {
      console.error(`db:copy refused: ${error.message}`);
      return EXIT[error.code];
    }
    console.error(`db:copy failed, nothing was copied: ${(error as Error).message}`);
    return EXIT.FAILED;
  }
}

main().then((code) => process.exit(code));
