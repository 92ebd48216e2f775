import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';
import { seedDemo } from './seed/demo.seed';
import { installGracefulShutdown } from './process/graceful-shutdown';

/**
 * `npm start`: open (create) the database, migrate, seed, serve. GET /health/ready answers 503
 * until the server listens, which it does only after migrations and seed. SIGTERM / SIGINT drain
 * the process and exit 0 (server/process/graceful-shutdown.ts; SHUTDOWN_TIMEOUT_MS bounds it).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseFile);
  const applied = await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const shutdown = installGracefulShutdown(app, db, config.process);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.seedDemo && (await seedDemo({ config, db })))
    app.log.info('demo data seeded (README "Demo accounts")');
  if (config.devPages === 'off') app.log.info('development pages are off (DEV_PAGES=true turns them on)');
  else
    app.log.warn(
      { devPages: config.devPages, host: config.host },
      config.devPages === 'remote'
        ? 'development pages are ON for every caller (/dev/*, /corporate, /legacy): user lists, shadow sessions, reset links'
        : 'development pages are ON for callers on this machine only (/dev/*, /corporate, /legacy)',
    );
  app.log.info(
    { trustProxy: config.trustProxy },
    config.trustProxy === false
      ? 'no proxy is trusted: the socket address is the client address (TRUST_PROXY)'
      : 'X-Forwarded-For is trusted from the proxies of TRUST_PROXY',
  );
  if (!config.recaptchaSecret) app.log.info('RECAPTCHA_SECRET is not set: reCAPTCHA verification is off');

  // A signal during start-up: the shutdown closes everything and exits; never listen then.
  if (shutdown.closing) return;
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
