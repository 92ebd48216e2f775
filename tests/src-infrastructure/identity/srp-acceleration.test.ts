/**
 * @jest-environment node
 */
import * as library from 'amazon-cognito-identity-js';
import {
  offloadPasswordStep,
  prepareClientEphemeral,
  provideClientEphemeral,
  type PasswordKeyRequest,
  type SrpLibrary,
} from '../../../src-infrastructure/identity/srp-acceleration';
import { SrpWorkerClient, type SrpWorkerLike } from '../../../src-infrastructure/identity/srp-worker.client';
import {
  answerSrpRequest,
  type SrpWorkerAnswer,
  type SrpWorkerRequest,
} from '../../../src-infrastructure/identity/srp-worker.protocol';

interface Integer {
  toString(radix: number): string;
  modPow(e: Integer, m: Integer, callback: (error: Error | null, r: Integer) => void): Integer;
}
interface Helper {
  readonly N: Integer;
  readonly g: Integer;
  readonly smallAValue: Integer;
  readonly largeAValue: Integer;
  getPasswordAuthenticationKey(
    username: string,
    password: string,
    B: Integer,
    salt: Integer,
    callback: (error: Error | null, key: Uint8Array | null) => void,
  ): void;
}
const srp = library as unknown as SrpLibrary;
const Helper = srp.AuthenticationHelper as new (pool: string) => Helper;

/** The library's own modPow (jsbn), kept before any patch. */
const reference = new Helper('reference');
const jsbnModPow = Object.getPrototypeOf(reference.N).modPow as Integer['modPow'];
const jsbn = (base: Integer, exponent: Integer, modulus: Integer) =>
  jsbnModPow.call(base, exponent, modulus, () => undefined).toString(16);

describe('SRP acceleration of amazon-cognito-identity-js', () => {
  it('hands a prepared pair (a, A = g^a) to the next helper only, once', () => {
    // Counts the exponentiations: a helper that takes the prepared pair computes none.
    const prototype = Object.getPrototypeOf(reference.N) as Integer;
    const native = jsbnModPow;
    let exponentiations = 0;
    prototype.modPow = function counted(this: Integer, ...args: Parameters<Integer['modPow']>) {
      exponentiations++;
      return native.apply(this, args);
    };
    expect(prepareClientEphemeral(srp)).toBe(true);
    expect(exponentiations).toBe(1);
    const first = new Helper('pool');
    expect(exponentiations).toBe(1);
    const second = new Helper('pool');
    expect(exponentiations).toBe(2);
    prototype.modPow = native;
    expect(first.largeAValue.toString(16)).toBe(jsbn(first.g, first.smallAValue, first.N));
    expect(second.largeAValue.toString(16)).toBe(jsbn(second.g, second.smallAValue, second.N));
    expect(second.smallAValue.toString(16)).not.toBe(first.smallAValue.toString(16));
    // Prepared twice before a sign-in: still one pair, taken by the next helper.
    prepareClientEphemeral(srp);
    prepareClientEphemeral(srp);
    const third = new Helper('pool');
    const fourth = new Helper('pool');
    expect(third.smallAValue.toString(16)).not.toBe(fourth.smallAValue.toString(16));
    expect(third.largeAValue.toString(16)).toBe(jsbn(third.g, third.smallAValue, third.N));
  });
});

const HelperClass = Helper;
const BigInteger = (reference.N as unknown as { constructor: new (hex: string, radix: number) => Integer })
  .constructor;
const hex = (value: string) => new BigInteger(value, 16);
const modPow = (base: Integer, exponent: Integer) =>
  base.modPow(exponent, reference.N, () => undefined).toString(16);

/** What a server would send: B = g^b mod N for a fixed b, and a salt. */
const SERVER_B = modPow(reference.g, hex('1f2e3d4c5b6a79880123456789abcdef'));
const SALT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The srp's own key on the main thread (no offload) for the pair the next helper takes. */
function mainThreadKey(pair: { a: string; A: string }): Promise<Uint8Array> {
  offloadPasswordStep(srp, undefined);
  provideClientEphemeral(srp, pair);
  const helper = new HelperClass('pool');
  return new Promise((resolve, reject) =>
    helper.getPasswordAuthenticationKey('user-1', 'Secret-1', hex(SERVER_B), hex(SALT), (error, key) =>
      error || !key ? reject(error) : resolve(Uint8Array.from(key)),
    ),
  );
}

/** A worker stand-in: records what it is sent; the test answers (in any order) or fails it. */
class FakeWorker implements SrpWorkerLike {
  readonly sent: SrpWorkerRequest[] = [];
  terminated = false;
  private readonly listeners: Record<string, ((event: { data: SrpWorkerAnswer }) => void)[]> = {};

  postMessage(message: SrpWorkerRequest): void {
    this.sent.push(message);
  }
  addEventListener(type: string, listener: (event: { data: SrpWorkerAnswer }) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: SrpWorkerAnswer): void {
    this.listeners['message']?.forEach((listener) => listener({ data }));
  }
  fail(): void {
    this.listeners['error']?.forEach((listener) => listener({ data: undefined as never }));
  }
}

