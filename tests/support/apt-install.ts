import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Makes sure the Debian package `pkg` provides `binary`: nothing when the file exists; as root,
 * `apt-get update` + `apt-get install -y pkg` (non-interactive); otherwise throws
 * `APT_PACKAGE_MISSING` with the install command to run. Shared by the test runners that need
 * a system program (Chromium for e2e/run.ts, PostgreSQL for tests/support/pg-throwaway.ts).
 */
export function ensureAptPackage(binary: string, pkg: string): void {
  if (fs.existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw Object.assign(new Error(`${binary} is missing. Install it with: sudo apt-get install -y ${pkg}`), {
      code: 'APT_PACKAGE_MISSING',
    });
  }
  console.log(`Installing Debian ${pkg} (apt-get install ${pkg})…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(binary)) {
    throw Object.assign(new Error(`apt-get installed ${pkg} but ${binary} is still missing`), {
      code: 'APT_PACKAGE_MISSING',
    });
  }
}
