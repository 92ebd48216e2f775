import fs from 'node:fs';
import { dropTemplateDatabases } from '../support/test-database';

/** jest globalTeardown: removes the run's seeded template (seeded-template.global.ts). */
export default async function teardown(): Promise<void> {
  const root = process.env.TEST_TEMPLATE_DIR;
  if (!root || process.env.TEST_TEMPLATE_DIR_OWNED !== 'true') return;
  delete process.env.TEST_TEMPLATE_DIR;
  delete process.env.TEST_TEMPLATE_DIR_OWNED;
  await dropTemplateDatabases();
  fs.rmSync(root, { recursive: true, force: true });
}
