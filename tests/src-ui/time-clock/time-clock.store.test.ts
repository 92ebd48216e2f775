import { GeolocationError, type GeolocationErrorCode } from '../../../src-domain/location/geolocation.port';
import type { Coordinates } from '../../../src-domain/location/user-location.model';
import { TimeClockAccessStore } from '../../../src-ui/time-clock/time-clock-access.store';
import { TimeClockStore } from '../../../src-ui/time-clock/time-clock.store';
import type { ClockOutQuestion } from '../../../src-domain/time-clock/time-clock-api.port';
import { FakeBackgroundSync } from '../../fakes/background-sync.fake';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeConnectivity } from '../../fakes/connectivity.fake';
import { FakeGeolocation } from '../../fakes/geolocation.fake';
import { FakePunchQueue } from '../../fakes/punch-queue.fake';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeTimeClockApi } from '../../fakes/time-clock-api.fake';

const MINUTE = 60_000;

function setUp() {
  const api = new FakeTimeClockApi();
  const queue = new FakePunchQueue();
  const clock = new FakeClock();
  const connectivity = new FakeConnectivity();
  const geolocation = new FakeGeolocation();
  const backgroundSync = new FakeBackgroundSync();
  // One source of keys for every store, as on a device: a reopened app never reuses a key.
  const random = new FakeRandomToken();
  const access = new TimeClockAccessStore(api);
  const make = () =>
    new TimeClockStore(api, queue, clock, random, connectivity, geolocation, backgroundSync, access);
  return { api, queue, clock, connectivity, geolocation, backgroundSync, access, store: make(), make };
}

/** Gives the server's overview one scheduled shift at the fake's location; returns it. */
function scheduleShift(api: FakeTimeClockApi, startsAt: number, endsAt: number) {
  const shift = { locationId: 7, locationName: 'Portland Downtown', position: 'Server', startsAt, endsAt };
  api.overviewValue = { ...api.overviewValue, shifts: [shift] };
  return shift;
}

