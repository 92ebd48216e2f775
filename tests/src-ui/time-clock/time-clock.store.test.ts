import { TimeClockStore } from '../../../src-ui/time-clock/time-clock.store';
import type { ClockOutQuestion } from '../../../src-domain/time-clock/time-clock-api.port';
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
  const make = () => new TimeClockStore(api, queue, clock, new FakeRandomToken(), connectivity, geolocation);
  return { api, queue, clock, connectivity, geolocation, store: make(), make };
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
    const { api, queue, clock, connectivity, store } = setUp();
    await store.open('user-1', 'en');
    api.offline = true;
    await store.punch('CLOCK_IN');
    await settle();
    expect(store.pending).toHaveLength(1);
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
  });
});
