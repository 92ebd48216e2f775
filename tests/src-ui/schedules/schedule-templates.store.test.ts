import { ScheduleTemplatesStore } from '../../../src-ui/schedules/schedule-templates.store';
import { ScheduleWeekStore } from '../../../src-ui/schedules/schedule-week.store';
import { FakeClock } from '../../fakes/clock.fake';
import { apiFailure } from '../../fakes/api-failure';
import { appliedWeek, FakeScheduleTemplatesApi } from '../../fakes/schedule-templates-api.fake';
import { FakeSchedulesApi, shiftOf } from '../../fakes/schedules-api.fake';

const clock = new FakeClock(Date.parse('2026-11-25T12:00:00Z'));
const draft = {
  personId: 'rosa',
  position: 'Server',
  startsAt: '2026-12-08T09:00:00.000Z',
  endsAt: '2026-12-08T17:00:00.000Z',
  breakMinutes: 30,
  note: '',
};

async function opened() {
  const schedules = new FakeSchedulesApi();
  const week = new ScheduleWeekStore(schedules, clock);
  await week.open(7, '2026-12-07');
  const api = new FakeScheduleTemplatesApi();
  const store = new ScheduleTemplatesStore(api, week);
  await store.load();
  return { api, week, store };
}

describe('ScheduleTemplatesStore', () => {
  it('saves the shown week under a trimmed name, refuses an empty one unsent, says a taken one', async () => {
    const { api, store } = await opened();
    expect(store.templates).toEqual({ kind: 'ready', value: [] });
    expect(await store.save('   ')).toBe(false);
    expect(store.nameProblem).toBe('EMPTY');
    expect(await store.save('x'.repeat(61))).toBe(false);
    expect(store.nameProblem).toBe('TOO_LONG');
    expect(api.calls).toEqual(['templates 7']);
    expect(await store.save(' Standard ')).toBe(true);
    expect(api.calls).toContain('save 7 Standard 2026-12-07');
    expect(store.templates).toMatchObject({ kind: 'ready', value: [{ name: 'Standard', shifts: 3 }] });
    expect(await store.save('Standard')).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.TEMPLATE_NAME_TAKEN' });
  });

  it('applies a template to the shown week, which the grid then shows, and keeps what was skipped', async () => {
    const { api, week, store } = await opened();
    await store.save('Standard');
    const current = week.week.kind === 'ready' ? week.week.value : undefined;
    const skipped = [
      {
        personName: 'Rosa Crew',
        position: 'Server',
        startsAt: draft.startsAt,
        endsAt: draft.endsAt,
        reason: 'OVERLAP' as const,
      },
    ];
    api.applyAnswer = () =>
      appliedWeek({ ...current!, shifts: [shiftOf(9, '2026-12-07', draft, 1)] }, skipped);
    expect(await store.apply(1)).toBe(true);
    expect(week.week.kind === 'ready' && week.week.value.shifts.map((shift) => shift.id)).toEqual([9]);
    expect(store.applied).toEqual({ created: 1, skipped });
  });

  it('deletes a template; one gone meanwhile is said and the list read again', async () => {
    const { api, store } = await opened();
    await store.save('Standard');
    await store.save('Weekend');
    expect(await store.remove(1)).toBe(true);
    expect(store.templates).toMatchObject({ value: [{ name: 'Weekend' }] });
    api.list = [];
    api.fail = apiFailure(404, 'SCHEDULES.TEMPLATE_NOT_FOUND');
    expect(await store.remove(2)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.write).toEqual({ kind: 'failed', code: 'SCHEDULES.TEMPLATE_NOT_FOUND' });
    expect(store.templates).toEqual({ kind: 'ready', value: [] });
  });
});
