import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { isAfter } from '../../src-domain/live/live-connection.rules';
import type { LiveEvent, LiveStatus } from '../../src-domain/live/live-event.model';
import type { LiveEventsPort } from '../../src-domain/live/live-events.port';
import type { LiveStreamListener, LiveStreamOptions } from './fetch-live-stream';

/** One stream to the server as TabSharedLiveEvents drives it (FetchLiveStream, or a lazy one). */
export interface LiveStream {
  /** Opens it, resuming after `lastId` (undefined: from now). */
  start(lastId: string | undefined): void;
  /** Closes it for good. */
  stop(): void;
}

/** Makes the stream of a tab that leads (or of every tab, without sharing). */
export type LiveStreamFactory = (options: LiveStreamOptions, listener: LiveStreamListener) => LiveStream;

/** The Web Lock whose holder is the tab that keeps the browser's one stream. */
export const LIVE_LEADER_LOCK = 'brigade.live-events.leader';
/** The BroadcastChannel on which the leader passes events and status to the other tabs. */
export const LIVE_CHANNEL = 'brigade.live-events';

/** The messages between tabs. */
type TabMessage =
  | { readonly type: 'event'; readonly id: string | undefined; readonly event: LiveEvent }
  | { readonly type: 'status'; readonly status: LiveStatus; readonly lastId: string | undefined }
  | { readonly type: 'position'; readonly lastId: string }
  | { readonly type: 'hello' };

/** The browser APIs the sharing needs; either missing → one stream per tab. */
export interface TabSharing {
  readonly locks: Pick<LockManager, 'request'> | undefined;
  readonly channel: ((name: string) => BroadcastChannel) | undefined;
}

/** The page's Web Locks and BroadcastChannel, where the browser has them. */
export function browserTabSharing(): TabSharing {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  const channel =
    typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : undefined;
  return { locks, channel };
}

/**
 * LiveEventsPort with one stream for all tabs of the browser (issue #32): every tab that listens
 * asks for the Web Lock LIVE_LEADER_LOCK; the holder (the leader) opens the stream
 * (FetchLiveStream) and passes each event and status change over the BroadcastChannel
 * LIVE_CHANNEL; the others listen there (the stream is made by `createStream`, FetchLiveStream). When the leader stops listening or its tab closes, the
 * browser gives the lock to the next tab, which resumes from the last id it heard, so no event is
 * lost and none is delivered twice (ids only move forward in each tab). Without Web Locks or
 * BroadcastChannel each tab keeps its own stream.
 */
export class TabSharedLiveEvents implements LiveEventsPort {
  private readonly handlers = new Set<(event: LiveEvent) => void>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private current: LiveStatus = 'down';
  private lastId: string | undefined;
  private running = false;
  private stream: LiveStream | undefined;
  private channel: BroadcastChannel | undefined;
  private lockRequest: AbortController | undefined;
  private releaseLock: (() => void) | undefined;

  constructor(
    private readonly streamOptions: LiveStreamOptions,
    private readonly createStream: LiveStreamFactory,
    private readonly sharing: TabSharing = browserTabSharing(),
  ) {}

  subscribe(handler: (event: LiveEvent) => void): Unsubscribe {
    const own = (event: LiveEvent) => handler(event);
    this.handlers.add(own);
    this.ensureRunning();
    return () => {
      this.handlers.delete(own);
      this.stopWhenUnused();
    };
  }

  status(): LiveStatus {
    return this.current;
  }

  onStatusChange(listener: (status: LiveStatus) => void): Unsubscribe {
    const own = (status: LiveStatus) => listener(status);
    this.statusListeners.add(own);
    this.ensureRunning();
    return () => {
      this.statusListeners.delete(own);
      this.stopWhenUnused();
    };
  }

  /** Whether this tab holds the stream now (for tests and diagnostics). */
  isLeader(): boolean {
    return this.releaseLock !== undefined;
  }

  private ensureRunning(): void {
    if (this.running) return;
    this.running = true;
    const { locks, channel } = this.sharing;
    if (!locks || !channel) {
      this.openStream(false);
      return;
    }
    this.channel = channel(LIVE_CHANNEL);
    this.channel.onmessage = (message: MessageEvent<TabMessage>) => this.heard(message.data);
    const request = new AbortController();
    this.lockRequest = request;
    locks.request(LIVE_LEADER_LOCK, { signal: request.signal }, () => this.lead()).catch(() => undefined); // aborted when this tab stopped listening before it led
    this.post({ type: 'hello' });
  }

  /** Runs while this tab holds the lock: the stream is this tab's until it stops listening. */
  private lead(): Promise<void> {
    if (!this.running) return Promise.resolve();
    // The previous leader may have gone with its tab, saying nothing: down until this stream opens.
    this.setStatus('down');
    this.post({ type: 'status', status: 'down', lastId: this.lastId });
    this.openStream(true);
    return new Promise((resolve) => {
      this.releaseLock = () => {
        this.releaseLock = undefined;
        resolve();
      };
    });
  }

  private openStream(share: boolean): void {
    const listener: LiveStreamListener = {
      event: (id, event) => {
        this.deliver(id, event);
        if (share) this.post({ type: 'event', id, event });
      },
      status: (status) => {
        this.setStatus(status);
        if (share) this.post({ type: 'status', status, lastId: this.lastId });
      },
      position: (lastId) => {
        this.lastId = lastId;
        if (share) this.post({ type: 'position', lastId });
      },
    };
    this.stream = this.createStream(this.streamOptions, listener);
    this.stream.start(this.lastId);
  }

  private heard(message: TabMessage): void {
    if (this.isLeader()) {
      if (message.type === 'hello') this.post({ type: 'status', status: this.current, lastId: this.lastId });
      return;
    }
    if (message.type === 'event') this.deliver(message.id, message.event);
    else if (message.type === 'position' && isAfter(message.lastId, this.lastId))
      this.lastId = message.lastId;
    else if (message.type === 'status') {
      if (message.lastId !== undefined && isAfter(message.lastId, this.lastId)) this.lastId = message.lastId;
      this.setStatus(message.status);
    }
  }

  private deliver(id: string | undefined, event: LiveEvent): void {
    if (id !== undefined) {
      // A reload's id is the position the stream goes on from, even below the one seen.
      if (event.kind !== 'reload' && !isAfter(id, this.lastId)) return;
      this.lastId = id;
    }
    for (const handler of [...this.handlers]) handler(event);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private post(message: TabMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel (the tab stopped listening meanwhile) has no one to tell.
    }
  }

  private stopWhenUnused(): void {
    if (this.handlers.size > 0 || this.statusListeners.size > 0 || !this.running) return;
    this.running = false;
    this.stream?.stop();
    this.stream = undefined;
    this.lockRequest?.abort();
    this.lockRequest = undefined;
    this.releaseLock?.();
    this.channel?.close();
    this.channel = undefined;
    this.setStatus('down');
  }
}
