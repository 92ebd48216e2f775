import { token } from '../shared/token';
import type { StorageKey } from '../consent/storage-keys.rules';

/**
 * Client storage as the domain needs it: string values under the registered `h_` keys.
 * Implemented consent-aware (see `canPersist`): without consent a value lives in memory only.
 */
export interface KeyValueStoragePort {
  /** The stored text, or `undefined` when absent or expired; never throws. */
  get(key: StorageKey): string | undefined;
  /** Stores `value`; `expiresInMs` (milliseconds from now) drops it afterwards; never throws. */
  set(key: StorageKey, value: string, expiresInMs?: number): void;
  /** Removes the key; absent keys are ignored. */
  remove(key: StorageKey): void;
  /** Clears the session-scoped area (logout clean-up). */
  clearSession(): void;
}
export const KeyValueStoragePort = token<KeyValueStoragePort>('domain.key-value-storage');
