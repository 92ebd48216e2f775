import { LazyIdentity } from '../../../src-infrastructure/identity/lazy-identity.adapter';
import { browserStorageAreas } from '../../../src-infrastructure/storage/web-storage-areas';
import { FakeCookies } from '../../fakes/cookie.fake';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';
import { testAppConfig } from '../../support/test-config';

const constructed = jest.fn();
const prepared = jest.fn();
let failNextLoad = false;
const events: string[] = [];
const worker = { postMessage: jest.fn(), addEventListener: jest.fn(), terminate: jest.fn() };
const startWorker = jest.fn(() => {
  events.push('worker started');
  return Promise.resolve(worker);
});

jest.mock('../../../src-infrastructure/identity/browser-sign-in-worker', () => ({
  browserSignInWorker: () => startWorker(),
}));

jest.mock('../../../src-infrastructure/identity/cognito-identity.adapter', () => ({
  CognitoIdentityAdapter: class {
    constructor(...args: unknown[]) {
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('ChunkLoadError');
      }
      events.push('adapter loaded');
      constructed(args[5]);
    }
    signIn() {
      return Promise.resolve({ kind: 'signed-in' });
    }
    prepareSignIn() {
      prepared();
      return Promise.resolve();
    }
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function lazyIdentity() {
  return new LazyIdentity(
    testAppConfig,
    new FakeHttpGateway(),
    new FakeKeyValueStorage(),
    new FakeCookies(),
    browserStorageAreas,
  );
}

describe('LazyIdentity', () => {
  beforeEach(() => {
    constructed.mockClear();
    prepared.mockClear();
    startWorker.mockClear();
    events.length = 0;
  });

  it('starts the sign-in worker before the sign-in code has loaded, and hands the adapter that worker', async () => {
    const identity = lazyIdentity();
    void identity.prepareSignIn();
    await settle();
    expect(events).toEqual(['worker started', 'adapter loaded']);
    const adapterStartsWorker = constructed.mock.calls[0][0] as () => Promise<unknown>;
    await expect(adapterStartsWorker()).resolves.toBe(worker);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('loads the sign-in code when asked to prepare, once, lets it prepare, and the sign-in then uses it', async () => {
    const identity = lazyIdentity();
    expect(constructed).not.toHaveBeenCalled();
    identity.prepareSignIn();
    identity.prepareSignIn();
    await settle();
    expect(constructed).toHaveBeenCalledTimes(1);
    // The adapter prepares on each call (it keeps one prepared pair at most).
    expect(prepared).toHaveBeenCalledTimes(2);
    await expect(identity.signIn('olivia@example.test', 'secret')).resolves.toEqual({ kind: 'signed-in' });
    expect(constructed).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the sign-in loads again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const identity = lazyIdentity();
    failNextLoad = true;
    identity.prepareSignIn();
    await settle();
    expect(warn).toHaveBeenCalled();
    await expect(identity.signIn('olivia@example.test', 'secret')).resolves.toEqual({ kind: 'signed-in' });
    expect(constructed).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
