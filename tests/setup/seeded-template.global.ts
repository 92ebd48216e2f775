import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * jest globalSetup of the projects that start seeded servers: a per-run folder for the seeded
 * template (tests/support/seeded-template.ts), handed to the workers as TEST_TEMPLATE_DIR. The
 * template itself is built on first use, so a run with no seeded server pays nothing.
 */
export default function setup(): void {
  if (process.env.TEST_TEMPLATE_DIR) return; // a second project of the same run
  process.env.TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-template-'));
  process.env.TEST_TEMPLATE_DIR_OWNED = 'true';
}
