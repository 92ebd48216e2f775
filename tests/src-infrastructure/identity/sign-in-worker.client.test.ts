import type {
  PasswordSignInRequest,
  SignInRunner,
} from '../../../src-infrastructure/identity/library-sign-in';
import {
  SIGN_IN_WORKER_FAILED,
  SignInWorkerClient,
  type SignInWorkerLike,
} from '../../../src-infrastructure/identity/sign-in-worker.client';
import {
  answerSignInRequest,
  type SignInWorkerAnswer,
  type SignInWorkerRequest,
} from '../../../src-infrastructure/identity/sign-in-worker.protocol';

/** A worker stand-in: records what it is sent; the test answers (in any order) or fails it. */
class FakeWorker implements SignInWorkerLike {
  readonly sent: SignInWorkerRequest[] = [];
  terminated = false;
  private readonly listeners: Record<string, ((event: { data: SignInWorkerAnswer }) => void)[]> = {};

  postMessage(message: SignInWorkerRequest): void {
    this.sent.push(message);
  }
  addEventListener(type: string, listener: (event: { data: SignInWorkerAnswer }) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: SignInWorkerAnswer): void {
    this.listeners['message']?.forEach((listener) => listener({ data }));
  }
  fail(): void {
    this.listeners['error']?.forEach((listener) => listener({ data: undefined as never }));
  }
}

const request: PasswordSignInRequest = {
  pool: { endpoint: 'http://localhost/idp', userPoolId: 'local_pool', clientId: 'client' },
  flow: 'USER_SRP_AUTH',
  username: 'olivia@example.test',
  password: 'Secret-1',
};

describe('the page side of the sign-in worker (SignInWorkerClient)', () => {
  it('settles each request by the answer with its id, in any order', async () => {
    const worker = new FakeWorker();
    const client = new SignInWorkerClient(worker);
    const ready = client.warmUp();
    const signedIn = client.signIn(request);
    const answered = client.answerCustomChallenge('token', 'MASTER_ACCOUNT_TOKEN');
    expect(worker.sent).toEqual([
      { id: 1, kind: 'warm-up' },
      { id: 2, kind: 'sign-in', request },
      { id: 3, kind: 'answer-custom-challenge', answer: 'token', challenge: 'MASTER_ACCOUNT_TOKEN' },
    ]);
    worker.answer({ id: 3, kind: 'outcome', outcome: { kind: 'failed', error: { code: 'X' } } });
    worker.answer({ id: 99, kind: 'ready' });
    worker.answer({ id: 2, kind: 'outcome', outcome: { kind: 'signed-in', entries: [['k', 'v']] } });
    worker.answer({ id: 1, kind: 'ready' });
    await expect(ready).resolves.toBeUndefined();
    await expect(signedIn).resolves.toEqual({ kind: 'signed-in', entries: [['k', 'v']] });
    await expect(answered).resolves.toEqual({ kind: 'failed', error: { code: 'X' } });
  });

  it('rejects an answer of the wrong kind', async () => {
    const worker = new FakeWorker();
    const client = new SignInWorkerClient(worker);
    const mismatched = client.signIn(request);
    worker.answer({ id: 1, kind: 'ready' });
    await expect(mismatched).rejects.toThrow(SIGN_IN_WORKER_FAILED);
  });

  it('a failed worker rejects what waits and everything later, and is ended', async () => {
    const worker = new FakeWorker();
    const client = new SignInWorkerClient(worker);
    const waiting = client.signIn(request);
    expect(client.failed).toBe(false);
    worker.fail();
    await expect(waiting).rejects.toThrow(SIGN_IN_WORKER_FAILED);
    await expect(client.warmUp()).rejects.toThrow(SIGN_IN_WORKER_FAILED);
    expect(client.failed).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(worker.sent).toHaveLength(1);
  });
});

describe('the worker side (answerSignInRequest)', () => {
  const runner: SignInRunner = {
    warmUp: () => Promise.resolve(),
    signIn: () => Promise.reject(new Error('library broke')),
    startCustomChallenge: () => Promise.resolve({ kind: 'custom-challenge', challenge: 'C' }),
    answerCustomChallenge: (answer, challenge) =>
      Promise.resolve({ kind: 'failed', error: { code: `${challenge}:${answer}` } }),
  };

  it('answers each request with its id and the runner outcome; a throw is a failed outcome', async () => {
    expect(await answerSignInRequest(runner, { id: 4, kind: 'warm-up' })).toEqual({ id: 4, kind: 'ready' });
    expect(
      await answerSignInRequest(runner, {
        id: 5,
        kind: 'start-custom-challenge',
        request: { pool: request.pool, username: 'u', challenge: 'C' },
      }),
    ).toEqual({ id: 5, kind: 'outcome', outcome: { kind: 'custom-challenge', challenge: 'C' } });
    expect(
      await answerSignInRequest(runner, {
        id: 6,
        kind: 'answer-custom-challenge',
        answer: 'a',
        challenge: 'C',
      }),
    ).toEqual({ id: 6, kind: 'outcome', outcome: { kind: 'failed', error: { code: 'C:a' } } });
    expect(await answerSignInRequest(runner, { id: 7, kind: 'sign-in', request })).toEqual({
      id: 7,
      kind: 'outcome',
      outcome: { kind: 'failed', error: { message: 'library broke' } },
    });
  });
});
