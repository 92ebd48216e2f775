import { injectable } from 'inversify';
import type { TabStoragePort } from '../../src-domain/storage/tab-storage.port';

/** While rendering on the server there is no tab: nothing is stored. */
@injectable()
export class RenderTabStorage implements TabStoragePort {
  get(): string | undefined {
    return undefined;
  }

  set(): void {
    // Nothing outlives the render.
  }

  remove(): void {
    // Nothing stored.
  }
}
