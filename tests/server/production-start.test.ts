import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

/** `npm run serve` as an operator runs it: the process, not readConfig alone. */
function serve(env: NodeJS.ProcessEnv): { status: number | null; stderr: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-production-start-'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 50_000,
    });
    return { status: result.status, stderr: result.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a production start', () => {
  it("refuses the job-ad provider's sandbox defaults, naming the variable, before touching the database", () => {
    const { status, stderr } = serve({ NODE_ENV: 'production' });
    expect(status).toBe(1);
    expect(stderr).toContain('INDEED_AUTHORIZE_URL must be set when NODE_ENV is production');
  });
});
