/** One server-sent event as a test reads it. */
export interface SseFrame {
  readonly id?: string;
  readonly event?: string;
  readonly data?: string;
  readonly retry?: number;
  /** A comment frame (`: ping`). */
  readonly comment?: string;
}

/** An open event stream read with fetch (not EventSource: the token goes in a header). */
export interface SseConnection {
  readonly status: number;
  /** The error body when the server refused (status ≠ 200). */
  readonly error?: { status_code: number; error: { code: string } };
  /** Every frame received so far, in order. */
  readonly frames: SseFrame[];
  /** Resolves with the first frame (from `from` on) matching, or rejects when the stream ends first. */
  next(match: (frame: SseFrame) => boolean, from?: number): Promise<SseFrame>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Only the events a client handles (frames with an `event:` line). */
export const eventsOf = (connection: SseConnection) => connection.frames.filter((frame) => frame.event);

function parse(block: string): SseFrame | undefined {
  const frame: Record<string, string | number> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) frame[match[1]!] = match[1] === 'retry' ? Number(match[2]) : match[2]!;
  }
  return Object.keys(frame).length > 0 ? (frame as SseFrame) : undefined;
}

/** Opens GET /api/core/v1/events on a listening server at `origin`. */
export async function openEvents(
  origin: string,
  accessToken: string | undefined,
  lastEventId?: string,
): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/core/v1/events`, {
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: abort.signal,
  });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  let error: SseConnection['error'];
  let ended: Promise<void> = Promise.resolve();
  if (response.status !== 200) {
    error = (await response.json()) as SseConnection['error'];
    done = true;
  } else {
    ended = (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (frame) frames.push(frame);
          }
          notify();
        }
      } catch {
        // aborted by close(), or the server dropped the connection
      } finally {
        done = true;
        notify();
      }
    })();
  }
  return {
    status: response.status,
    ...(error ? { error } : {}),
    frames,
    ended,
    close: () => abort.abort(),
    next(match, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found) {
            waiters.delete(check);
            resolve(found);
          } else if (done) {
            waiters.delete(check);
            reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}
