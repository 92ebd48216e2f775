import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  PunchQueuePort,
  QueuedPunch,
  TimeClockSnapshot,
} from '../../src-domain/time-clock/punch-queue.port';

/** The database of the time clock's offline queue (strictly necessary storage: the user's own punches). */
export const PUNCH_QUEUE_DB = 'brigade-time-clock';

/**
 * Who the service worker sends a user's queued punches as (Background Sync with the app closed):
 * the access token the app held when it asked, in ms since the epoch `savedAt`. Same origin and
 * same reach as the app's own token storage; removed once that user's queue is sent.
 */
export interface PunchSender {
  readonly userId: string;
  readonly accessToken: string;
  readonly savedAt: number;
}

interface PunchQueueSchema extends DBSchema {
  punches: { key: string; value: QueuedPunch; indexes: { byUser: string } };
  snapshots: { key: string; value: TimeClockSnapshot };
  senders: { key: string; value: PunchSender };
}

/**
 * The punch queue in IndexedDB (through `idb`): one record per punch keyed by its
 * Idempotency-Key, written in its own transaction before the punch is sent; a snapshot of the
 * last online read per user; the senders the service worker uses (version 2). Opened lazily;
 * rejects when the browser has no IndexedDB. Free of the container, so the service worker uses it too.
 */
export class PunchQueueDatabase implements PunchQueuePort {
  private database: Promise<IDBPDatabase<PunchQueueSchema>> | undefined;

  private db(): Promise<IDBPDatabase<PunchQueueSchema>> {
    this.database ??= openDB<PunchQueueSchema>(PUNCH_QUEUE_DB, 2, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const punches = database.createObjectStore('punches', { keyPath: 'key' });
          punches.createIndex('byUser', 'userId');
          database.createObjectStore('snapshots', { keyPath: 'userId' });
        }
        if (oldVersion < 2) database.createObjectStore('senders', { keyPath: 'userId' });
      },
    });
    return this.database;
  }

  async put(punch: QueuedPunch): Promise<void> {
    await (await this.db()).put('punches', punch);
  }

  async replace(punch: QueuedPunch): Promise<boolean> {
    const transaction = (await this.db()).transaction('punches', 'readwrite');
    const present = (await transaction.store.getKey(punch.key)) !== undefined;
    if (present) await transaction.store.put(punch);
    await transaction.done;
    return present;
  }

  async list(userId: string): Promise<QueuedPunch[]> {
    const punches = await (await this.db()).getAllFromIndex('punches', 'byUser', userId);
    return punches.sort((a, b) => a.deviceAt - b.deviceAt);
  }

  async remove(key: string): Promise<void> {
    await (await this.db()).delete('punches', key);
  }

  async readSnapshot(userId: string): Promise<TimeClockSnapshot | undefined> {
    return (await this.db()).get('snapshots', userId);
  }

  async writeSnapshot(snapshot: TimeClockSnapshot): Promise<void> {
    await (await this.db()).put('snapshots', snapshot);
  }

  /** The users whose punches the service worker may send, with their tokens. */
  async senders(): Promise<PunchSender[]> {
    return (await this.db()).getAll('senders');
  }

  async saveSender(sender: PunchSender): Promise<void> {
    await (await this.db()).put('senders', sender);
  }

  async forgetSender(userId: string): Promise<void> {
    await (await this.db()).delete('senders', userId);
  }
}
