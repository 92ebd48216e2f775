import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../../server/db/database';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * The PostgreSQL pool outlives the server ending one of its idle connections (a restart, an
 * administrator's pg_terminate_backend): a warning, and the next query runs on a new connection.
 * Only on the cluster of `npm run test:pg` (TEST_POSTGRES_URL); SQLite has no connections to lose.
 */
const onPostgres = process.env.TEST_POSTGRES_URL ? it : it.skip;

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

onPostgres('survives the server ending an idle connection of the pool', async () => {
  const url = (await freshTestDatabaseUrl())!;
  const name = new URL(url).pathname.slice(1);
  const db = openDatabase(url);
  const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  const warnings = () => warn.mock.calls.map(([message]) => String(message)).join('\n');
  try {
    await sql`select 1`.execute(db);
    await onAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    for (let waited = 0; warn.mock.calls.length === 0 && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings()).toMatch(/PostgreSQL ended an idle connection: terminating connection/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(Number(rows[0]!.one)).toBe(1);
  } finally {
    warn.mockRestore();
    await db.destroy();
    await dropTestDatabase(url);
  }
});
