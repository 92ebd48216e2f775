import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openSqlite } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

// The migrations were made dialect-portable (#19) without changing what they make on SQLite: a
// freshly migrated file's schema is exactly the one recorded before that change. A new migration
// adds to the record (regenerate it from a fresh file); an edit of an old one must not alter it.
it('a freshly migrated SQLite file has the recorded schema', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-schema-'));
  const db = openSqlite(path.join(dir, 'schema.sqlite'));
  try {
    await migrateToLatest(db);
    const { rows } = await sql`select type, name, tbl_name, sql from sqlite_master order by name`.execute(db);
    const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'sqlite-schema.snapshot.json'), 'utf8'));
    expect(rows).toEqual(recorded);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
