import { LabourRulesStore } from '../../../src-ui/schedules/labour-rules.store';
import { MyAvailabilityStore } from '../../../src-ui/schedules/my-availability.store';
import { TimeOffReviewStore } from '../../../src-ui/schedules/time-off-review.store';
import { apiFailure } from '../../fakes/api-failure';
import { holdNextAnswer } from '../../fakes/held-answer';
import { FakeScheduleAvailabilityApi } from '../../fakes/schedule-availability-api.fake';
import { FakeSchedulesApi } from '../../fakes/schedules-api.fake';

const dayOff = { startsOn: '2026-12-08', endsOn: '2026-12-08', reason: 'Dentist' };

describe('MyAvailabilityStore', () => {
  it('saves blocks and asks for time off, then reads again', async () => {
    const api = new FakeScheduleAvailabilityApi();
    const store = new MyAvailabilityStore(api);
    await store.load();
    expect(store.data).toMatchObject({
      kind: 'ready',
      value: { locations: [{ locationId: 7, blocks: [] }] },
    });
    expect(await store.saveBlocks(7, [{ weekday: 2, from: '00:00', to: '12:00' }])).toBe(true);
    expect(store.done).toBe('SAVED');
    expect(await store.ask(7, { ...dayOff, reason: '  Dentist  ' })).toBe(true);
    expect(store.done).toBe('ASKED');
    expect(api.requests[0]).toMatchObject({ reason: 'Dentist', status: 'PENDING' });
    expect(store.data).toMatchObject({
      value: { locations: [{ blocks: [{ weekday: 2 }] }], timeOff: [{ status: 'PENDING' }] },
    });
  });

  it('sends nothing while the input has a problem, and says which', async () => {
    const api = new FakeScheduleAvailabilityApi();
    const store = new MyAvailabilityStore(api);
    await store.load();
    const late = { weekday: 3, from: '18:00', to: '09:00' };
    expect(store.blockProblems([late])).toEqual(['END_BEFORE_START']);
    expect(await store.saveBlocks(7, [late])).toBe(false);
    expect(store.timeOffProblem({ ...dayOff, reason: ' ' })).toBe('NO_REASON');
    expect(store.timeOffProblem({ ...dayOff, endsOn: '2026-12-07' })).toBe('END_BEFORE_START');
    expect(store.timeOffProblem({ ...dayOff, fromTime: '', toTime: '12:00' })).toBe('INVALID_TIME');
    expect(await store.ask(7, { ...dayOff, reason: '' })).toBe(false);
    expect(api.calls).toEqual(['mine']);
  });

  it('keeps the list and says why when the server refuses a cancel', async () => {
    const api = new FakeScheduleAvailabilityApi();
    const store = new MyAvailabilityStore(api);
    await store.load();
    await store.ask(7, dayOff);
    const request = store.data.kind === 'ready' ? store.data.value.timeOff[0]! : undefined;
    api.fail = apiFailure(409, 'SCHEDULES.NOT_PENDING');
    expect(await store.cancel(request!)).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.NOT_PENDING' });
    expect(store.data.kind).toBe('ready');
    expect(await store.cancel(request!)).toBe(true);
    expect(store.data).toMatchObject({ value: { timeOff: [{ status: 'CANCELLED' }] } });
  });

  it('a failed read says so with its code; a failed quiet refresh keeps what is shown', async () => {
    const api = new FakeScheduleAvailabilityApi();
    const store = new MyAvailabilityStore(api);
    api.fail = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    await store.load();
    expect(store.data.kind).toBe('failed');
    await store.load();
    api.fail = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    await store.load(true);
    expect(store.data.kind).toBe('ready');
  });

  it('keeps a save’s reread over a live refresh that read the blocks before the save', async () => {
    const api = new FakeScheduleAvailabilityApi();
    const store = new MyAvailabilityStore(api);
    await store.load();
    const release = holdNextAnswer(api, 'mine');
    const refreshed = store.load(true);
    expect(await store.saveBlocks(7, [{ weekday: 2, from: '00:00', to: '12:00' }])).toBe(true);
    release();
    await refreshed;
    expect(store.data).toMatchObject({ value: { locations: [{ blocks: [{ weekday: 2 }] }] } });
  });
});

