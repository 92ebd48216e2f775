import { inject, injectable } from 'inversify';
import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { KeyValueStoragePort } from '../../../src-domain/storage/key-value-storage.port';
import type { ToastKind } from './toast.store';

/** A toast to show on the next page load: an i18n key, its kind and how long it stays (ms). */
export interface FlashToast {
  readonly key: string;
  readonly kind: ToastKind;
  readonly durationMs: number;
}

function isFlashToast(value: unknown): value is FlashToast {
  const toast = value as Partial<FlashToast> | null;
  return (
    typeof toast === 'object' &&
    toast !== null &&
    typeof toast.key === 'string' &&
    (toast.kind === 'info' || toast.kind === 'success' || toast.kind === 'error') &&
    typeof toast.durationMs === 'number' &&
    toast.durationMs > 0
  );
}

/**
 * Carries one toast across a full page load (logout leaves the page at once, spec 000 §4 wants
 * the time-out toast seen for 5 s). Kept under h_flash_toast, which expires with the toast.
 * Without storage (while the server renders) nothing is kept or found.
 */
@injectable()
export class FlashToastStore {
  private looked = false;

  constructor(@inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort) {}

  /** Keeps `toast` for the next page load, for at most its duration. */
  keep(toast: FlashToast): void {
    this.storage.set(StorageKey.flashToast, JSON.stringify(toast), toast.durationMs);
  }

  /**
   * The toast kept by an earlier page, once per page load (it is removed): a toast kept on this
   * page is for the next one, so later calls find nothing. Undefined when none, expired or
   * unreadable.
   */
  take(): FlashToast | undefined {
    if (this.looked) return undefined;
    this.looked = true;
    const raw = this.storage.get(StorageKey.flashToast);
    if (raw === undefined) return undefined;
    this.storage.remove(StorageKey.flashToast);
    try {
      const parsed: unknown = JSON.parse(raw);
      return isFlashToast(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}
