import 'reflect-metadata';
import { InboxStore } from '../../../src-ui/hiring/inbox.store';
import { CandidateApplicationsStore } from '../../../src-ui/hiring/candidate-applications.store';
import { FakeMessagingApi, fakeApplication } from '../../fakes/messaging-api.fake';
import { FakePositionsApi } from '../../fakes/positions-api.fake';
import { FakeTeamApi } from '../../fakes/team-api.fake';

function setUp(count = 23) {
  const api = new FakeMessagingApi();
  for (let id = 1; id <= count; id += 1) {
    api.applications.set(
      id,
      fakeApplication(id, {
        brandIds: [1, id % 2 === 0 ? 2 : 3],
        status: id % 3 === 0 ? 'INTERVIEW' : 'APPLIED',
        messages: id % 5 === 0 ? [{ isRead: false, fromCandidate: true }] : [],
      }),
    );
  }
  const positions = new FakePositionsApi();
  positions.byBrand.set(1, [
    { category: 'FOH', positions: [{ id: 100, title: 'Server', locationName: 'Downtown' }] },
  ]);
  const team = new FakeTeamApi();
  team.byBrand.set(1, [{ id: 2, name: 'Downtown', members: 4 }]);
  return { api, positions, team, store: new InboxStore(api, positions, team) };
}

describe('InboxStore', () => {
  it('reads the first ten newest first, then ten more, until all are in', async () => {
    const { store } = setUp();
    await store.show(1, {});
    expect(store.list.items.map((item) => item.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(store.list.total).toBe(23);
    expect(store.list.hasMore).toBe(true);
    await store.list.loadMore();
    await store.list.loadMore();
    expect(store.list.items).toHaveLength(23);
    expect(store.list.hasMore).toBe(false);
    expect(store.board.kind === 'ready' && store.board.value.totalApplications).toBe(23);
    expect(store.options.kind).toBe('ready');
  });

  it('reads again on a changed filter only, and the filter options once per brand', async () => {
    const { store, api, positions } = setUp();
    await store.show(1, {});
    await store.show(1, {});
    expect(api.calls.filter((call) => call.startsWith('employerApplications'))).toHaveLength(1);
    await store.show(1, { status: 'INTERVIEW', unreadOnly: true });
    expect(store.list.items.map((item) => item.id)).toEqual([15]);
    expect(positions.calls).toEqual(['positionsByCategory:1']);
  });

  it('fails the first page into an error state and recovers on retry', async () => {
    const { store, api } = setUp();
    api.failNext.add('employerApplications');
    await store.show(1, {});
    expect(store.list.status).toBe('failed');
    await store.retry();
    expect(store.list.status).toBe('ready');
  });

  it('keeps the loaded rows when a further page fails, and offers to try again', async () => {
    const { store, api } = setUp();
    await store.show(1, {});
    api.failNext.add('employerApplications');
    await store.list.loadMore();
    expect(store.list.items).toHaveLength(10);
    expect(store.list.moreFailed).toBe(true);
  });

  it('says when the filter choices fail, for another brand', async () => {
    const { store } = setUp();
    await store.show(99, {});
    expect(store.options).toEqual({ kind: 'failed', code: 'BRAND.FORBIDDEN' });
  });
});

describe('CandidateApplicationsStore', () => {
  it('pages the candidate’s own applications by ten', async () => {
    const api = new FakeMessagingApi();
    for (let id = 1; id <= 12; id += 1) api.applications.set(id, fakeApplication(id, { mine: true }));
    const store = new CandidateApplicationsStore(api);
    await store.load();
    expect(store.list.items).toHaveLength(10);
    expect(store.list.items[0]?.candidate).toBeUndefined();
    await store.list.loadMore();
    expect(store.list.items).toHaveLength(12);
  });

  it("shares a first-page read under way (the screen's prepare, then its effect; issue #20)", async () => {
    const api = new FakeMessagingApi();
    api.applications.set(1, fakeApplication(1, { mine: true }));
    const store = new CandidateApplicationsStore(api);
    const reads = () => api.calls.filter((call) => call.startsWith('candidateApplications')).length;
    await Promise.all([store.load(), store.load()]);
    expect(reads()).toBe(1);
    expect(store.list.items).toHaveLength(1);
    await store.load();
    expect(reads()).toBe(2);
  });
});

describe('InboxStore after a change elsewhere', () => {
  it('reads the list and the board again once marked stale, even with the same filters', async () => {
    const { store, api } = setUp();
    await store.show(1, { status: 'INTERVIEW' });
    const reads = () => api.calls.filter((call) => call.startsWith('employerApplications')).length;
    expect(reads()).toBe(1);
    await store.show(1, { status: 'INTERVIEW' });
    expect(reads()).toBe(1);
    store.markStale();
    await store.show(1, { status: 'INTERVIEW' });
    expect(reads()).toBe(2);
    await store.show(1, { status: 'INTERVIEW' });
    expect(reads()).toBe(2);
  });
});
