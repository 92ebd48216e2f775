import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/demo.seed';

/** `npm start`: open (create) the database, migrate, seed, serve; stop cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseFile);
  const applied = await migrateToLatest(db);
  const app = await buildApp({ config, db });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.seedDemo && (await seedDemo({ config, db })))
    app.log.info('demo data seeded (README "Demo accounts")');
  if (!config.recaptchaSecret) app.log.info('RECAPTCHA_SECRET is not set: reCAPTCHA verification is off');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
