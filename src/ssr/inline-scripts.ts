import { createHash } from 'node:crypto';
import { ENGAGEMENT_LOADER_SCRIPT } from '../../src-infrastructure/browser/engagement-loader.script';
import { SESSION_BOOTSTRAP_EARLY_SCRIPT } from '../../src-infrastructure/session/session-bootstrap-early.script';

/** A CSP source that allows exactly this inline script's text. */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hash sources of every inline script a page can carry (renderDocument): the server
 * adds them to the pages' script-src, so the pages need no 'unsafe-inline'.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = [
  cspHashOf(ENGAGEMENT_LOADER_SCRIPT),
  cspHashOf(SESSION_BOOTSTRAP_EARLY_SCRIPT),
];
