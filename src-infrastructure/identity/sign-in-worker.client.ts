import type {
  CustomSignInRequest,
  LibraryOutcome,
  PasswordSignInRequest,
  SignInRunner,
} from './library-sign-in';
import type { SignInWorkerAnswer, SignInWorkerRequest } from './sign-in-worker.protocol';

/** The part of a Worker the client uses (an in-process stand-in in tests). */
export interface SignInWorkerLike {
  postMessage(message: SignInWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: SignInWorkerAnswer }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

/** Why a request to the worker rejects: it failed (its script did not load, it threw, a message was unreadable). */
export const SIGN_IN_WORKER_FAILED = 'SIGN_IN_WORKER_FAILED';

interface Waiting {
  readonly kind: SignInWorkerAnswer['kind'];
  resolve(answer: SignInWorkerAnswer): void;
  reject(error: Error): void;
}

/**
 * The page's side of the sign-in worker, a SignInRunner: one promise per request, settled by the
 * answer with the same id. A worker that fails rejects everything waiting and every later request
 * with SIGN_IN_WORKER_FAILED (`failed` then says so) and is ended: the caller then signs in with
 * the library on the page.
 */
export class SignInWorkerClient implements SignInRunner {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private broken = false;

  constructor(private readonly worker: SignInWorkerLike) {
    worker.addEventListener('message', (event) => this.settle(event.data));
    worker.addEventListener('error', () => this.fail());
    worker.addEventListener('messageerror', () => this.fail());
  }

  /** Whether the worker failed (every request rejects). */
  get failed(): boolean {
    return this.broken;
  }

  async warmUp(): Promise<void> {
    await this.ask({ id: this.nextId++, kind: 'warm-up' }, 'ready');
  }

  signIn(request: PasswordSignInRequest): Promise<LibraryOutcome> {
    return this.outcome({ id: this.nextId++, kind: 'sign-in', request });
  }

  startCustomChallenge(request: CustomSignInRequest): Promise<LibraryOutcome> {
    return this.outcome({ id: this.nextId++, kind: 'start-custom-challenge', request });
  }

  answerCustomChallenge(answer: string, challenge: string): Promise<LibraryOutcome> {
    return this.outcome({ id: this.nextId++, kind: 'answer-custom-challenge', answer, challenge });
  }

  private async outcome(message: SignInWorkerRequest): Promise<LibraryOutcome> {
    const answer = await this.ask(message, 'outcome');
    if (answer.kind !== 'outcome') throw new Error(SIGN_IN_WORKER_FAILED);
    return answer.outcome;
  }

  private ask(message: SignInWorkerRequest, kind: Waiting['kind']): Promise<SignInWorkerAnswer> {
    if (this.broken) return Promise.reject(new Error(SIGN_IN_WORKER_FAILED));
    return new Promise((resolve, reject) => {
      this.waiting.set(message.id, { kind, resolve, reject });
      this.worker.postMessage(message);
    });
  }

  private settle(answer: SignInWorkerAnswer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    if (answer.kind !== waiting.kind) waiting.reject(new Error(SIGN_IN_WORKER_FAILED));
    else waiting.resolve(answer);
  }

  private fail(): void {
    this.broken = true;
    this.worker.terminate();
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    waiting.forEach((entry) => entry.reject(new Error(SIGN_IN_WORKER_FAILED)));
  }
}
