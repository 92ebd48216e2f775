import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { endedSessionIds } from '../../identity/refresh-tokens.repository';
import { localLiveWakes } from './live-events.port';
import { countAfter, eventsAfter, logBounds } from './live-events.repository';
import type { LiveStream, StreamReceiver } from './live-stream';
import type { StreamFramePayloads } from './live-events.schema';
import { sseRetry, SSE_PING, streamFrame } from './sse-frame';

/** The event stream's settings (README "Live events", config.ts `live`). */
export interface LiveSettings {
  /** Heartbeat period: ping, session and expiry checks, access caches refreshed (LIVE_HEARTBEAT_MS). */
  readonly heartbeatMs: number;
  /** Streams one user may hold open on one process (LIVE_STREAMS_PER_USER). */
  readonly streamsPerUser: number;
  /** A resume needing more events than this gets `reload` instead (LIVE_REPLAY_MAX). */
  readonly replayMax: number;
  /** The `retry:` hint (ms) of the first frame and of a graceful shutdown (LIVE_RETRY_MS). */
  readonly retryMs: number;
  /** How often the log is read even without a wake-up (a lost NOTIFY costs at most this), ms. */
  readonly pollMs: number;
  /**
   * How long a read waits after its wake-up, ms (0: none): events committed meanwhile are read
   * together and reach each stream in one write. Under load, a write per event and stream (one
   * system call, one packet, one read by the client) was most of what the events cost; this
   * adds at most this much to each event's delivery (LIVE_COALESCE_MS).
   */
  readonly coalesceMs: number;
}

/** Rows read per pump or replay query. */
const BATCH = 500;

/**
 * The fan-out's share of a process: after a fan-out that took F ms (writing to every stream, one
 * system call each), the next read waits at least FAN_OUT_REST_FACTOR × F, so delivery takes at
 * most 1 / (1 + FAN_OUT_REST_FACTOR) of the process's time and requests keep the rest. Events
 * committed meanwhile go out together, one write per stream. With few streams or few events F is
 * small and the wait is LiveSettings.coalesceMs; never more than MAX_FAN_OUT_REST_MS.
 */
export const FAN_OUT_REST_FACTOR = 4;
export const MAX_FAN_OUT_REST_MS = 100;

/**
 * How long a read woken now waits, after a fan-out of `fanOutMs` that ended `sinceMs` ago (see
 * FAN_OUT_REST_FACTOR).
 */
export function restAfterFanOut(fanOutMs: number, sinceMs: number, coalesceMs: number): number {
  return Math.max(coalesceMs, Math.min(MAX_FAN_OUT_REST_MS, FAN_OUT_REST_FACTOR * fanOutMs) - sinceMs);
}

