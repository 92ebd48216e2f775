import type { ServerResponse } from 'node:http';
import type { StoredLiveEvent } from './live-events.catalogue';
import { sseEvent, sseRetry } from './sse-frame';

/** Each event's SSE frame, built once for all the streams it is written to. */
const frames = new WeakMap<StoredLiveEvent, string>();

function frameOf(event: StoredLiveEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = sseEvent(event.name, event.payload, event.id);
    frames.set(event, frame);
  }
  return frame;
}

/** The same frame marked as an in-app notice (`"notice": true`), for the streams it is one for. */
const noticeFrames = new WeakMap<StoredLiveEvent, string>();

function noticeFrameOf(event: StoredLiveEvent): string {
  let frame = noticeFrames.get(event);
  if (frame === undefined) {
    const payload = JSON.parse(event.payload) as Record<string, unknown>;
    frame = sseEvent(event.name, JSON.stringify({ ...payload, notice: true }), event.id);
    noticeFrames.set(event, frame);
  }
  return frame;
}

/** What a stream needs to know about its receiver (live-receiver.ts). */
export interface StreamReceiver {
  readonly userId: string;
  /** Whether the receiver may read `event`: a boolean when known now, else a promise (may reject). */
  accepts(event: StoredLiveEvent): boolean | Promise<boolean>;
  /**
   * Whether an accepted event is an in-app notice for the receiver (issue #35): false at once for
   * an event that cannot be one, else a promise (may reject).
   */
  notices(event: StoredLiveEvent): boolean | Promise<boolean>;
  refresh(): void;
}

/** How a stream treats a client that does not read (LIVE_SLOW_CLIENT_MS, LIVE_BUFFER_BYTES). */
export interface BackPressure {
  /** A socket that stays full this long is dropped, in ms. */
  readonly drainTimeoutMs: number;
  /** Bytes queued in this process for the socket beyond which the client is dropped at once. */
  readonly maxBufferedBytes: number;
}

export interface StreamSession {
  /** The session (refresh token) the stream's access token belongs to. */
  readonly originJti: string;
  /** The access token's `exp`, epoch seconds. */
  readonly expiresAt: number;
}

/**
 * One open event stream. Events are offered in id order (replay, then live); each passes the
 * receiver's check and is written as one SSE frame. While replaying, live offers wait in
 * `pending`, so the hand-over from replay to live loses nothing; `cursor` (the last id handled)
 * drops any duplicate. An event whose check answers at once, with nothing queued before it, is
 * handled at once (the common case: a live event fans out to every stream, and a promise per
 * stream and event cost more than the write); otherwise it waits its turn in `queue`. A socket
 * that does not drain is dropped (the client resumes with Last-Event-ID), never buffered without
 * bound.
 */
