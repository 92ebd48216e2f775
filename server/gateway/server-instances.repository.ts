import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Heartbeat period, and the silence after which a process counts as gone, ms. */
const HEARTBEAT_MS = 10_000;
const GONE_AFTER_MS = 30_000;

/**
 * This server process as the other processes on the database see it (table `server_instances`,
 * migration 0028): a row with a heartbeat while it runs, removed when it closes. Lets a process
 * tell an Idempotency-Key claimed by a running process (409 IN_PROGRESS) from one whose process
 * died (taken over): gone when its row is missing, its heartbeat is stale, or it ran on this
 * host under a process id that no longer exists (a kill -9 is seen at once on a restart).
 */
export class ServerInstance {
  readonly id = crypto.randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  async start(): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('server_instances')
      .values({ id: this.id, host: os.hostname(), pid: process.pid, started_at: now, seen_at: now })
      .execute();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
    // Rows of processes gone long ago.
    await this.db
      .deleteFrom('server_instances')
      .where('seen_at', '<', new Date(Date.now() - 24 * 3600 * 1000).toISOString())
      .execute();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.db.deleteFrom('server_instances').where('id', '=', this.id).execute();
  }

  /** Whether process `id` (not this one) still runs. */
  async isRunning(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('server_instances')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.seen_at < new Date(Date.now() - GONE_AFTER_MS).toISOString()) return false;
    if (row.host !== os.hostname()) return true;
    try {
      process.kill(Number(row.pid), 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }

  private async beat(): Promise<void> {
    await this.db
      .updateTable('server_instances')
      .set({ seen_at: new Date().toISOString() })
      .where('id', '=', this.id)
      .execute()
      .catch(() => undefined);
  }
}