describe('TimeOffReviewStore', () => {
  it('shows the pending requests and approves one with a note', async () => {
    const api = new FakeScheduleAvailabilityApi();
    await api.ask(7, dayOff);
    const store = new TimeOffReviewStore(api);
    await store.load(7, '2026-12-07');
    expect(store.data).toMatchObject({ kind: 'ready', value: { pending: [{ id: 1 }] } });
    expect(await store.decide(1, 'APPROVED', '  Enjoy ')).toBe(true);
    expect(api.calls).toContain('decide 7 1 APPROVED Enjoy');
    expect(store.done).toBe('APPROVED');
    expect(store.data).toMatchObject({ value: { pending: [], timeOff: [{ status: 'APPROVED' }] } });
  });

  it('says why a decision failed and reads the requests again', async () => {
    const api = new FakeScheduleAvailabilityApi();
    await api.ask(7, dayOff);
    const store = new TimeOffReviewStore(api);
    await store.load(7, '2026-12-07');
    api.fail = apiFailure(409, 'SCHEDULES.NOT_PENDING');
    expect(await store.decide(1, 'REFUSED', '')).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.NOT_PENDING' });
    expect(api.calls.filter((call) => call.startsWith('ofLocation'))).toHaveLength(2);
  });

  it('keeps a decision’s reread over a live refresh that read the week before it', async () => {
    const api = new FakeScheduleAvailabilityApi();
    await api.ask(7, dayOff);
    const store = new TimeOffReviewStore(api);
    await store.load(7, '2026-12-07');
    const release = holdNextAnswer(api, 'ofLocation');
    const refreshed = store.refresh();
    expect(await store.decide(1, 'APPROVED', '')).toBe(true);
    release();
    await refreshed;
    expect(store.data).toMatchObject({ value: { pending: [], timeOff: [{ status: 'APPROVED' }] } });
  });
});

describe('LabourRulesStore', () => {
  const rulesApi = () => {
    const stored = {
      timeZone: 'America/Los_Angeles',
      rules: { minRestMinutes: 600, maxDayMinutes: 720, maxWeekMinutes: 2400, noticeDays: 14 },
      minors: { maxDayMinutes: 480, maxWeekMinutes: 2400, earliestMinute: 420, latestMinute: 1320 },
    };
    const calls: string[] = [];
    return {
      calls,
      stored,
      api: {
        rules: async (locationId: number) => {
          calls.push(`rules ${locationId}`);
          return stored;
        },
        setRules: async (locationId: number, value: typeof stored & { autoApproveCovers?: boolean }) => {
          calls.push(
            `setRules ${locationId} ${value.rules.minRestMinutes}${value.autoApproveCovers ? ' auto' : ''}`,
          );
          return value;
        },
      },
    };
  };

  it('shows a location’s rules as hours, names a wrong field and sends nothing, keeps what was typed', async () => {
    const schedules = new FakeSchedulesApi();
    const { api, calls } = rulesApi();
    const store = new LabourRulesStore(schedules, api);
    await store.open();
    expect(store.form).toMatchObject({
      restHours: '10',
      maxDayHours: '12',
      maxWeekHours: '40',
      noticeDays: '14',
      minorEarliestHour: '7',
    });
    store.type('restHours', 'ten');
    store.type('maxWeekHours', '8');
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual({ restHours: 'NOT_A_NUMBER', maxWeekHours: 'WEEK_BELOW_DAY' });
    expect(store.form.restHours).toBe('ten');
    expect(calls).toEqual(['rules 7']);
    store.type('restHours', '11,5');
    store.type('maxWeekHours', '40');
    expect(await store.save()).toBe(true);
    expect(store.saved).toBe(true);
    expect(calls).toEqual(['rules 7', 'setRules 7 690']);
    // Auto-approval of covers is saved with the rules.
    store.setAutoApprove(true);
    expect(await store.save()).toBe(true);
    expect(calls.at(-1)).toBe('setRules 7 690 auto');
    expect(store.autoApprove).toBe(true);
  });
});