/** Resolves once every queued promise callback ran. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const injured: ClockOutQuestion = {
  templateId: 3,
  version: 1,
  type: 'YES_NO',
  required: true,
  text: 'Were you injured?',
  language: 'en',
  options: [],
  minShiftMinutes: undefined,
  commentRequiredFor: ['YES'],
};

describe('TimeClockStore', () => {
  it("tells the side navigation's access what its read of the clock learnt", async () => {
    const { access, store } = setUp();
    expect(access.hasLocations).toBeUndefined();
    await store.open('user-1', 'en');
    expect(access.hasLocations).toBe(true);
  });

  it('queues a punch on the device first, shows it, sends it with its key and device time', async () => {
    const { api, queue, clock, store } = setUp();
    await store.open('user-1', 'en');
    expect(store.allowed).toEqual(['CLOCK_IN']);
    await store.punch('CLOCK_IN');
    await settle();
    expect(api.sent).toEqual([
      expect.objectContaining({
        kind: 'CLOCK_IN',
        locationId: 7,
        deviceAt: clock.nowMs,
        key: 'punch-token-1',
      }),
    ]);
    expect(queue.punches.size).toBe(0);
  });

  it('offline: keeps the punch as pending (state moved on) and sends it when the network returns', async () => {
    const { api, queue, clock, connectivity, backgroundSync, store } = setUp();
    await store.open('user-1', 'en');
    api.offline = true;
    await store.punch('CLOCK_IN');
    await settle();
    expect(store.pending).toHaveLength(1);
    // Background Sync is asked to send it should the app be closed first.
    expect(backgroundSync.requested).toEqual(['user-1']);
    expect(store.status.state).toBe('WORKING');
    expect(store.allowed).toEqual(['BREAK_START', 'CLOCK_OUT']);
    clock.advance(30 * MINUTE);
    expect(store.workedToday(clock.nowMs, 'UTC')).toBe(30 * MINUTE);
    expect([...queue.punches.values()][0]).toMatchObject({ status: 'PENDING', userId: 'user-1' });
    api.offline = false;
    connectivity.goOnline();
    await settle();
    await settle();
    expect(api.sent.map((punch) => punch.kind)).toEqual(['CLOCK_IN']);
    expect(store.pending).toHaveLength(0);
  });

  it('names the scheduled shift a clock-in now is for, offline from its saved copy too (none in a copy saved before shifts)', async () => {
    const { api, queue, clock, make, store } = setUp();
    const shift = scheduleShift(api, clock.nowMs + 30 * MINUTE, clock.nowMs + 510 * MINUTE);
    await store.open('user-1', 'en');
    expect(store.shiftAt(clock.nowMs)).toEqual(shift);
    expect(store.shiftAt(shift.endsAt)).toBeUndefined();
    api.offline = true;
    const reopened = make();
    await reopened.open('user-1', 'en');
    expect(reopened.load).toBe('offline');
    expect(reopened.shiftAt(clock.nowMs)).toEqual(shift);
    const saved = queue.snapshots.get('user-1')!;
    const { shifts: _shifts, ...older } = saved.overview;
    queue.snapshots.set('user-1', { ...saved, overview: older as typeof saved.overview });
    const fromOlderCopy = make();
    await fromOlderCopy.open('user-1', 'en');
    expect(fromOlderCopy.load).toBe('offline');
    expect(fromOlderCopy.shiftAt(clock.nowMs)).toBeUndefined();
  });

  it('says how a clock-in now compares with the shift: off the clock, until clocked in for it', async () => {
    const { api, clock, store } = setUp();
    const shift = scheduleShift(api, clock.nowMs + 125 * MINUTE, clock.nowMs + 605 * MINUTE);
    await store.open('user-1', 'en');
    expect(store.clockInTimingAt(clock.nowMs)).toEqual({ kind: 'EARLY', minutes: 125 });
    expect(store.clockInTimingAt(shift.startsAt + 10 * MINUTE)).toEqual({ kind: 'ON_TIME' });
    clock.nowMs = shift.startsAt + 40 * MINUTE;
    expect(store.clockInTimingAt(clock.nowMs)).toEqual({ kind: 'LATE', minutes: 40 });
    // Offline: the punches wait on the phone, and count.
    api.offline = true;
    await store.punch('CLOCK_IN');
    expect(store.clockInTimingAt(clock.nowMs)).toBeUndefined();
    clock.nowMs += 60 * MINUTE;
    await store.punch('CLOCK_OUT');
    await settle();
    expect(store.status.state).toBe('OFF');
    // Clocked in for this shift already: back from a split is not a late clock-in.
    expect(store.clockInTimingAt(clock.nowMs + 60 * MINUTE)).toBeUndefined();
  });

  it('a new store (the app reopened) finds the queue and the saved copy and sends what waits', async () => {
    const { api, make, store } = setUp();
    await store.open('user-1', 'en');
    api.offline = true;
    await store.punch('CLOCK_IN');
    const reopened = make();
    await reopened.open('user-1', 'en');
    expect(reopened.load).toBe('offline');
    expect(reopened.status.state).toBe('WORKING');
    api.offline = false;
    await reopened.open('user-1', 'en');
    await settle();
    expect(api.sent).toHaveLength(1);
    expect(reopened.load).toBe('ready');
  });

  it('shows a refusal with its reason and keeps it until dismissed', async () => {
    const { api, queue, store } = setUp();
    await store.open('user-1', 'en');
    api.refuse = 'TIME_CLOCK.CLOCK_SKEW';
    await store.punch('CLOCK_IN');
    await settle();
    expect(store.refused).toEqual([expect.objectContaining({ refusal: 'TIME_CLOCK.CLOCK_SKEW' })]);
    expect(store.status.state).toBe('OFF');
    await store.dismiss(store.refused[0]!.key);
    expect(queue.punches.size).toBe(0);
  });

  it('asks the clock-out questions, enforces required answers and comments, keeps what was typed', async () => {
    const { api, clock, store } = setUp();
    api.questionList = [injured];
    api.overviewValue = {
      ...api.overviewValue,
      status: { state: 'WORKING', locationId: 7, shiftStartedAt: clock.nowMs - 60 * MINUTE },
      punches: [
        {
          id: 1,
          kind: 'CLOCK_IN',
          locationId: 7,
          deviceAt: clock.nowMs - 60 * MINUTE,
          geofence: 'NOT_SET',
          flagged: false,
        },
      ],
    };
    await store.open('user-1', 'en');
    await store.punch('CLOCK_OUT');
    expect(store.clockingOut).toBe(true);
    expect(await store.submitClockOut()).toBe(false);
    expect(store.problems.get(3)).toBe('TIME_CLOCK.ANSWER_REQUIRED');
    store.setAnswer(3, ['YES']);
    expect(await store.submitClockOut()).toBe(false);
    expect(store.problems.get(3)).toBe('TIME_CLOCK.COMMENT_REQUIRED');
    expect(store.answers[3]).toEqual(['YES']);
    store.setComment(3, 'Cut my hand');
    expect(await store.submitClockOut()).toBe(true);
    await settle();
    expect(api.sent[0]).toMatchObject({
      kind: 'CLOCK_OUT',
      answers: [{ templateId: 3, version: 1, answers: ['YES'], comment: 'Cut my hand' }],
    });
    expect(store.clockingOut).toBe(false);
  });

  it('says so when the device cannot save a punch, and sends nothing', async () => {
    const { api, queue, store } = setUp();
    await store.open('user-1', 'en');
    queue.failing = true;
    await store.punch('CLOCK_IN');
    expect(store.deviceError).toBe('TIME_CLOCK.DEVICE_STORAGE');
    expect(api.sent).toEqual([]);
    // Shown at once, taken back when the device could not keep it.
    expect(store.status.state).toBe('OFF');
    expect(store.pending).toHaveLength(0);
  });

  it('shows the new state before the device has saved the punch, and sends it only once saved', async () => {
    const { api, queue, store } = setUp();
    await store.open('user-1', 'en');
    let save = () => {};
    const put = queue.put.bind(queue);
    queue.put = (punch) => new Promise<void>((resolve) => (save = () => void put(punch).then(resolve)));
    const punched = store.punch('CLOCK_IN');
    expect(store.status.state).toBe('WORKING');
    void store.sync();
    await settle();
    expect(api.sent).toEqual([]);
    save();
    await punched;
    await settle();
    expect(api.sent).toHaveLength(1);
  });
});

describe('TimeClockStore: a whole shift with no network (issue #33, "Done when")', () => {
  it('queues in, break, out and its answers; the reopened app asks the questions from its copy; all are sent in order when the network returns, and it says so', async () => {
    const { api, queue, clock, connectivity, backgroundSync, store, make } = setUp();
    api.questionList = [injured];
    // The one online visit: the server's state and the questions are copied to the device.
    await store.open('user-1', 'en');
    api.offline = true;
    connectivity.goOffline();

    await store.punch('CLOCK_IN');
    clock.advance(60 * MINUTE);
    await store.punch('BREAK_START');
    expect(store.status.state).toBe('ON_BREAK');
    clock.advance(15 * MINUTE);
    await store.punch('BREAK_END');
    await settle();
    expect(store.pending.map((punch) => punch.kind)).toEqual(['CLOCK_IN', 'BREAK_START', 'BREAK_END']);
    // Every unsent round asks Background Sync to send the queue should the app be closed.
    expect(backgroundSync.requested.length).toBeGreaterThanOrEqual(3);
    expect(new Set(backgroundSync.requested)).toEqual(new Set(['user-1']));

    // The page is reloaded with no network: the queue and the copy make the clock.
    store.close();
    clock.advance(75 * MINUTE);
    const reopened = make();
    await reopened.open('user-1', 'en');
    expect(reopened.load).toBe('offline');
    expect(reopened.status.state).toBe('WORKING');
    expect(reopened.workedToday(clock.nowMs, 'UTC')).toBe(135 * MINUTE);
    await reopened.punch('CLOCK_OUT');
    expect(reopened.clockingOut).toBe(true);
    expect(reopened.clockOutQuestions.map((question) => question.templateId)).toEqual([3]);
    reopened.setAnswer(3, ['NO']);
    expect(await reopened.submitClockOut()).toBe(true);
    await settle();
    expect(reopened.status.state).toBe('OFF');
    expect(reopened.pending).toHaveLength(4);
    expect(reopened.sent).toBe(0);
    // The clock-out is kept on the device with its answers, not only in memory.
    expect([...queue.punches.values()].find((punch) => punch.kind === 'CLOCK_OUT')).toMatchObject({
      status: 'PENDING',
      answers: [{ templateId: 3, version: 1, answers: ['NO'] }],
    });
    expect(api.sent).toEqual([]);

    api.offline = false;
    connectivity.goOnline();
    for (let round = 0; round < 6; round++) await settle();
    expect(api.sent.map((punch) => punch.kind)).toEqual([
      'CLOCK_IN',
      'BREAK_START',
      'BREAK_END',
      'CLOCK_OUT',
    ]);
    const times = api.sent.map((punch) => punch.deviceAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(api.sent.map((punch) => punch.key)).size).toBe(4);
    expect(api.sent[3]!.answers).toEqual([{ templateId: 3, version: 1, answers: ['NO'] }]);
    expect(reopened.pending).toHaveLength(0);
    expect(queue.punches.size).toBe(0);
    expect(reopened.sent).toBe(4);
  });

  it('"all sent" counts from the last empty queue: a new punch waiting hides it and starts again', async () => {
    const { api, connectivity, store } = setUp();
    await store.open('user-1', 'en');
    await store.punch('CLOCK_IN');
    await settle();
    expect(store.sent).toBe(1);
    api.offline = true;
    await store.punch('BREAK_START');
    await settle();
    expect(store.sent).toBe(0);
    expect(store.pending).toHaveLength(1);
    api.offline = false;
    connectivity.goOnline();
    await settle();
    await settle();
    expect(store.pending).toHaveLength(0);
    expect(store.sent).toBe(1);
  });
});

/** GeolocationPort whose answer waits until `answer` or `fail` is called. */
class SlowGeolocation extends FakeGeolocation {
  answer: () => void = () => {};
  fail: (code: GeolocationErrorCode) => void = () => {};

