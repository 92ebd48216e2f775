import type { EphemeralHex, PasswordKeyRequest } from './srp-acceleration';
import type { SrpWorkerAnswer, SrpWorkerRequest } from './srp-worker.protocol';

/** The part of a Worker the client uses (a fake in tests). */
export interface SrpWorkerLike {
  postMessage(message: SrpWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: SrpWorkerAnswer }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

interface Waiting {
  readonly kind: SrpWorkerRequest['kind'];
  resolve(answer: SrpWorkerAnswer): void;
  reject(error: Error): void;
}

/**
 * The main thread's side of the SRP worker: one promise per request, settled by the answer with
 * the same id. A worker that fails (its script did not load, it threw, a message could not be
 * read) rejects everything waiting and every later request with SRP_WORKER_FAILED, and is ended:
 * the caller then computes on the main thread.
 */
export class SrpWorkerClient {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private failed = false;

  constructor(private readonly worker: SrpWorkerLike) {
    worker.addEventListener('message', (event) => this.settle(event.data));
    worker.addEventListener('error', () => this.fail());
    worker.addEventListener('messageerror', () => this.fail());
  }

  /** A fresh client pair (a, A = g^a mod N), computed in the worker. */
  async ephemeral(): Promise<EphemeralHex> {
    const answer = await this.ask({ id: this.nextId++, kind: 'ephemeral' });
    if (answer.kind !== 'ephemeral') throw new Error('SRP_WORKER_FAILED');
    return answer.pair;
  }

  /** The password step's key, computed in the worker by the library's helper. */
  async passwordKey(request: PasswordKeyRequest): Promise<Uint8Array> {
    const answer = await this.ask({ id: this.nextId++, kind: 'password-key', request });
    if (answer.kind !== 'password-key') throw new Error('SRP_WORKER_FAILED');
    return answer.key;
  }

  private ask(message: SrpWorkerRequest): Promise<SrpWorkerAnswer> {
    if (this.failed) return Promise.reject(new Error('SRP_WORKER_FAILED'));
    return new Promise((resolve, reject) => {
      this.waiting.set(message.id, { kind: message.kind, resolve, reject });
      this.worker.postMessage(message);
    });
  }

  private settle(answer: SrpWorkerAnswer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    if (answer.kind === 'failed') waiting.reject(new Error(`SRP_WORKER_REFUSED: ${answer.message}`));
    else if (answer.kind !== waiting.kind) waiting.reject(new Error('SRP_WORKER_FAILED'));
    else waiting.resolve(answer);
  }

  private fail(): void {
    this.failed = true;
    this.worker.terminate();
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    waiting.forEach((entry) => entry.reject(new Error('SRP_WORKER_FAILED')));
  }
}
