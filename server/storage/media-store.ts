import type { ServerConfig } from '../config';
import { DiskMediaStore } from './disk-media.store';
import type { MediaStore } from './media-store.port';
import { S3MediaStore } from './s3-media.store';

const stores = new WeakMap<ServerConfig, MediaStore>();

/**
 * The media store of a server configuration (config.mediaStore): one instance per configuration
 * object, so the routes, sweepers, seed and probes of one server share one S3 client.
 */
export function mediaStoreOf(config: ServerConfig): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store =
      config.mediaStore.kind === 's3'
        ? new S3MediaStore(config.mediaStore)
        : new DiskMediaStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}
