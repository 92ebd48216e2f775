import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { MfaSetupStore } from '../../../src-ui/account/mfa-setup.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeAccountApi } from '../../fakes/account-api.fake';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeIdentity } from '../../fakes/identity.fake';
import { createTestContainer } from '../../support/test-container';

/**
 * The store over the account fake, for a signed-in user whose session bootstrap answers the
 * fake's user record: a phone saved through the fake shows in the session once restored, as
 * the server's profile would.
 */
async function setUp(phone: string | null = null) {
  const api = new FakeAccountApi();
  const user: UserInfo = {
    id: 'u1',
    email: 'casey@example.test',
    phone,
    first_name: 'Casey',
    last_name: 'Candidate',
    user_employer: false,
    is_shadow_user: false,
  };
  api.user = user;
  const gateway = new FakeHttpGateway().on('GET', '/v1/users/session_bootstrap', () => ({
    user: api.user,
    mfa: { mfa_required: true, is_setup: false },
    account_suspension: { brand_id: 1, is_suspended: false },
    navigation_preferences: { default_home_page: null },
    context: null,
  }));
  const identity = new FakeIdentity().signedInAs('casey@example.test');
  const { container } = createTestContainer(undefined, { identity, gateway });
  const session = container.get(SessionStore);
  await session.restore();
  return { api, session, store: new MfaSetupStore(api, session) };
}

describe('MfaSetupStore', () => {
  it('is loading until the status is read, then offers the methods; an account set up is done', async () => {
    const { api, store } = await setUp();
    const loading = store.load();
    expect(store.step).toBe('loading');
    await loading;
    expect(store.step).toBe('choose');
    expect(store.alreadySetUp).toBe(false);
    expect(store.email).toBe('casey@example.test');
    expect(api.calls).toEqual(['mfaStatus']);

    const done = await setUp();
    done.api.mfa = { required: true, setUp: true };
    await done.store.load();
    expect(done.store.step).toBe('done');
    expect(done.store.alreadySetUp).toBe(true);
  });

  it('a failed status read says so and a retry offers the methods', async () => {
    const { api, store } = await setUp();
    api.failing.add('mfaStatus');
    await store.load();
    expect(store.step).toBe('unavailable');
    expect(store.failure).toEqual({ key: 'mfa.failed' });
    api.failing.delete('mfaStatus');
    await store.load();
    expect(store.step).toBe('choose');
    expect(store.failure).toBeUndefined();
  });

  it('asks for a method before going on, and sends nothing', async () => {
    const { api, store } = await setUp();
    await store.load();
    await store.proceed();
    expect(store.methodError).toBe('mfa.validation.methodRequired');
    expect(store.hasErrors).toBe(true);
    expect(store.attempts).toBe(1);
    expect(api.calls).toEqual(['mfaStatus']);
    store.choose('Email');
    expect(store.methodError).toBeUndefined();
  });

  it('Email: sends a code, refuses a missing, malformed or wrong one, then saves the method', async () => {
    const { api, store } = await setUp();
    await store.load();
    store.choose('Email');
    await store.proceed();
    expect(store.step).toBe('verify');
    expect(store.codeSent).toBe(true);
    await store.verify();
    expect(store.codeError).toBe('mfa.validation.codeRequired');
    store.setCode('12a456');
    await store.verify();
    expect(store.codeError).toBe('mfa.validation.codeFormat');
    // Neither reached the server.
    expect(api.calls).toEqual(['mfaStatus', 'sendVerificationCode:EMAIL']);
    store.setCode('000000');
    await store.verify();
    expect(store.codeError).toBe('mfa.validation.codeWrong');
    expect(store.step).toBe('verify');
    expect(store.attempts).toBe(3);
    store.setCode(' 123 456 ');
    expect(store.codeError).toBeUndefined();
    await store.verify();
    expect(api.calls.slice(-2)).toEqual(['confirmVerificationCode:EMAIL:123456', 'saveMfaMethod:Email']);
    expect(store.step).toBe('done');
    expect(api.mfa.setUp).toBe(true);
  });

  it('Email already proven: saved at once, without a code to type', async () => {
    const { api, store } = await setUp();
    api.provenChannels.add('EMAIL');
    await store.load();
    store.choose('Email');
    await store.proceed();
    expect(api.calls).toEqual(['mfaStatus', 'sendVerificationCode:EMAIL', 'saveMfaMethod:Email']);
    expect(store.step).toBe('done');
  });

  it('an expired code says so; a new code sent can be confirmed', async () => {
    const { api, store } = await setUp();
    await store.load();
    store.choose('Email');
    await store.proceed();
    api.sentCodes.delete('EMAIL');
    store.setCode('123456');
    await store.verify();
    expect(store.failure).toEqual({ key: 'serverErrors.codeExpired' });
    expect(store.step).toBe('verify');
    await store.sendCode();
    expect(store.failure).toBeUndefined();
    expect(store.code).toBe('');
    store.setCode('123456');
    await store.verify();
    expect(store.step).toBe('done');
  });

  it('a failed send keeps the choice, says so and is busy only while it runs; trying again works', async () => {
    const { api, store } = await setUp();
    await store.load();
    store.choose('Email');
    api.failing.add('sendVerificationCode');
    const sending = store.proceed();
    expect(store.busy).toBe(true);
    await sending;
    expect(store.busy).toBe(false);
    expect(store.failure).toEqual({ key: 'mfa.failed' });
    expect(store.step).toBe('choose');
    expect(store.method).toBe('Email');
    expect(api.calls).not.toContain('saveMfaMethod:Email');
    api.failing.delete('sendVerificationCode');
    await store.proceed();
    expect(store.step).toBe('verify');
  });

  it('Phone without a phone: asks for one, saves it on the profile, then proves it with a code', async () => {
    const { api, session, store } = await setUp();
    await store.load();
    store.choose('Phone');
    await store.proceed();
    expect(store.step).toBe('phone');
    await store.savePhone();
    expect(store.phoneError).toBe('mfa.validation.phoneRequired');
    expect(api.calls).toEqual(['mfaStatus']);
    store.setPhone('+15035550123');
    expect(store.phoneError).toBeUndefined();
    await store.savePhone();
    expect(api.calls.slice(1)).toEqual(['savePhone:+15035550123', 'sendVerificationCode:PHONE']);
    expect(session.user?.phone).toBe('+15035550123');
    expect(store.step).toBe('verify');
    store.setCode('123456');
    await store.verify();
    expect(api.calls.slice(-2)).toEqual(['confirmVerificationCode:PHONE:123456', 'saveMfaMethod:Phone']);
    expect(store.step).toBe('done');
  });

  it('Phone with a phone on the profile: the code goes to it straight away', async () => {
    const { api, store } = await setUp('+15035550123');
    await store.load();
    store.choose('Phone');
    await store.proceed();
    expect(api.calls).toEqual(['mfaStatus', 'sendVerificationCode:PHONE']);
    expect(store.step).toBe('verify');
    store.back();
    expect(store.step).toBe('choose');
    expect(store.code).toBe('');
  });

  it('Passcodes: saved at once and shown once, then done', async () => {
    const { api, store } = await setUp();
    await store.load();
    store.choose('Passcodes');
    await store.proceed();
    expect(api.calls).toEqual(['mfaStatus', 'saveMfaMethod:Passcodes']);
    expect(store.step).toBe('passcodes');
    expect(store.passcodes).toHaveLength(10);
    store.confirmPasscodes();
    expect(store.step).toBe('done');
  });
});