export interface HubLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * This process's event streams and the one reader of the event log that feeds them. `wake()`
 * (a NOTIFY, an in-process publish, the poll) reads the events after the process cursor in id
 * order and offers each to every stream; ids commit in id order (live-events.port.ts), so
 * reading `id > cursor` never skips one. `open` replays a resuming stream from its Last-Event-ID
 * while live events wait in the stream, then hands over (live-stream.ts). The heartbeat pings,
 * ends streams whose token expired or whose session was revoked, and refreshes access caches.
 * `now` is the clock (tests move it; no sleeping).
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly perUser = new Map<string, number>();
  /** The receiver each user's streams share, while the user has a stream here. */
  private readonly receivers = new Map<string, StreamReceiver>();
  private cursor = 0;
  private pumping: Promise<void> | undefined;
  private again = false;
  /** How long the last read's fan-out took and when it ended (performance.now()), ms (restAfterFanOut). */
  private lastFanOut = { ms: 0, endedAt: 0 };
  private timers: NodeJS.Timeout[] = [];
  private started = false;
  private closingFlag = false;
  private readonly onWake = () => this.wake();
  private readonly onForget = (userId: string) => this.refreshReceiverOf(userId);

  constructor(
    private readonly db: Kysely<Database>,
    readonly settings: LiveSettings,
    private readonly log: HubLog,
    public now: () => number = Date.now,
  ) {}

  /** True once `close()` began: no stream opens any more. */
  get closing(): boolean {
    return this.closingFlag;
  }

  /** Streams open on this process. */
  get size(): number {
    return this.streams.size;
  }

  /** Streams `userId` holds open on this process. */
  streamsOf(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /**
   * The receiver of `userId`'s streams on this process: the one their open streams share, else a
   * new one from `create`, shared from the moment its stream opens (`open`) until the user's last
   * stream here ends. Access answers depend on the user only, so each is read once per user.
   */
  receiverFor(userId: string, create: () => StreamReceiver): StreamReceiver {
    return this.receivers.get(userId) ?? create();
  }

  /** Refreshes the receiver of `userId`'s streams here, if any (`forgetReceiverOf`). */
  refreshReceiverOf(userId: string): void {
    this.receivers.get(userId)?.refresh();
  }

  /** Whether `userId` may open one more stream here. */
  mayOpen(userId: string): boolean {
    return this.streamsOf(userId) < this.settings.streamsPerUser;
  }

  /** Starts reading: the cursor at the log's head, the in-process wake-ups, the heartbeat and the poll. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.cursor = (await logBounds(this.db)).head;
    localLiveWakes.on('wake', this.onWake);
    localLiveWakes.on('forget', this.onForget);
    const heartbeat = setInterval(() => void this.heartbeat(), this.settings.heartbeatMs);
    const poll = setInterval(() => this.wake(), this.settings.pollMs);
    heartbeat.unref();
    poll.unref();
    this.timers = [heartbeat, poll];
  }

  /**
   * Reads new events LiveSettings.coalesceMs from now, or later after a long fan-out
   * (restAfterFanOut; coalesced: one read at a time, another after it if asked meanwhile);
   * resolves when they were offered to the streams.
   */
  wake(): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
    });
    return this.pumping;
  }

  /**
   * Registers `stream` and starts it: live from the newest event without `lastEventId`, else a
   * replay of what followed it, or `reload` when the log no longer holds that far back (or the
   * replay would exceed LIVE_REPLAY_MAX, or the id is from the future). First frame: `retry:`
   * and `ready` with the stream's cursor.
   */
  async open(stream: LiveStream, lastEventId: number | undefined): Promise<void> {
    const userId = stream.receiver.userId;
    this.streams.add(stream);
    this.perUser.set(userId, this.streamsOf(userId) + 1);
    if (!this.receivers.has(userId)) this.receivers.set(userId, stream.receiver);
    stream.whenClosed(() => this.forget(stream));
    const expiresInMs = stream.session.expiresAt * 1000 - this.now();
    const expiry = setTimeout(() => void this.endSession(stream, 'TOKEN_EXPIRED'), Math.max(0, expiresInMs));
    expiry.unref();
    stream.whenClosed(() => clearTimeout(expiry));
    // Registered before reading: whatever the pump reads from here on is offered to the stream.
    const liveFrom = this.cursor;
    try {
      if (lastEventId === undefined) {
        stream.cursor = liveFrom;
        this.ready(stream);
        stream.goLive();
        return;
      }
      const bounds = await logBounds(this.db);
      const head = Math.max(bounds.head, liveFrom);
      const tooFar =
        lastEventId < bounds.sweptThrough ||
        lastEventId > head ||
        (await countAfter(this.db, lastEventId, this.settings.replayMax + 1)) > this.settings.replayMax;
      if (tooFar) {
        stream.cursor = head;
        this.ready(stream);
        stream.write(streamFrame('reload', { reason: 'TOO_FAR_BEHIND' }, head));
        stream.goLive();
        return;
      }
      stream.cursor = lastEventId;
      this.ready(stream);
      let after = lastEventId;
      for (;;) {
        const rows = await eventsAfter(this.db, after, BATCH);
        for (const row of rows) stream.replay(row);
        if (rows.length < BATCH || stream.isClosed) break;
        after = rows[rows.length - 1]!.id;
      }
      stream.goLive();
    } catch (error) {
      this.log.error({ err: error }, 'live stream could not start');
      stream.drop();
    }
  }

  /**
   * One heartbeat: ends streams whose token expired or whose session was revoked (sign-out,
   * global sign-out), pings the others and refreshes their access caches.
   */
  async heartbeat(): Promise<void> {
    const now = this.now();
    const streams = [...this.streams];
    for (const stream of streams) {
      if (stream.session.expiresAt * 1000 <= now) void this.endSession(stream, 'TOKEN_EXPIRED');
    }
    const open = streams.filter((stream) => !stream.isClosed);
    if (open.length > 0) {
      try {
        const revoked = await endedSessionIds(this.db, [...new Set(open.map((s) => s.session.originJti))]);
        for (const stream of open) {
          if (revoked.has(stream.session.originJti)) void this.endSession(stream, 'SESSION_REVOKED');
        }
      } catch (error) {
        this.log.error({ err: error }, 'live streams: session check failed');
      }
    }
    for (const stream of this.streams) stream.write(SSE_PING);
    // Once per receiver (shared by a user's streams), not once per stream.
    for (const receiver of new Set([...this.streams].map((stream) => stream.receiver))) receiver.refresh();
  }

  /** Ends every stream with a retry hint so clients reconnect (to another process) and resume. */
  async close(): Promise<void> {
    this.closingFlag = true;
    for (const timer of this.timers) clearInterval(timer);
    localLiveWakes.off('wake', this.onWake);
    localLiveWakes.off('forget', this.onForget);
    await Promise.all([...this.streams].map((stream) => stream.endWithRetry(this.settings.retryMs)));
    await this.pumping;
    this.started = false;
  }

  private ready(stream: LiveStream): void {
    stream.write(
      sseRetry(this.settings.retryMs) + streamFrame('ready', { last_event_id: String(stream.cursor) }),
    );
  }

  private endSession(
    stream: LiveStream,
    reason: StreamFramePayloads['session.ended']['reason'],
  ): Promise<void> {
    return stream.end(streamFrame('session.ended', { reason }));
  }

  private forget(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    const userId = stream.receiver.userId;
    const left = this.streamsOf(userId) - 1;
    if (left > 0) this.perUser.set(userId, left);
    else {
      this.perUser.delete(userId);
      this.receivers.delete(userId);
    }
  }

  private async pump(): Promise<void> {
    do {
      const { ms, endedAt } = this.lastFanOut;
      const rest = restAfterFanOut(ms, performance.now() - endedAt, this.settings.coalesceMs);
      if (rest > 0) await sleep(rest);
      this.again = false;
      let fanOutMs = 0;
      try {
        for (;;) {
          const rows = await eventsAfter(this.db, this.cursor, BATCH);
          if (rows.length > 0) this.cursor = rows[rows.length - 1]!.id;
          const started = performance.now();
          for (const stream of this.streams) stream.offerAll(rows);
          fanOutMs += performance.now() - started;
          if (rows.length < BATCH) break;
        }
        this.lastFanOut = { ms: fanOutMs, endedAt: performance.now() };
      } catch (error) {
        if (!this.closingFlag) this.log.error({ err: error }, 'live events: reading the log failed');
      }
    } while (this.again && !this.closingFlag);
  }
}
