import { AccountContactStore } from '../../../src-ui/account/account-contact.store';
import { FakeAccountApi } from '../../fakes/account-api.fake';

function setUp(phone?: string) {
  const api = new FakeAccountApi();
  api.user = {
    id: 'u1',
    email: 'casey@example.test',
    phone: phone ?? null,
    first_name: 'Casey',
    last_name: 'Candidate',
    user_employer: false,
    is_shadow_user: false,
  };
  api.provenChannels.add('EMAIL');
  return { api, store: new AccountContactStore(api) };
}

describe('AccountContactStore', () => {
  it('reads the record, then the e-mail’s status; the phone’s only when one is saved', async () => {
    const { api, store } = setUp();
    await store.load();
    expect(store.state).toMatchObject({
      status: 'ready',
      record: { email: 'casey@example.test', firstName: 'Casey' },
      channels: [{ channel: 'EMAIL', verified: true }],
    });
    expect(api.calls).toEqual(['userRecord', 'verificationStatus:EMAIL']);

    const withPhone = setUp('+15035550123');
    await withPhone.store.load();
    expect(withPhone.store.state).toMatchObject({
      channels: [
        { channel: 'EMAIL', verified: true },
        { channel: 'PHONE', verified: false, codeSent: false },
      ],
    });
  });

  it('a failed read fails the panel and a retry recovers', async () => {
    const { api, store } = setUp('+15035550123');
    api.failing.add('verificationStatus');
    await store.load();
    expect(store.state).toEqual({ status: 'failed' });
    api.failing.delete('verificationStatus');
    await store.load();
    expect(store.state.status).toBe('ready');
  });

  it('sends a code, says a wrong one is wrong, and shows the phone verified after the right one', async () => {
    const { api, store } = setUp('+15035550123');
    await store.load();
    await store.sendCode('PHONE');
    expect(store.outcomes.PHONE).toBe('sent');
    const phone = () =>
      store.state.status === 'ready'
        ? store.state.channels.find((item) => item.channel === 'PHONE')
        : undefined;
    expect(phone()).toMatchObject({ verified: false, codeSent: true });
    await store.confirm('PHONE', '000000');
    expect(store.outcomes.PHONE).toBe('mismatch');
    await store.confirm('PHONE', ' 123456 ');
    expect(store.outcomes.PHONE).toBe('verified');
    expect(phone()).toMatchObject({ verified: true, codeSent: false, verifiedAt: expect.any(String) });
    expect(api.calls).toContain('confirmVerificationCode:PHONE:123456');
  });

  it('a code typed before any was sent is expired', async () => {
    const { store } = setUp('+15035550123');
    await store.load();
    await store.confirm('PHONE', '123456');
    expect(store.outcomes.PHONE).toBe('expired');
  });
});