  override currentPosition(): Promise<Coordinates> {
    this.requests += 1;
    return new Promise((resolve, reject) => {
      this.answer = () => resolve(this.position);
      this.fail = (code) => reject(new GeolocationError(code));
    });
  }
}

describe('TimeClockStore: the position of a punch (geofence, consent)', () => {
  const fenced = (api: FakeTimeClockApi) => {
    api.overviewValue = {
      ...api.overviewValue,
      locations: [
        {
          id: 7,
          name: 'Portland Downtown',
          geofence: { latitude: 45.52, longitude: -122.68, radiusMeters: 150 },
        },
      ],
    };
  };

  it('without consent asks nothing and sends the punch as NO_CONSENT', async () => {
    const { api, geolocation, store } = setUp();
    fenced(api);
    await store.open('user-1', 'en');
    expect(store.locationHasGeofence).toBe(true);
    expect(store.positionConsent).toBe(false);
    await store.punch('CLOCK_IN');
    await settle();
    expect(geolocation.requests).toBe(0);
    expect(api.sent).toEqual([
      expect.objectContaining({ position: undefined, noPositionReason: 'NO_CONSENT' }),
    ]);
  });

  it('keeps the consent on the device; with it the position is sent, a refusal sends its reason', async () => {
    const { api, geolocation, make, store } = setUp();
    fenced(api);
    await store.open('user-1', 'en');
    await store.setPositionConsent(true);
    const reopened = make();
    await reopened.open('user-1', 'en');
    expect(reopened.positionConsent).toBe(true);
    await reopened.punch('CLOCK_IN');
    await settle();
    geolocation.failure = 'GEOLOCATION.DENIED';
    await reopened.punch('BREAK_START');
    await settle();
    expect(api.sent).toEqual([
      expect.objectContaining({
        kind: 'CLOCK_IN',
        position: geolocation.position,
        noPositionReason: undefined,
      }),
      expect.objectContaining({ kind: 'BREAK_START', position: undefined, noPositionReason: 'DENIED' }),
    ]);
  });

  it('a sync while the position is awaited sends nothing; the punch goes once, with its position, and is not written back', async () => {
    const { api, queue, connectivity, make } = setUp();
    fenced(api);
    const geolocation = new SlowGeolocation();
    const store = new TimeClockStore(
      api,
      queue,
      new FakeClock(),
      new FakeRandomToken(),
      connectivity,
      geolocation,
      new FakeBackgroundSync(),
      new TimeClockAccessStore(api),
    );
    await store.open('user-1', 'en');
    await store.setPositionConsent(true);
    api.offline = true;
    const punched = store.punch('CLOCK_IN');
    await settle();
    expect(store.status.state).toBe('WORKING');
    // The network returns before the position: the round must not send the punch without it.
    api.offline = false;
    connectivity.goOnline();
    await settle();
    await settle();
    expect(api.sent).toEqual([]);
    expect([...queue.punches.values()]).toEqual([
      expect.objectContaining({ noPositionReason: 'NOT_ANSWERED' }),
    ]);
    geolocation.answer();
    await punched;
    await settle();
    expect(api.sent).toEqual([
      expect.objectContaining({ position: geolocation.position, noPositionReason: undefined }),
    ]);
    expect(queue.punches.size).toBe(0);
    expect(store.pending).toHaveLength(0);
    // Reopened later: nothing is sent again.
    const reopened = make();
    await reopened.open('user-1', 'en');
    await settle();
    expect(api.sent).toHaveLength(1);
  });

  it('the position never came to the screen that punched: another opened later sends it once, as NOT_ANSWERED', async () => {
    const { api, queue, connectivity, make } = setUp();
    fenced(api);
    const geolocation = new SlowGeolocation();
    const store = new TimeClockStore(
      api,
      queue,
      new FakeClock(),
      new FakeRandomToken(),
      connectivity,
      geolocation,
      new FakeBackgroundSync(),
      new TimeClockAccessStore(api),
    );
    await store.open('user-1', 'en');
    await store.setPositionConsent(true);
    const punched = store.punch('CLOCK_IN');
    await settle();
    store.close();
    const reopened = make();
    await reopened.open('user-1', 'en');
    await settle();
    expect(api.sent).toEqual([
      expect.objectContaining({ position: undefined, noPositionReason: 'NOT_ANSWERED' }),
    ]);
    // A late answer to the first screen (another tab) writes nothing back and sends nothing again.
    geolocation.answer();
    await punched;
    await settle();
    expect(api.sent).toHaveLength(1);
    expect(queue.punches.size).toBe(0);
    expect(store.pending).toHaveLength(0);
  });
});
