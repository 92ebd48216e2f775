import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { isAfter, reconnectDelay } from '../../src-domain/live/live-connection.rules';
import type { LiveEvent, LiveStatus } from '../../src-domain/live/live-event.model';
import { liveFrameFromWire } from './live-frame';

/** What one stream tells its owner. */
export interface LiveStreamListener {
  /** An event in the server's order; `id` is its position (absent only on a malformed frame). */
  event(id: string | undefined, event: LiveEvent): void;
  /** The stream opened (`live`) or broke (`down`); called on changes only. */
  status(status: LiveStatus): void;
  /** The stream's position moved without an event for this browser (the `ready` frame). */
  position(lastId: string): void;
}

/** How one stream reaches the server. */
export interface LiveStreamOptions {
  /** The absolute or page-relative address of GET /v1/events. */
  readonly url: string;
  /** A valid access token (refreshed when it is about to expire), or undefined when signed out. */
  readonly accessToken: () => Promise<string | undefined>;
  /** The fetch to use (default the global one). */
  readonly fetch?: typeof fetch;
  /** A number in [0, 1) spreading the reconnect delays (default Math.random). */
  readonly random?: () => number;
  /** Waits `ms` unless `signal` aborts first (default setTimeout). */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

type Outcome = 'opened' | 'session-ended' | 'failed';

const defaultSleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One server-sent-event stream over fetch (the browser's EventSource cannot send the bearer
 * header), parsed by eventsource-parser. It reconnects until stopped: with `Last-Event-ID` set to
 * the last id seen (so the server replays what was missed), after the server's `retry:` hint
 * doubled per failed attempt (see reconnectDelay); at once, with a fresh token, after
 * `session.ended` when the session goes on. Never throws; failures show as status `down`.
 */
export class FetchLiveStream {
  private lastId: string | undefined;
  private retryMs: number | undefined;
  private current: LiveStatus = 'down';
  private abort: AbortController | undefined;

  constructor(
    private readonly options: LiveStreamOptions,
    private readonly listener: LiveStreamListener,
  ) {}

  /** Opens the stream resuming after `lastId` (undefined: from now); a second start is ignored. */
  start(lastId: string | undefined): void {
    if (this.abort) return;
    this.lastId = lastId;
    const abort = new AbortController();
    this.abort = abort;
    void this.run(abort.signal);
  }

  /** Closes the stream for good; no listener call follows except status `down` if it was live. */
  stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.setStatus('down');
  }

  /** The id of the last event seen, for the next stream to resume from. */
  lastEventId(): string | undefined {
    return this.lastId;
  }

  private async run(signal: AbortSignal): Promise<void> {
    const sleep = this.options.sleep ?? defaultSleep;
    const random = this.options.random ?? Math.random;
    let failures = 0;
    let endedInARow = 0;
    while (!signal.aborted) {
      const outcome = await this.connectOnce(signal);
      if (signal.aborted) return;
      this.setStatus('down');
      if (outcome === 'session-ended' && endedInARow === 0) {
        // The session goes on with a refreshed token (or ends, and the next attempt finds none).
        endedInARow += 1;
        continue;
      }
      endedInARow = outcome === 'session-ended' ? endedInARow + 1 : 0;
      failures = outcome === 'opened' ? 1 : failures + 1;
      await sleep(reconnectDelay(failures, this.retryMs, random()), signal);
    }
  }

  /** One connection, until it ends; says how it ended. */
  private async connectOnce(signal: AbortSignal): Promise<Outcome> {
    const token = await this.options.accessToken();
    if (!token || signal.aborted) return 'failed';
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (this.lastId !== undefined) headers['Last-Event-ID'] = this.lastId;
    const fetchStream = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let sessionEnded = false;
    const parser = createParser({
      onEvent: (message) => {
        if (this.frame(message) === 'session.ended') sessionEnded = true;
      },
      onRetry: (ms) => (this.retryMs = ms),
    });
    try {
      const response = await fetchStream(this.options.url, { headers, signal, cache: 'no-store' });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return 'failed';
      }
      this.setStatus('live');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
        if (sessionEnded) {
          await reader.cancel().catch(() => undefined);
          break;
        }
      }
    } catch {
      // A network failure or the stop's abort: the loop decides what follows.
    }
    return sessionEnded ? 'session-ended' : this.current === 'live' ? 'opened' : 'failed';
  }

  /** Handles one parsed frame; answers its kind. */
  private frame(message: EventSourceMessage): string {
    const frame = liveFrameFromWire(message.event, message.data);
    if (frame.kind === 'event') {
      if (message.id !== undefined) {
        // A reload's id is where the stream goes on from, even below ours (a reset database).
        if (frame.event.kind !== 'reload' && !isAfter(message.id, this.lastId)) return frame.kind;
        this.lastId = message.id;
      }
      this.listener.event(message.id, frame.event);
    } else if (frame.kind === 'ready' && frame.lastEventId && isAfter(frame.lastEventId, this.lastId)) {
      this.lastId = frame.lastEventId;
      this.listener.position(frame.lastEventId);
    }
    return frame.kind;
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.listener.status(status);
  }
}
