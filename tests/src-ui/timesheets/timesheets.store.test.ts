import { TimesheetsStore, TIMESHEET_PAGE_SIZE } from '../../../src-ui/timesheets/timesheets.store';
import { apiFailure } from '../../fakes/api-failure';
import { FakeClock } from '../../fakes/clock.fake';
import { holdNextAnswer } from '../../fakes/held-answer';
import { FakeTimesheetsApi, timesheetShift } from '../../fakes/timesheets-api.fake';

// Sunday 2026-12-06 20:00 in Los Angeles is already Monday 2026-12-07 in UTC.
const clock = new FakeClock(Date.parse('2026-12-07T04:00:00Z'));
const correction = {
  clockInAt: '2026-12-01T17:00:00.000Z',
  clockOutAt: '2026-12-02T00:30:00.000Z',
  breaks: [],
  reason: 'Forgot to clock out',
};

function apiWith(count: number) {
  const api = new FakeTimesheetsApi();
  api.shifts = Array.from({ length: count }, (_unused, index) =>
    timesheetShift(index + 1, new Date(Date.parse('2026-12-01T17:00:00Z') + index * 3_600_000).toISOString()),
  );
  return api;
}

describe('TimesheetsStore', () => {
  it('opens this week in the location’s time zone, with the first location', async () => {
    const api = apiWith(1);
    api.timeZone = 'America/Los_Angeles';
    const store = new TimesheetsStore(api, clock);
    await store.open();
    expect(store.locationId).toBe(7);
    expect(store.weekStart).toBe('2026-11-30');
    expect(store.week).toMatchObject({ kind: 'ready', value: { weekStart: '2026-11-30' } });
  });

  it('pages the shifts and moves between weeks back to the first page', async () => {
    const store = new TimesheetsStore(apiWith(TIMESHEET_PAGE_SIZE + 3), clock);
    await store.open(7, '2026-11-30');
    expect(store.shiftCount).toBe(13);
    expect(store.pageCount).toBe(2);
    expect(store.rows).toHaveLength(TIMESHEET_PAGE_SIZE);
    store.showPage(1);
    expect(store.rows.map((row) => row.id)).toEqual([11, 12, 13]);
    store.showPage(5);
    expect(store.page).toBe(1);
    await store.showWeek('2026-12-07');
    expect(store.weekStart).toBe('2026-12-07');
    expect(store.page).toBe(0);
    // A day that is not a Monday shows its week.
    await store.showWeek('2026-12-17');
    expect(store.weekStart).toBe('2026-12-14');
  });

  it('says a failed read with the server’s code, and reads again on retry', async () => {
    const api = apiWith(2);
    const store = new TimesheetsStore(api, clock);
    await store.open(7, '2026-11-30');
    api.fail = apiFailure(403, 'TIMESHEETS.FORBIDDEN');
    await store.load();
    expect(store.week).toEqual({ kind: 'failed', code: 'TIMESHEETS.FORBIDDEN' });
    await store.load();
    expect(store.week.kind).toBe('ready');
  });

  it('keeps the rows shown when a live refresh fails', async () => {
    const api = apiWith(2);
    const store = new TimesheetsStore(api, clock);
    await store.open(7, '2026-11-30');
    api.fail = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    await store.refresh();
    expect(store.week.kind).toBe('ready');
    api.shifts.push(timesheetShift(99, '2026-12-03T17:00:00.000Z'));
    await store.refresh();
    expect(store.shiftCount).toBe(3);
  });

  it('approves a shift with its version and replaces its row', async () => {
    const api = apiWith(2);
    const store = new TimesheetsStore(api, clock);
    await store.open(7, '2026-11-30');
    expect(await store.approve(store.rows[0]!)).toBe(true);
    expect(api.calls).toContain('approve 1 v0');
    expect(store.rows[0]).toMatchObject({ version: 1, approved: { byName: 'Sam Scheduler' } });
  });

  it('keeps an approval’s answer over a live refresh that read the week before it', async () => {
    const api = apiWith(1);
    const store = new TimesheetsStore(api, clock);
    await store.open(7, '2026-11-30');
    // A refresh (a punch elsewhere) reads the week now; its answer comes after the approval's.
    const release = holdNextAnswer(api, 'week');
    const refreshed = store.refresh();
    expect(await store.approve(store.rows[0]!)).toBe(true);
    release();
    await refreshed;
    expect(store.rows[0]).toMatchObject({ version: 1, approved: { byName: 'Sam Scheduler' } });
  });

  it('refuses a correction against a stale version with its code, keeping the week', async () => {
    const api = apiWith(1);
    const store = new TimesheetsStore(api, clock);
    await store.open(7, '2026-11-30');
    const read = store.rows[0]!;
    // Someone else approved it meanwhile.
    await api.approve(7, 1, 0);
    expect(await store.correct(read, correction)).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'TIMESHEETS.STALE_SHIFT' });
    expect(store.rows[0]).toBe(read);
    await store.load();
    expect(await store.correct(store.rows[0]!, correction)).toBe(true);
    expect(store.rows[0]).toMatchObject({
      clockOutAt: correction.clockOutAt,
      edits: [{ reason: 'Forgot to clock out' }],
    });
    expect(store.write).toEqual({ kind: 'idle' });
  });

  it('gives the week as a named CSV file', async () => {
    const store = new TimesheetsStore(apiWith(1), clock);
    await store.open(7, '2026-11-30');
    expect(await store.csv()).toEqual({
      fileName: 'timesheet-7-2026-11-30.csv',
      text: 'location,week_start\r\n',
    });
  });
});
