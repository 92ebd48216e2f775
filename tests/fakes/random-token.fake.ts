import type { RandomTokenPort } from '../../src-domain/identity/random-token.port';

/** RandomTokenPort that answers `token-1`, `token-2`, … (the test knows each value in advance). */
export class FakeRandomToken implements RandomTokenPort {
  readonly requests: number[] = [];

  next(bytes: number): string {
    this.requests.push(bytes);
    return `token-${this.requests.length}`;
  }
}
