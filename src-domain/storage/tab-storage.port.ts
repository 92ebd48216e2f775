import type { StorageKey } from '../consent/storage-keys.rules';
import { token } from '../shared/token';

/**
 * Values for this browser tab only (sessionStorage), gone when the tab closes: the state of a
 * login in progress. Only necessary keys belong here. Never throws; without session storage the
 * values live in the page's memory.
 */
export interface TabStoragePort {
  get(key: StorageKey): string | undefined;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}
export const TabStoragePort = token<TabStoragePort>('domain.tab-storage');
