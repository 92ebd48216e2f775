import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { corporatePlugin } from './corporate.plugin';
import { devPagesGuard } from './dev-pages.guard';
import { jobsClockPlugin } from './jobs-clock.plugin';
import { indeedSandboxPlugin } from './indeed-sandbox/indeed-sandbox.plugin';
import { legacyStandInPlugin } from './legacy.plugin';
import { outboxPlugin } from './outbox.plugin';
import { platformSwitchesPlugin } from './platform-switches.plugin';
import { smsSandboxPlugin } from './sms-sandbox.plugin';
import { socialSandboxPlugin } from './social-sandbox.plugin';

/**
 * The development pages (README "Development pages"), each behind `devPagesGuard`. Registered
 * only when `DEV_PAGES` turns them on; the caller decides that, this plugin does not.
 */
export const devPagesPlugin: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  app.addHook('onRequest', devPagesGuard(deps.config));
  await app.register(legacyStandInPlugin);
  await app.register(outboxPlugin, deps);
  await app.register(corporatePlugin, deps);
  await app.register(platformSwitchesPlugin, deps);
  await app.register(socialSandboxPlugin, deps);
  await app.register(indeedSandboxPlugin, deps);
  await app.register(smsSandboxPlugin, deps);
  await app.register(jobsClockPlugin, deps);
};
