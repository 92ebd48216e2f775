import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { InterviewCalendarStore } from '../../../src-ui/interviews/interview-calendar.store';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeInterviewsApi, interview } from '../../fakes/interviews-api.fake';

const row = (change: Parameters<typeof interview>[0]) => ({
  ...interview(change),
  candidateFirstName: 'Ana',
  candidateLastName: 'Ruiz',
  positionTitle: 'Server',
  locationName: 'Downtown',
});

describe('InterviewCalendarStore', () => {
  it('reads the week of today in the brand’s zone, then steps and switches to a day', async () => {
    const api = new FakeInterviewsApi();
    // 3 Dec 05:00 UTC is still 2 Dec in Los Angeles: the second read is the zone's today.
    const store = new InterviewCalendarStore(api, new FakeClock(Date.parse('2026-12-03T05:00:00Z')));
    api.calendarAnswer = {
      timeZone: 'America/Los_Angeles',
      interviews: [row({ id: 1 }), row({ id: 2, state: 'INVITED', startsAt: undefined, endsAt: undefined })],
    };
    await store.show(7);
    expect(store.day).toBe('2026-12-02');
    expect(api.calls).toEqual(['calendar 7 2026-11-30 2026-12-06']);
    expect(store.calendar.kind).toBe('ready');
    if (store.calendar.kind !== 'ready') return;
    expect(store.calendar.value.layout.byDay[2]!.rows.map((r) => r.id)).toEqual([1]);
    expect(store.calendar.value.layout.waiting.map((r) => r.id)).toEqual([2]);
    await store.step(1);
    expect(api.calls.at(-1)).toBe('calendar 7 2026-12-07 2026-12-13');
    await store.setSpan('day');
    expect(api.calls.at(-1)).toBe('calendar 7 2026-12-09 2026-12-09');
    await store.setDay('2026-12-24');
    expect(api.calls.at(-1)).toBe('calendar 7 2026-12-24 2026-12-24');
    await store.today();
    expect(store.day).toBe('2026-12-02');
  });

  it('guesses today in UTC before the zone is known and reads the zone’s today after', async () => {
    const api = new FakeInterviewsApi();
    const store = new InterviewCalendarStore(api, new FakeClock(Date.parse('2026-12-07T05:00:00Z')));
    await store.show(7);
    // 7 Dec (a Monday) in UTC, 6 Dec (a Sunday) in Los Angeles: the week before.
    expect(api.calls).toEqual(['calendar 7 2026-12-07 2026-12-13', 'calendar 7 2026-11-30 2026-12-06']);
    expect(store.day).toBe('2026-12-06');
  });

  it('a failed read offers a retry; an outcome is saved, or its refusal kept, then it reads again', async () => {
    const api = new FakeInterviewsApi();
    const store = new InterviewCalendarStore(api, new FakeClock(Date.parse('2026-12-02T20:00:00Z')));
    api.fail = new GatewayError('GATEWAY.NETWORK', 0);
    await store.show(7);
    expect(store.calendar).toEqual({ kind: 'failed', code: undefined });
    await store.load();
    expect(store.calendar.kind).toBe('ready');
    await store.setOutcome(5, 'NO_SHOW');
    expect(api.calls.slice(-2)).toEqual(['setOutcome 5 NO_SHOW', 'calendar 7 2026-11-30 2026-12-06']);
    expect(store.outcomeFailed).toBeUndefined();
    api.fail = new GatewayError('GATEWAY.UNEXPECTED_STATUS', 409, 'x', 'INTERVIEWS.NOT_STARTED');
    await store.setOutcome(5, 'DONE');
    expect(store.outcomeFailed).toBe('INTERVIEWS.NOT_STARTED');
    expect(store.saving).toBeUndefined();
    expect(store.now()).toBe(Date.parse('2026-12-02T20:00:00Z'));
  });
});
