import { DomainError } from '../../src-domain/shared/domain-error';

/** Settings of an identity frame client. */
export interface IdentityFrameClientOptions {
  /** The frame page, e.g. 'https://auth.example/auth/ilm'; its origin is the only one listened to. */
  readonly frameUrl: string;
  /** Time-out of a call when the caller gives none, ms (default 10 000; includes loading the frame). */
  readonly timeoutMs?: number;
  /** The uuid of each request (default crypto.randomUUID). */
  readonly newUuid?: () => string;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

interface FrameReply {
  readonly uuid?: unknown;
  readonly event?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

/**
 * The page's side of the hidden identity frame (spec 000 §7): JSON requests `{uuid, method,
 * params}` posted to the frame's origin only; replies accepted only from that origin and from
 * the frame's own window, matched by uuid, so many calls can be in flight. A call without a reply
 * in time rejects with 'IDENTITY_FRAME.TIMEOUT'; an error reply rejects with its code. Without
 * dependencies on the container, so it also runs bundled alone (the browser test).
 */
export class IdentityFrameClient {
  private readonly frameOrigin: string;
  private readonly pending = new Map<string, Pending>();
  private frame: HTMLIFrameElement | undefined;
  private ready: Promise<void> | undefined;
  private markReady: () => void = () => undefined;

  constructor(private readonly options: IdentityFrameClientOptions) {
    this.frameOrigin = new URL(options.frameUrl).origin;
  }

  call<Result>(
    method: string,
    params?: Readonly<Record<string, unknown>>,
    timeoutMs?: number,
  ): Promise<Result> {
    const uuid = this.options.newUuid?.() ?? crypto.randomUUID();
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          this.pending.delete(uuid);
          reject(new DomainError('IDENTITY_FRAME.TIMEOUT', `No reply to ${method} from the identity frame`));
        },
        timeoutMs ?? this.options.timeoutMs ?? 10_000,
      );
      this.pending.set(uuid, { resolve: resolve as (result: unknown) => void, reject, timer });
      void this.open().then(() => {
        if (!this.pending.has(uuid)) return;
        this.frame?.contentWindow?.postMessage(
          JSON.stringify({ uuid, method, params: params ?? {} }),
          this.frameOrigin,
        );
      });
    });
  }

  /** Removes the frame and rejects the calls still waiting. */
  dispose(): void {
    window.removeEventListener('message', this.onMessage);
    this.frame?.remove();
    this.frame = undefined;
    this.ready = undefined;
    for (const [uuid, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new DomainError('IDENTITY_FRAME.CLOSED', 'The identity frame was closed'));
      this.pending.delete(uuid);
    }
  }

  private open(): Promise<void> {
    if (this.ready) return this.ready;
    this.ready = new Promise<void>((resolve) => (this.markReady = resolve));
    window.addEventListener('message', this.onMessage);
    const frame = document.createElement('iframe');
    frame.src = this.options.frameUrl;
    frame.title = 'Identity';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    // 'ready' from the frame is the signal; the load event covers a frame that posted it too early.
    frame.addEventListener('load', () => this.markReady());
    this.frame = frame;
    document.body.appendChild(frame);
    return this.ready;
  }

  private readonly onMessage = (event: MessageEvent): void => {
    // Both checks: the right origin, and our frame's window (not another frame of that origin).
    if (event.origin !== this.frameOrigin || !this.frame || event.source !== this.frame.contentWindow) return;
    const reply = parseReply(event.data);
    if (!reply) return;
    if (reply.event === 'ready') {
      this.markReady();
      return;
    }
    if (typeof reply.uuid !== 'string') return;
    const waiting = this.pending.get(reply.uuid);
    if (!waiting) return;
    this.pending.delete(reply.uuid);
    clearTimeout(waiting.timer);
    if (reply.error) {
      const code = typeof reply.error.code === 'string' ? reply.error.code : 'IDENTITY_FRAME.FAILED';
      waiting.reject(
        new DomainError(code, typeof reply.error.message === 'string' ? reply.error.message : code),
      );
    } else {
      waiting.resolve(reply.result);
    }
  };
}

function parseReply(data: unknown): FrameReply | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null ? (value as FrameReply) : undefined;
}
