/**
 * An in-memory stand-in for what several tabs of one browser share: Web Locks (exclusive, granted
 * in request order, released when the holder's callback settles or its tab closes) and
 * BroadcastChannel (delivered asynchronously to the other open channels of the same name, never
 * to the sender), plus an SSE server reached through fetch whose event log replays after
 * Last-Event-ID, as the real route does.
 */

interface Waiter {
  readonly tab: number;
  readonly grant: () => void;
}

export class FakeBrowser {
  private holder: number | undefined;
  private readonly queue: Waiter[] = [];
  private readonly channels = new Set<{ tab: number; name: string; channel: FakeChannel }>();
  private readonly closed = new Set<number>();
  private readonly held = new Map<number, (() => void)[]>();

  /** The Web Locks of tab `tab` (one lock name is enough for the adapter). */
  locksOf(tab: number): Pick<LockManager, 'request'> {
    const request = (
      _name: string,
      options: LockOptions,
      callback: (lock: Lock | null) => Promise<void>,
    ): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          tab,
          grant: () => {
            this.holder = tab;
            void Promise.resolve(callback({ name: _name, mode: 'exclusive' } as Lock)).finally(() => {
              if (this.holder === tab) this.release();
              resolve();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) {
            this.queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        this.queue.push(waiter);
        this.grantNext();
      });
    return { request: request as unknown as LockManager['request'] };
  }

  /** The BroadcastChannel constructor of tab `tab`. */
  channelOf(tab: number): (name: string) => BroadcastChannel {
    return (name) => {
      const channel = new FakeChannel(
        (message) => this.broadcast(entry, message),
        () => this.channels.delete(entry),
      );
      const entry = { tab, name, channel };
      this.channels.add(entry);
      return channel as unknown as BroadcastChannel;
    };
  }

  /** The tab that holds the lock, if any. */
  get leader(): number | undefined {
    return this.holder;
  }

  /** Closes tab `tab` as the browser would: its lock goes to the next tab, its channels go silent. */
  closeTab(tab: number): void {
    this.closed.add(tab);
    for (const entry of [...this.channels]) if (entry.tab === tab) this.channels.delete(entry);
    for (let index = this.queue.length - 1; index >= 0; index -= 1) {
      if (this.queue[index]!.tab === tab) this.queue.splice(index, 1);
    }
    if (this.holder === tab) this.release();
  }

  isClosed(tab: number): boolean {
    return this.closed.has(tab);
  }

  /** Messages to tab `tab` wait (a busy tab) until `deliverHeld(tab)`. */
  hold(tab: number): void {
    this.held.set(tab, []);
  }

  deliverHeld(tab: number): void {
    const waiting = this.held.get(tab) ?? [];
    this.held.delete(tab);
    waiting.forEach((deliver) => deliver());
  }

  private release(): void {
    this.holder = undefined;
    this.grantNext();
  }

  private grantNext(): void {
    if (this.holder !== undefined) return;
    const next = this.queue.shift();
    next?.grant();
  }

  private broadcast(from: { tab: number; name: string }, message: unknown): void {
    const copy = structuredClone(message);
    for (const entry of [...this.channels]) {
      if (entry.name !== from.name || entry === from) continue;
      const waiting = this.held.get(entry.tab);
      if (waiting) waiting.push(() => entry.channel.deliver(copy));
      else setTimeout(() => entry.channel.deliver(copy), 0);
    }
  }
}

class FakeChannel {
  onmessage: ((message: MessageEvent) => void) | null = null;
  private open = true;

  constructor(
    private readonly send: (message: unknown) => void,
    private readonly onClose: () => void,
  ) {}

  postMessage(message: unknown): void {
    if (!this.open) throw new DOMException('closed', 'InvalidStateError');
    this.send(message);
  }

  close(): void {
    this.open = false;
    this.onClose();
  }

  deliver(data: unknown): void {
    if (this.open) this.onmessage?.({ data } as MessageEvent);
  }
}

interface OpenStream {
  readonly tab: number;
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
}

/** The SSE route in memory: an event log, replay after Last-Event-ID, live frames to open streams. */
export class FakeEventServer {
  readonly requests: { tab: number; lastEventId: string | undefined; token: string | undefined }[] = [];
  private readonly log: { id: number; name: string; data: string }[] = [];
  private streams: OpenStream[] = [];
  private readonly encoder = new TextEncoder();

  constructor(private readonly browser: FakeBrowser) {}

  /** The fetch of tab `tab`: a closed tab's requests never answer (its page is gone). */
  fetchOf(tab: number): typeof fetch {
    return ((_url: string, init: RequestInit) => {
      if (this.browser.isClosed(tab)) return new Promise(() => undefined);
      const headers = init.headers as Record<string, string>;
      const lastEventId = headers['Last-Event-ID'];
      this.requests.push({ tab, lastEventId, token: headers.Authorization });
      let open: OpenStream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          open = { tab, controller };
          this.streams.push(open);
          const after = lastEventId === undefined ? undefined : Number(lastEventId);
          if (after === undefined) {
            const newest = this.log.at(-1)?.id ?? 0;
            controller.enqueue(
              this.frame(`retry: 3000\nevent: ready\ndata: {"last_event_id":"${newest}"}\n\n`),
            );
          } else {
            for (const entry of this.log) if (entry.id > after) controller.enqueue(this.eventFrame(entry));
          }
        },
        cancel: () => {
          this.streams = this.streams.filter((stream) => stream !== open);
        },
      });
      init.signal?.addEventListener('abort', () => {
        this.streams = this.streams.filter((stream) => stream !== open);
        try {
          open?.controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
      );
    }) as typeof fetch;
  }

  /** Streams open now (a closed tab's stream counts until the server notices, as on a real socket). */
  get openStreams(): number {
    return this.streams.filter((stream) => !this.browser.isClosed(stream.tab)).length;
  }

  /** Writes an event to the log and to every open stream of an open tab. */
  publish(name: string, data: object): number {
    const entry = { id: this.log.length + 1, name, data: JSON.stringify(data) };
    this.log.push(entry);
    for (const stream of this.streams) {
      if (!this.browser.isClosed(stream.tab)) stream.controller.enqueue(this.eventFrame(entry));
    }
    return entry.id;
  }

  /** Sends a raw frame to every open stream. */
  send(raw: string): void {
    for (const stream of this.streams) stream.controller.enqueue(this.frame(raw));
  }

  /** Ends every open stream (a dropped connection or a restart). */
  dropAll(): void {
    for (const stream of this.streams) stream.controller.close();
    this.streams = [];
  }

  private eventFrame(entry: { id: number; name: string; data: string }): Uint8Array {
    return this.frame(`id: ${entry.id}\nevent: ${entry.name}\ndata: ${entry.data}\n\n`);
  }

  private frame(text: string): Uint8Array {
    return this.encoder.encode(text);
  }
}

/** Resolves once `condition` holds, checking on every macrotask (fails the test after ~2 s). */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  for (let turn = 0; turn < 400; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
