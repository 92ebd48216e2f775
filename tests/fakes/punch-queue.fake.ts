import type {
  PunchQueuePort,
  QueuedPunch,
  TimeClockSnapshot,
} from '../../src-domain/time-clock/punch-queue.port';

/** PunchQueuePort in memory (survives a new store, as IndexedDB survives a reload). */
export class FakePunchQueue implements PunchQueuePort {
  readonly punches = new Map<string, QueuedPunch>();
  readonly snapshots = new Map<string, TimeClockSnapshot>();
  failing = false;

  async put(punch: QueuedPunch): Promise<void> {
    if (this.failing) throw new Error('quota');
    this.punches.set(punch.key, punch);
  }

  async replace(punch: QueuedPunch): Promise<boolean> {
    if (this.failing) throw new Error('quota');
    if (!this.punches.has(punch.key)) return false;
    this.punches.set(punch.key, punch);
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
    this.snapshots.set(snapshot.userId, snapshot);
  }
}
