import { MyShiftsStore } from '../../../src-ui/schedules/my-shifts.store';
import { ScheduleWeekStore } from '../../../src-ui/schedules/schedule-week.store';
import { FakeClock } from '../../fakes/clock.fake';
import { apiFailure } from '../../fakes/api-failure';
import { holdNextAnswer } from '../../fakes/held-answer';
import { FakeSchedulesApi, shiftOf } from '../../fakes/schedules-api.fake';

// Sunday 2026-12-06 20:00 in Los Angeles is already Monday 2026-12-07 in UTC.
const clock = new FakeClock(Date.parse('2026-12-07T04:00:00Z'));
const draft = {
  personId: 'rosa',
  position: 'Server',
  startsAt: '2026-12-01T17:00:00.000Z',
  endsAt: '2026-12-02T01:00:00.000Z',
  breakMinutes: 30,
  note: '',
};

describe('ScheduleWeekStore', () => {
  it('opens this week in the location’s time zone', async () => {
    const api = new FakeSchedulesApi();
    api.timeZone = 'America/Los_Angeles';
    const store = new ScheduleWeekStore(api, clock);
    await store.open();
    expect(store.locationId).toBe(7);
    expect(store.weekStart).toBe('2026-11-30');
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
  });

  it('reads the week the address names beside the locations, once; another location’s is dropped', async () => {
    const api = new FakeSchedulesApi();
    const store = new ScheduleWeekStore(api, clock);
    await store.open(7, '2026-11-30');
    expect(api.calls).toEqual(['week 2026-11-30', 'requests', 'locations']);
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
    api.calls.length = 0;
    // Not one of the caller's locations: the early read is dropped, the first location read.
    await store.open(99, '2026-11-30');
    expect(store.locationId).toBe(7);
    expect(api.calls).toEqual(['week 2026-11-30', 'requests', 'locations', 'week 2026-11-30', 'requests']);
  });

  it('a prepared open (a hard load, before the screen) is taken by the screen’s open of the same week, once', async () => {
    const api = new FakeSchedulesApi();
    const store = new ScheduleWeekStore(api, clock);
    store.prepare(7, '2026-11-30');
    expect(api.calls).toEqual(['week 2026-11-30', 'requests', 'locations']);
    store.prepare(7, '2026-11-30');
    await store.open(7, '2026-11-30');
    expect(api.calls).toEqual(['week 2026-11-30', 'requests', 'locations']);
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
    // Taken once: the next open reads again.
    await store.open(7, '2026-11-30');
    expect(api.calls).toHaveLength(6);
  });

  it('a prepared open of another week is not taken; one the stored session failed is read again', async () => {
    const api = new FakeSchedulesApi();
    const store = new ScheduleWeekStore(api, clock);
    store.prepare(7, '2026-11-23');
    await store.open(7, '2026-11-30');
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
    api.calls.length = 0;
    api.fail = apiFailure(401, 'AUTH.UNAUTHORIZED');
    store.prepare(7, '2026-11-30');
    await store.open(7, '2026-11-30');
    expect(api.calls).toEqual([
      'week 2026-11-30',
      'requests',
      'locations',
      'week 2026-11-30',
      'requests',
      'locations',
    ]);
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
  });

  it('saves, publishes, and keeps the week when a write fails, with the server’s code', async () => {
    const api = new FakeSchedulesApi();
    const store = new ScheduleWeekStore(api, clock);
    await store.open(7, '2026-11-30');
    expect(await store.save(draft)).toBe(true);
    expect(store.week.kind === 'ready' && store.week.value.shifts).toHaveLength(1);
    api.fail = apiFailure(409, 'SCHEDULES.NOTHING_TO_PUBLISH');
    expect(await store.publish()).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.NOTHING_TO_PUBLISH' });
    expect(store.week.kind === 'ready' && store.week.value.shifts).toHaveLength(1);
    expect(await store.publish()).toBe(true);
    expect(store.week).toMatchObject({ value: { status: 'PUBLISHED' } });
  });

  it('a live refresh that finds the week as shown (its own write’s echo) keeps what is shown', async () => {
    const api = new FakeSchedulesApi();
    const store = new ScheduleWeekStore(api, clock);
    await store.open(7, '2026-11-30');
    expect(await store.save({ ...draft, startsAt: '2026-12-01T17:00:00.000Z' })).toBe(true);
    const [week, requests] = [store.week, store.requests];
    await store.refresh();
    expect(store.week).toBe(week);
    expect(store.requests).toBe(requests);
    api.shifts[0] = { ...api.shifts[0]!, note: 'Bring the keys', version: 2 };
    await store.refresh();
    expect(store.week).not.toBe(week);
    expect(store.week).toMatchObject({ value: { shifts: [{ note: 'Bring the keys', version: 2 }] } });
  });

  it('says a read failed, and reads again on retry', async () => {
    const api = new FakeSchedulesApi();
    api.fail = apiFailure(403, 'SCHEDULES.FORBIDDEN');
    const store = new ScheduleWeekStore(api, clock);
    await store.open();
    expect(store.locations).toEqual({ kind: 'failed', code: 'SCHEDULES.FORBIDDEN' });
    await store.open();
    expect(store.week.kind).toBe('ready');
  });

  it('approves a cover, remembers the reward and reads the week again', async () => {
    const api = new FakeSchedulesApi();
    const shift = shiftOf(1, '2026-11-30', draft, 1);
    api.requestList = [
      { id: 5, status: 'TAKEN', fromName: 'Rosa Crew', takerName: 'Ari Crew', shift, takerFlags: [] },
      { id: 6, status: 'OPEN', fromName: 'Rosa Crew', takerName: undefined, shift, takerFlags: [] },
    ];
    const store = new ScheduleWeekStore(api, clock);
    await store.open(7, '2026-11-30');
    // Only taken covers wait for the manager.
    expect(store.requests.map((request) => request.id)).toEqual([5]);
    expect(await store.approve(5)).toBe(true);
    expect(store.lastReward).toBe('GRANTED');
    expect(store.requests).toEqual([]);
    expect(api.calls.slice(-3)).toEqual(['approve 5', 'week 2026-11-30', 'requests']);
  });

  it('a cover that breaks the rules now is refused with its code, then approvable with override', async () => {
    const api = new FakeSchedulesApi();
    const shift = shiftOf(1, '2026-11-30', draft, 1);
    api.requestList = [
      {
        id: 5,
        status: 'TAKEN',
        fromName: 'Rosa Crew',
        takerName: 'Ari Crew',
        shift,
        takerFlags: ['TIME_OFF'],
      },
    ];
    const store = new ScheduleWeekStore(api, clock);
    await store.open(7, '2026-11-30');
    api.fail = apiFailure(409, 'SCHEDULES.TAKER_UNAVAILABLE');
    expect(await store.approve(5)).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.TAKER_UNAVAILABLE' });
    expect(store.breaking).toBe(5);
    expect(await store.approve(5, true)).toBe(true);
    expect(store.breaking).toBeUndefined();
    expect(api.calls).toContain('approve 5 override');
  });
});

