import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { ApplicationInterviewStore } from '../../../src-ui/interviews/application-interview.store';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeInterviewsApi, interview } from '../../fakes/interviews-api.fake';

describe('ApplicationInterviewStore', () => {
  it('invites when no interview is open and then refuses a second invitation', async () => {
    const api = new FakeInterviewsApi();
    const store = new ApplicationInterviewStore(api, new FakeClock(Date.parse('2026-12-01T00:00:00Z')));
    await store.open(11);
    expect(store.interview).toEqual({ kind: 'ready', value: undefined });
    expect(store.inviteBlockedBy).toBeUndefined();
    await store.invite();
    expect(store.bookingUrl).toBe('http://localhost/interview/abc');
    expect(store.interview).toMatchObject({ kind: 'ready', value: { state: 'INVITED' } });
    expect(store.inviteBlockedBy).toBe('ALREADY_OPEN');
    expect(store.actions).toEqual(['CANCELLED']);
    await store.invite();
    expect(api.calls.filter((call) => call.startsWith('invite'))).toHaveLength(1);
  });

  it('offers done and no-show once the interview started, and shows a refusal then reads again', async () => {
    const api = new FakeInterviewsApi();
    api.latest = interview();
    const store = new ApplicationInterviewStore(api, new FakeClock(Date.parse('2026-12-02T17:05:00Z')));
    await store.open(11);
    expect(store.actions).toEqual(['DONE', 'NO_SHOW', 'CANCELLED']);
    await store.setOutcome('NO_SHOW');
    expect(store.interview).toMatchObject({ kind: 'ready', value: { state: 'NO_SHOW' } });
    expect(store.actions).toEqual([]);
    api.fail = new GatewayError('GATEWAY.UNEXPECTED_STATUS', 409, 'x', 'INTERVIEWS.STATE');
    await store.setOutcome('DONE');
    expect(store.writeFailed).toBe('INTERVIEWS.STATE');
    expect(api.calls.at(-1)).toBe('applicationInterview 11');
    expect(store.busy).toBe(false);
  });

  it('a failed read is shown, and read again on refresh', async () => {
    const api = new FakeInterviewsApi();
    const store = new ApplicationInterviewStore(api, new FakeClock());
    api.fail = new GatewayError('GATEWAY.NETWORK', 0);
    await store.open(11);
    expect(store.interview).toEqual({ kind: 'failed', code: undefined });
    expect(store.actions).toEqual([]);
    await store.refresh();
    expect(store.interview).toEqual({ kind: 'ready', value: undefined });
  });
});
