import type { PkcePair, PkcePort } from '../../src-domain/job-ads/pkce.port';

/** PkcePort answering `verifier-1` / `challenge-1`, `verifier-2` / … in turn. */
export class FakePkce implements PkcePort {
  count = 0;

  async create(): Promise<PkcePair> {
    this.count += 1;
    return { verifier: `verifier-${this.count}`, challenge: `challenge-${this.count}` };
  }
}
