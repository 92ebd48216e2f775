import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Whether `target` (DATABASE_URL) names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** Whether `db` talks to PostgreSQL (otherwise SQLite). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQL for the current UTC instant as the stored ISO text (`2026-01-02T03:04:05.678Z`) on either dialect. */
export function nowIsoSql<DB>(db: Kysely<DB>): RawBuilder<string> {
  return isPostgres(db) ? sql.raw(NOW_ISO_POSTGRES) : sql.raw(NOW_ISO_SQLITE);
}

export const NOW_ISO_SQLITE = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
export const NOW_ISO_POSTGRES = `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL for the hours from the ISO instant in column `from` to the one in `to` (fractional; null
 * when either is null). Column names are trusted identifiers of the caller's query, never input.
 */
export function hoursBetweenSql<DB>(db: Kysely<DB>, from: string, to: string): RawBuilder<number> {
  return isPostgres(db)
    ? sql.raw(`(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) / 3600.0)`)
    : sql.raw(`((julianday(${to}) - julianday(${from})) * 24)`);
}

/** SQL for the 1-based position of `needle` in `text` (0 when absent): SQLite's instr, PostgreSQL's strpos. */
export function positionSql<DB>(
  db: Kysely<DB>,
  text: RawBuilder<unknown>,
  needle: string,
): RawBuilder<number> {
  return isPostgres(db) ? sql`strpos(${text}, ${needle})` : sql`instr(${text}, ${needle})`;
}

/** SQL for the Monday (ISO date text) of the week of the ISO date in column `column` (a trusted identifier). */
export function mondayOfSql<DB>(db: Kysely<DB>, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql.raw(`to_char(date_trunc('week', ${column}::date), 'YYYY-MM-DD')`)
    : sql.raw(`date(${column}, '-6 days', 'weekday 1')`);
}
