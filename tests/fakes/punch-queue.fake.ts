import { deserialize, serialize } from 'node:v8';
import type {
  PunchQueuePort,
  QueuedPunch,
  TimeClockSnapshot,
} from '../../src-domain/time-clock/punch-queue.port';

/** A structured clone, as IndexedDB makes (the test environment has no `structuredClone`). */
const clone = <T>(value: T): T => deserialize(serialize(value)) as T;

/**
 * PunchQueuePort in memory (survives a new store, as IndexedDB survives a reload). Like
 * IndexedDB it keeps structured clones: a value that cannot be cloned (a MobX observable) rejects
 * with DataCloneError.
 */
export class FakePunchQueue implements PunchQueuePort {
  readonly punches = new Map<string, QueuedPunch>();
  readonly snapshots = new Map<string, TimeClockSnapshot>();
  failing = false;

  async put(punch: QueuedPunch): Promise<void> {
    if (this.failing) throw new Error('quota');
    this.punches.set(punch.key, clone(punch));
  }

  async replace(punch: QueuedPunch): Promise<boolean> {
    if (this.failing) throw new Error('quota');
    if (!this.punches.has(punch.key)) return false;
    this.punches.set(punch.key, clone(punch));
    return true;
  }

  async list(userId: string): Promise<QueuedPunch[]> {
    return [...this.punches.values()]
      .filter((p) => p.userId === userId)
      .sort((a, b) => a.deviceAt - b.deviceAt);
  }

  async remove(key: string): Promise<void> {
    this.punches.delete(key);
  }

  async readSnapshot(userId: string): Promise<TimeClockSnapshot | undefined> {
    return this.snapshots.get(userId);
  }

  async writeSnapshot(snapshot: TimeClockSnapshot): Promise<void> {
    this.snapshots.set(snapshot.userId, clone(snapshot));
  }
}
