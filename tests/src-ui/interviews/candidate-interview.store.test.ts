import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import type { CandidateInterview } from '../../../src-domain/interviews/interview.model';
import { CandidateInterviewStore } from '../../../src-ui/interviews/candidate-interview.store';
import { FakeInterviewsApi } from '../../fakes/interviews-api.fake';

const mine = (change: Partial<CandidateInterview> = {}): CandidateInterview => ({
  id: 5,
  state: 'INVITED',
  startsAt: undefined,
  endsAt: undefined,
  positionTitle: 'Server',
  location: { name: 'Downtown', timeZone: 'America/Los_Angeles', address: '1 Main St' },
  bookingPath: '/interview/abc',
  ...change,
});

describe('CandidateInterviewStore', () => {
  it('has nothing to offer without an interview', async () => {
    const api = new FakeInterviewsApi();
    const store = new CandidateInterviewStore(api);
    expect(store.stage).toBeUndefined();
    await store.open(11);
    expect(api.calls).toEqual(['candidateInterview 11']);
    expect(store.interview).toEqual({ kind: 'ready', value: undefined });
    expect(store.stage).toBeUndefined();
  });

  it('offers choosing a time when invited, changing it when booked, nothing once closed', async () => {
    const api = new FakeInterviewsApi();
    api.candidate = mine();
    const store = new CandidateInterviewStore(api);
    await store.open(11);
    expect(store.stage).toBe('CHOOSE');
    api.candidate = mine({
      state: 'BOOKED',
      startsAt: '2026-12-02T17:00:00.000Z',
      endsAt: '2026-12-02T17:30:00.000Z',
    });
    await store.refresh();
    expect(store.stage).toBe('BOOKED');
    api.candidate = mine({ state: 'CANCELLED', bookingPath: undefined });
    await store.refresh();
    expect(store.stage).toBe('CLOSED');
  });

  it('shows a failed read, reads again on refresh, and starts over for another application', async () => {
    const api = new FakeInterviewsApi();
    api.fail = new GatewayError('GATEWAY.UNEXPECTED_STATUS', 404, 'x', 'MESSAGING.APPLICATION_NOT_FOUND');
    const store = new CandidateInterviewStore(api);
    await store.open(11);
    expect(store.interview).toEqual({ kind: 'failed', code: 'MESSAGING.APPLICATION_NOT_FOUND' });
    expect(store.stage).toBeUndefined();
    api.candidate = mine();
    const again = store.refresh();
    expect(store.interview.kind).toBe('loading');
    await again;
    expect(store.stage).toBe('CHOOSE');
    const other = store.open(12);
    expect(store.interview.kind).toBe('loading');
    await other;
    expect(api.calls.at(-1)).toBe('candidateInterview 12');
  });
});