describe('MyShiftsStore', () => {
  it('takes a shift, says so and reads again; a lost race says who won', async () => {
    const api = new FakeSchedulesApi();
    const item = { shift: shiftOf(3, '2026-11-30', draft, 1), locationName: 'Downtown', timeZone: 'UTC' };
    api.mine = { shifts: [], available: [item], changes: [] };
    const store = new MyShiftsStore(api);
    await store.load();
    expect(await store.take(item)).toBe(true);
    expect(store.done).toBe('TAKEN');
    expect(api.calls).toEqual(['myShifts', 'take 3', 'myShifts']);
    api.fail = apiFailure(409, 'SCHEDULES.ALREADY_TAKEN');
    expect(await store.take(item)).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.ALREADY_TAKEN' });
    expect(store.done).toBeUndefined();
  });

  it('keeps a take’s reread over a live refresh that read before the take; a failed refresh keeps the shifts', async () => {
    const api = new FakeSchedulesApi();
    const item = { shift: shiftOf(3, '2026-11-30', draft, 1), locationName: 'Downtown', timeZone: 'UTC' };
    api.mine = { shifts: [], available: [item], changes: [] };
    const store = new MyShiftsStore(api);
    await store.load();
    const release = holdNextAnswer(api, 'myShifts');
    const refreshed = store.load(true);
    api.mine = { shifts: [item], available: [], changes: [] };
    expect(await store.take(item)).toBe(true);
    release();
    await refreshed;
    expect(store.data).toMatchObject({ kind: 'ready', value: { shifts: [item], available: [] } });
    api.fail = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    await store.load(true);
    expect(store.data).toMatchObject({ kind: 'ready', value: { shifts: [item] } });
  });
});

describe('MyShiftsStore, offers to one colleague and auto-approval', () => {
  it('offers a shift to a colleague picked among the qualified ones; a take approved at once says so', async () => {
    const api = new FakeSchedulesApi();
    const item = { shift: shiftOf(4, '2026-11-30', draft, 1), locationName: 'Downtown', timeZone: 'UTC' };
    api.mine = { shifts: [item], available: [], changes: [] };
    api.colleagueList = [{ id: 'ari', name: 'Ari Crew' }];
    const store = new MyShiftsStore(api);
    await store.load();
    await store.chooseColleague(item);
    expect(store.choosing).toEqual({ shiftId: 4, colleagues: { kind: 'ready', value: api.colleagueList } });
    expect(await store.offerTo(item, 'ari')).toBe(true);
    expect(store.done).toBe('OFFERED_TO');
    expect(store.choosing).toBeUndefined();
    expect(api.calls).toEqual(['myShifts', 'colleagues 4', 'offerTo 4 ari', 'myShifts']);
    api.fail = apiFailure(400, 'SCHEDULES.NOT_QUALIFIED');
    expect(await store.offerTo(item, 'rosa')).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.NOT_QUALIFIED' });

    api.takeStatus = 'APPROVED';
    expect(await store.take(item)).toBe(true);
    expect(store.done).toBe('APPROVED');
  });
});
