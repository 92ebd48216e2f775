import { LazyIdentity } from '../../../src-infrastructure/identity/lazy-identity.adapter';
import { browserStorageAreas } from '../../../src-infrastructure/storage/web-storage-areas';
import { FakeCookies } from '../../fakes/cookie.fake';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';
import { testAppConfig } from '../../support/test-config';

const constructed = jest.fn();
const prepared = jest.fn();
let failNextLoad = false;

jest.mock('../../../src-infrastructure/identity/cognito-identity.adapter', () => ({
  CognitoIdentityAdapter: class {
    constructor() {
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('ChunkLoadError');
      }
      constructed();
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
