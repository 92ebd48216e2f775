import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { loadSigningKeys } from '../../../server/identity/signing-keys.store';

const ROTATION = { rotateAfterSeconds: 30 * 24 * 3600, overlapSeconds: 7200 };

// A sign-in asks for the keys while its transaction holds the one SQLite connection. Once the
// cached set was a minute old, the re-read waited for that transaction, which waited for the
// keys: every sign-in after the first minute hung. A stale set must answer from the cache.
it('answers a stale key set from its cache inside a transaction, and re-reads it after', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-keys-'));
  const db = openSqlite(path.join(dir, 'keys.sqlite'));
  const now = jest.spyOn(Date, 'now');
  try {
    await migrateToLatest(db);
    const first = await loadSigningKeys(db, dir, ROTATION);
    now.mockReturnValue(Date.now() + 61_000);
    const inside = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('identity_signing_keys').select('kid').execute();
      return loadSigningKeys(db, dir, ROTATION);
    });
    expect(inside.kid).toBe(first.kid);
    // The background re-read has run once the transaction let go of the connection.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await loadSigningKeys(db, dir, ROTATION);
    expect(after).not.toBe(first);
    expect(after.kid).toBe(first.kid);
  } finally {
    now.mockRestore();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 20_000);
