import { inject, injectable } from 'inversify';
import type { BrandContext } from '../../src-domain/brands/brand.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import {
  pageMapInfo,
  parsePageMap,
  samePageMap,
  serializePageMap,
  type PageMapInfo,
} from '../../src-domain/navigation/page-map.rules';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';

/**
 * The nested layout's map info (spec 000 §2): the current route, path and entry brand, kept
 * under the shared-state key (a necessary item, cleared at logout) for the legacy application
 * and the next page load. Writes only when the page or entry changed.
 */
@injectable()
export class PageMapStore {
  constructor(
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** The last recorded page, as stored (also one recorded by an earlier page load). */
  get current(): PageMapInfo | undefined {
    return parsePageMap(this.storage.get(StorageKey.sharedState));
  }

  /** Records the page `path` matched by `route`, entered with `entry`. */
  record(route: string, path: string, entry: BrandContext | undefined): void {
    const info = pageMapInfo(route, path, entry, this.clock.now());
    if (samePageMap(this.current, info)) return;
    this.storage.set(StorageKey.sharedState, serializePageMap(info));
  }
}
