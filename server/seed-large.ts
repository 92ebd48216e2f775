import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedLarge } from './seed/large.seed';

/** `npm run seed:large`: adds the 20 000-location enterprise to the database of DATA_DIR. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseFile);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const result = await seedLarge({ config, db });
    console.log(
      result.created
        ? `Seeded ${result.locations} locations, ${result.hiring?.applications ?? 0} applications and ${result.hiring?.messages ?? 0} messages in ${Date.now() - started} ms; owner ${result.ownerEmail}`
        : `Already seeded (${result.locations} locations); owner ${result.ownerEmail}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