export class LiveStream {
  /** The last event id handled (written or filtered out). */
  cursor = 0;
  private replaying = true;
  private pending: StoredLiveEvent[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** Tasks chained on `queue` that have not finished. */
  private queued = 0;
  private drainTimer: NodeJS.Timeout | undefined;
  private closedFlag = false;
  private readonly onClose = new Set<() => void>();

  constructor(
    readonly response: ServerResponse,
    readonly receiver: StreamReceiver,
    readonly session: StreamSession,
    private readonly pressure: BackPressure,
    private readonly onError: (error: unknown) => void,
  ) {
    response.once('close', () => this.closed());
  }

  /** True once the stream ended (either side). */
  get isClosed(): boolean {
    return this.closedFlag;
  }

  /** Calls `listener` once when the stream ends (either side). */
  whenClosed(listener: () => void): void {
    if (this.closedFlag) listener();
    else this.onClose.add(listener);
  }

  /** Offers a live event (from the hub's pump): queued while the replay runs. */
  offer(event: StoredLiveEvent): void {
    if (this.closedFlag) return;
    if (this.replaying) this.pending.push(event);
    else this.enqueue(event);
  }

  /**
   * Offers the live events of one read of the log, in id order. Their frames for this stream
   * leave in one socket write (corked), not one write each: with many streams, the writes are
   * the fan-out's main cost.
   */
  offerAll(events: readonly StoredLiveEvent[]): void {
    if (this.closedFlag || events.length === 0) return;
    const response = this.response;
    response.cork();
    try {
      for (const event of events) this.offer(event);
    } finally {
      response.uncork();
    }
  }

  /** Offers a replayed event (from this stream's own replay read). */
  replay(event: StoredLiveEvent): void {
    this.enqueue(event);
  }

  /** Ends the replay: what the pump offered meanwhile follows, duplicates dropped by id. */
  goLive(): void {
    this.replaying = false;
    const pending = this.pending;
    this.pending = [];
    for (const event of pending) this.enqueue(event);
  }

  /** Resolves once every event queued so far was handled. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Writes a frame (a stream-only event or a comment), subject to back-pressure. */
  write(frame: string): void {
    if (this.closedFlag) return;
    const response = this.response;
    if (response.write(frame)) return;
    if (response.writableLength > this.pressure.maxBufferedBytes) {
      this.drop();
      return;
    }
    if (this.drainTimer) return;
    this.drainTimer = setTimeout(() => this.drop(), this.pressure.drainTimeoutMs);
    this.drainTimer.unref();
    response.once('drain', () => {
      clearTimeout(this.drainTimer);
      this.drainTimer = undefined;
    });
  }

  /** Sends `frames` (after what is queued) and closes the response. */
  end(frames: string): Promise<void> {
    this.replaying = false;
    this.pending = [];
    return this.chain(async () => {
      if (this.closedFlag) return;
      this.response.end(frames);
      this.closed();
    });
  }

  /** Sends a retry hint and closes (graceful shutdown). */
  endWithRetry(retryMs: number): Promise<void> {
    return this.end(sseRetry(retryMs));
  }

  /** Destroys the socket of a client that does not read. */
  drop(): void {
    if (this.closedFlag) return;
    this.response.destroy();
    this.closed();
  }

  private enqueue(event: StoredLiveEvent): void {
    if (this.queued > 0) {
      void this.chain(async () => this.settle(event, await this.check(event)));
      return;
    }
    const answer = this.check(event);
    if (typeof answer !== 'boolean') {
      void this.chain(async () => this.settle(event, await answer));
      return;
    }
    const notice = this.notice(event, answer);
    if (typeof notice === 'boolean') this.handle(event, answer, notice);
    else void this.chain(async () => this.handle(event, answer, await notice));
  }

  /** Handles `event` once whether it is a notice is known. */
  private async settle(event: StoredLiveEvent, accepted: boolean): Promise<void> {
    this.handle(event, accepted, await this.notice(event, accepted));
  }

  /** Whether an accepted `event` is a notice here; false when not accepted or the read failed (reported). */
  private notice(event: StoredLiveEvent, accepted: boolean): boolean | Promise<boolean> {
    if (!accepted) return false;
    try {
      const answer = this.receiver.notices(event);
      if (typeof answer === 'boolean') return answer;
      return answer.catch((error: unknown) => {
        this.onError(error);
        return false;
      });
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /** The receiver's answer for `event`, false when the check failed (reported to `onError`). */
  private check(event: StoredLiveEvent): boolean | Promise<boolean> {
    if (this.closedFlag || event.id <= this.cursor) return false;
    try {
      const answer = this.receiver.accepts(event);
      if (typeof answer === 'boolean') return answer;
      return answer.catch((error: unknown) => {
        this.onError(error);
        return false;
      });
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  /**
   * Moves the cursor past `event` and writes it when `accepted`, marked when it is a `notice`
   * (once: duplicates are skipped).
   */
  private handle(event: StoredLiveEvent, accepted: boolean, notice: boolean): void {
    if (this.closedFlag || event.id <= this.cursor) return;
    this.cursor = event.id;
    if (accepted) this.write(notice ? noticeFrameOf(event) : frameOf(event));
  }

  /** Runs `task` after everything queued before it; resolves when it has run. */
  private chain(task: () => Promise<void>): Promise<void> {
    this.queued++;
    return (this.queue = this.queue
      .then(task)
      .catch(this.onError)
      .finally(() => {
        this.queued--;
      }));
  }

  private closed(): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    clearTimeout(this.drainTimer);
    this.pending = [];
    for (const listener of this.onClose) listener();
    this.onClose.clear();
  }
}
