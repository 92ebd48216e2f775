import { keyMoveOf } from '../../../src-ui/schedules/ShiftCard';
import { ScheduleWeekStore } from '../../../src-ui/schedules/schedule-week.store';
import { rowsOf, shiftsByCell, cellKey } from '../../../src-ui/schedules/week-cells';
import { movedShift } from '../../../src-domain/schedules/shift-move.rules';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeSchedulesApi, shiftOf } from '../../fakes/schedules-api.fake';
import { holdNextAnswer } from '../../fakes/held-answer';

const clock = new FakeClock(Date.parse('2026-11-25T12:00:00Z'));
const draft = {
  personId: 'rosa',
  position: 'Server',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-01T17:00:00.000Z',
  breakMinutes: 30,
  note: '',
};

async function opened() {
  const api = new FakeSchedulesApi();
  api.shifts = [shiftOf(1, '2026-11-30', draft, 1)];
  const store = new ScheduleWeekStore(api, clock);
  await store.open(7, '2026-11-30');
  const shift = store.week.kind === 'ready' ? store.week.value.shifts[0]! : undefined;
  return { api, store, shift: shift! };
}

describe('ScheduleWeekStore.change (drag and key moves)', () => {
  it('writes a move with the shift’s version and shows the answer', async () => {
    const { api, store, shift } = await opened();
    const moved = movedShift(shift, { day: '2026-12-03', personId: undefined }, 'UTC');
    expect(await store.change(shift, moved)).toBe(true);
    expect(api.shifts[0]).toMatchObject({
      version: 2,
      personId: undefined,
      startsAt: '2026-12-03T09:00:00.000Z',
    });
    expect(store.week.kind === 'ready' && store.week.value.shifts[0]?.startsAt).toBe(
      '2026-12-03T09:00:00.000Z',
    );
  });

  it('writes nothing when the move changes nothing', async () => {
    const { api, store, shift } = await opened();
    expect(await store.change(shift, undefined)).toBe(false);
    expect(api.calls).not.toContain('update');
  });

  it('on a stale version shows the other’s change, keeps the move, and applies it again on request', async () => {
    const { api, store, shift } = await opened();
    // Another manager moved the shift to 10:00 meanwhile.
    api.shifts[0] = shiftOf(1, '2026-11-30', { ...draft, startsAt: '2026-12-01T10:00:00.000Z' }, 2);
    const moved = movedShift(shift, { day: '2026-12-04', personId: 'rosa' }, 'UTC');
    expect(await store.change(shift, moved)).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.STALE_SHIFT' });
    expect(store.conflict).toEqual({ shiftId: 1, draft: moved });
    expect(store.conflictShift).toMatchObject({ version: 2, startsAt: '2026-12-01T10:00:00.000Z' });
    expect(await store.applyConflict()).toBe(true);
    expect(store.conflict).toBeUndefined();
    expect(api.shifts[0]).toMatchObject({ version: 3, startsAt: '2026-12-04T09:00:00.000Z' });
  });

  it('keeps a move’s answer over a live refresh that read the week before the move', async () => {
    const { api, store, shift } = await opened();
    // A refresh (a live event) reads the week now; its answer comes after the move's.
    const release = holdNextAnswer(api, 'week');
    const refreshed = store.refresh();
    const moved = movedShift(shift, { day: '2026-12-03', personId: undefined }, 'UTC');
    expect(await store.change(shift, moved)).toBe(true);
    release();
    await refreshed;
    expect(store.week.kind === 'ready' && store.week.value.shifts[0]).toMatchObject({
      version: 2,
      startsAt: '2026-12-03T09:00:00.000Z',
    });
  });

  it('keeps the other’s change when asked', async () => {
    const { api, store, shift } = await opened();
    api.shifts[0] = shiftOf(1, '2026-11-30', draft, 2);
    await store.change(shift, movedShift(shift, { day: '2026-12-04', personId: 'rosa' }, 'UTC'));
    store.dropConflict();
    expect(store.conflict).toBeUndefined();
    expect(store.write).toEqual({ kind: 'idle' });
    expect(api.shifts[0]).toMatchObject({ version: 2, startsAt: draft.startsAt });
  });
});

describe('keyMoveOf', () => {
  const key = (key: string, more: Partial<{ altKey: boolean; shiftKey: boolean }> = {}) => ({
    key,
    altKey: true,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...more,
  });
  it('moves by day, row and end step, mirrored right to left', () => {
    expect(keyMoveOf(key('ArrowRight'), false)).toEqual({ days: 1, rows: 0, steps: 0 });
    expect(keyMoveOf(key('ArrowRight'), true)).toEqual({ days: -1, rows: 0, steps: 0 });
    expect(keyMoveOf(key('ArrowDown'), false)).toEqual({ days: 0, rows: 1, steps: 0 });
    expect(keyMoveOf(key('ArrowUp', { shiftKey: true }), true)).toEqual({ days: 0, rows: 0, steps: -1 });
    expect(keyMoveOf(key('ArrowRight', { altKey: false }), false)).toBeUndefined();
    expect(keyMoveOf(key('Enter'), false)).toBeUndefined();
  });
});

describe('week cells', () => {
  it('groups shifts by row and local day, and keeps a row for a former member with shifts', async () => {
    const { store } = await opened();
    const week = store.week.kind === 'ready' ? store.week.value : undefined;
    const former = shiftOf(2, '2026-11-30', { ...draft, personId: 'gone' }, 1);
    const withFormer = { ...week!, shifts: [...week!.shifts, { ...former, personName: 'Gone Person' }] };
    expect(rowsOf(withFormer, 'Open').map((row) => row.id)).toEqual([undefined, 'rosa', 'gone']);
    const { cells, days } = shiftsByCell(withFormer);
    expect(cells.get(cellKey('rosa', '2026-12-01'))?.map((shift) => shift.id)).toEqual([1]);
    expect(days.get('2026-12-01')?.map((shift) => shift.id)).toEqual([1, 2]);
  });
});
