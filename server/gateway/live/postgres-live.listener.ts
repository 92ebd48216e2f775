import pg from 'pg';
import { forgottenUserOf, LIVE_EVENTS_CHANNEL } from './live-events.port';

/** How long to wait before listening again after the connection broke, ms. */
const RECONNECT_MS = 1000;

/**
 * The one LISTEN of this process (PostgreSQL): a dedicated connection, outside the pool, on
 * channel `live_events`; a notification naming a user (`forgetReceiverOf`) calls `forget` with
 * them, every other calls `wake` (the payload, an event id, is only a hint: the hub reads the rows). When the connection breaks it listens again after a second and
 * wakes once, so events notified meanwhile are read from the log (none is lost, only later).
 */
export class PostgresLiveListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly wake: () => void,
    private readonly forget: (userId: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Listens; when PostgreSQL cannot be reached, keeps trying in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.onError(error);
      this.scheduleRestart();
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    const broken = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) this.onError(error);
      this.scheduleRestart();
    };
    client.on('notification', (message) => {
      const userId = forgottenUserOf(message.payload);
      if (userId === undefined) this.wake();
      else this.forget(userId);
    });
    client.on('error', broken);
    client.on('end', () => broken());
    await client.connect();
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private scheduleRestart(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.restart(), RECONNECT_MS);
    this.retry.unref();
  }

  private async restart(): Promise<void> {
    try {
      await this.connect();
      this.wake();
    } catch (error) {
      this.onError(error);
      this.scheduleRestart();
    }
  }
}