describe('the SRP worker side (answerSrpRequest)', () => {
  afterEach(() => offloadPasswordStep(srp, undefined));

  it('answers a fresh pair with A = g^a mod N, a new one each time', async () => {
    const first = await answerSrpRequest(srp, { id: 7, kind: 'ephemeral' });
    const second = await answerSrpRequest(srp, { id: 8, kind: 'ephemeral' });
    if (first.kind !== 'ephemeral' || second.kind !== 'ephemeral') throw new Error('no pair');
    expect(first.id).toBe(7);
    expect(first.pair.A).toBe(modPow(reference.g, hex(first.pair.a)));
    expect(second.pair.a).not.toBe(first.pair.a);
  });

  it('answers the password key the library computes on the main thread for the same inputs', async () => {
    const ephemeral = await answerSrpRequest(srp, { id: 1, kind: 'ephemeral' });
    if (ephemeral.kind !== 'ephemeral') throw new Error('no pair');
    const request: PasswordKeyRequest = {
      poolName: 'pool',
      ...ephemeral.pair,
      username: 'user-1',
      password: 'Secret-1',
      B: SERVER_B,
      salt: SALT,
    };
    const answer = await answerSrpRequest(srp, { id: 2, kind: 'password-key', request });
    if (answer.kind !== 'password-key') throw new Error(`no key: ${JSON.stringify(answer)}`);
    expect(answer.id).toBe(2);
    expect(answer.key).toHaveLength(16);
    expect(Buffer.from(answer.key).toString('hex')).toBe(
      Buffer.from(await mainThreadKey(ephemeral.pair)).toString('hex'),
    );
    // A different password gives a different key.
    const other = await answerSrpRequest(srp, {
      id: 3,
      kind: 'password-key',
      request: { ...request, password: 'Secret-2' },
    });
    expect(other.kind === 'password-key' && Buffer.from(other.key).toString('hex')).not.toBe(
      Buffer.from(answer.key).toString('hex'),
    );
  });

  it('answers the library refusal (B ≡ 0 mod N) as failed, without the password', async () => {
    const ephemeral = await answerSrpRequest(srp, { id: 1, kind: 'ephemeral' });
    if (ephemeral.kind !== 'ephemeral') throw new Error('no pair');
    const answer = await answerSrpRequest(srp, {
      id: 4,
      kind: 'password-key',
      request: {
        poolName: 'pool',
        ...ephemeral.pair,
        username: 'u',
        password: 'Secret-1',
        B: reference.N.toString(16),
        salt: SALT,
      },
    });
    expect(answer).toEqual({ id: 4, kind: 'failed', message: 'B cannot be zero.' });
  });
});

describe('the main thread side (SrpWorkerClient) with a fake worker', () => {
  const request: PasswordKeyRequest = {
    poolName: 'p',
    a: '1',
    A: '2',
    username: 'u',
    password: 'x',
    B: '3',
    salt: '4',
  };

  it('settles each request by the answer with its id, in any order', async () => {
    const worker = new FakeWorker();
    const client = new SrpWorkerClient(worker);
    const pair = client.ephemeral();
    const key = client.passwordKey(request);
    expect(worker.sent).toEqual([
      { id: 1, kind: 'ephemeral' },
      { id: 2, kind: 'password-key', request },
    ]);
    worker.answer({ id: 2, kind: 'password-key', key: Uint8Array.of(9, 8) });
    worker.answer({ id: 99, kind: 'ephemeral', pair: { a: 'f', A: 'e' } });
    worker.answer({ id: 1, kind: 'ephemeral', pair: { a: 'a', A: 'b' } });
    await expect(key).resolves.toEqual(Uint8Array.of(9, 8));
    await expect(pair).resolves.toEqual({ a: 'a', A: 'b' });
  });

  it('rejects a refused request and an answer of the wrong kind', async () => {
    const worker = new FakeWorker();
    const client = new SrpWorkerClient(worker);
    const refused = client.passwordKey(request);
    const mismatched = client.ephemeral();
    worker.answer({ id: 1, kind: 'failed', message: 'B cannot be zero.' });
    worker.answer({ id: 2, kind: 'password-key', key: Uint8Array.of(1) });
    await expect(refused).rejects.toThrow('SRP_WORKER_REFUSED: B cannot be zero.');
    await expect(mismatched).rejects.toThrow('SRP_WORKER_FAILED');
  });

  it('a failed worker rejects what waits and everything later, and is ended', async () => {
    const worker = new FakeWorker();
    const client = new SrpWorkerClient(worker);
    const waiting = client.passwordKey(request);
    worker.fail();
    await expect(waiting).rejects.toThrow('SRP_WORKER_FAILED');
    await expect(client.ephemeral()).rejects.toThrow('SRP_WORKER_FAILED');
    expect(worker.terminated).toBe(true);
    expect(worker.sent).toHaveLength(1);
  });
});
