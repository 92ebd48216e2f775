import { injectable } from 'inversify';
import type { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';

/**
 * KeyValueStoragePort while the server renders a page: the page's storage lives in the browser,
 * so nothing is stored (reads answer `undefined`, writes and removals do nothing).
 */
@injectable()
export class RenderStorage implements KeyValueStoragePort {
  get(): string | undefined {
    return undefined;
  }
  set(): void {}
  remove(): void {}
  clearSession(): void {}
}
