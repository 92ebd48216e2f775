import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { runWithCommitTie } from '../../../server/db/commit-tie';
import { openDatabase } from '../../../server/db/database';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';

let dataDir: string;
let db: Kysely<Database>;
let databaseUrl: string | undefined;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-tie-'));
  databaseUrl = await freshTestDatabaseUrl();
  db = openDatabase(databaseUrl ?? path.join(dataDir, 'tie.sqlite'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  await dropTestDatabase(databaseUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The tie counts its runs in app_meta, a table that exists from the first migration.
const tie = {
  sql: `insert into app_meta (key, value) values ('ties', '1')
        on conflict (key) do update set value = cast(app_meta.value as integer) + 1`,
  parameters: [],
};
const ties = async () => {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', 'ties').executeTakeFirst();
  return Number(row?.value ?? 0);
};
const write = (trx: Kysely<Database>, key: string) =>
  trx.insertInto('app_meta').values({ key, value: 'x' }).execute();

describe('runWithCommitTie', () => {
  it('runs the tie inside a committed transaction, and not when it rolls back', async () => {
    await runWithCommitTie(tie, () => db.transaction().execute((trx) => write(trx, 'a')));
    expect(await ties()).toBe(1);
    await expect(
      runWithCommitTie(tie, () =>
        db.transaction().execute(async (trx) => {
          await write(trx, 'b');
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    expect(await ties()).toBe(1);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', 'b').execute()).toEqual([]);
  });

  it('wraps a write outside a transaction with the tie; a failed write runs no tie; reads run none', async () => {
    await runWithCommitTie(tie, () => write(db, 'c'));
    expect(await ties()).toBe(1);
    const failed = await runWithCommitTie(tie, () => write(db, 'c')).then(
      () => 'written',
      (error: Error) => error.message,
    );
    expect(failed).toMatch(/UNIQUE|duplicate key/);
    expect(await ties()).toBe(1);
    await runWithCommitTie(tie, () => db.selectFrom('app_meta').selectAll().execute());
    expect(await ties()).toBe(1);
    await runWithCommitTie(tie, () =>
      db.updateTable('app_meta').set({ value: 'y' }).where('key', '=', 'c').returning('key').execute(),
    );
    expect(await ties()).toBe(2);
  });

  it('leaves writes outside its context alone', async () => {
    await write(db, 'd');
    await db.transaction().execute((trx) => write(trx, 'e'));
    expect(await ties()).toBe(0);
  });
});
