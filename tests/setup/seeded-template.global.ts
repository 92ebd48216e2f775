import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { seededTemplate } from '../support/seeded-template';

/**
 * jest globalSetup of the projects that start seeded servers: a per-run folder holding the
 * seeded template (tests/support/seeded-template.ts), built here, before any worker starts, and
 * handed to the workers as TEST_TEMPLATE_DIR.
 */
export default async function setup(): Promise<void> {
  // Load shedding off for every server the tests start, in process or spawned (they inherit the
  // environment): a stall of this loaded machine must not answer a behaviour test's call 503.
  // Shedding is tested where a test sets it (tests/server/process/health-probes.test.ts).
  process.env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ??= '0';
  if (process.env.TEST_TEMPLATE_DIR) return; // a second project of the same run
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-template-'));
  process.env.TEST_TEMPLATE_DIR = root;
  process.env.TEST_TEMPLATE_DIR_OWNED = 'true';
  await seededTemplate(root);
}
