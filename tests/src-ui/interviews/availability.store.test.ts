import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { AvailabilityRefusedError } from '../../../src-domain/interviews/interviews.errors';
import { AvailabilityStore } from '../../../src-ui/interviews/availability.store';
import { FakeInterviewsApi } from '../../fakes/interviews-api.fake';

describe('AvailabilityStore', () => {
  it('starts from the default form without availability and saves what was typed', async () => {
    const api = new FakeInterviewsApi();
    const store = new AvailabilityStore(api);
    await store.open(7);
    expect(store.setting).toEqual({
      kind: 'ready',
      value: { timeZone: 'America/Los_Angeles', saved: false },
    });
    expect(store.form.weeklyHours).toHaveLength(5);
    store.addRange(6);
    store.addRange(6);
    expect(store.form.weeklyHours.slice(-2)).toEqual([
      { weekday: 6, start: '09:00', end: '17:00' },
      { weekday: 6, start: '17:00', end: '24:00' },
    ]);
    store.removeRange(0);
    store.setNumber('lengthMinutes', '45');
    await store.save();
    expect(store.problems).toEqual([]);
    expect(store.savedNow).toBe(true);
    expect(api.saved?.lengthMinutes).toBe(45);
    expect(api.saved?.weeklyHours[0]).toEqual({ weekday: 2, start: '09:00', end: '17:00' });
    expect(store.setting).toMatchObject({ kind: 'ready', value: { saved: true } });
    await store.open(7, 3);
    expect(api.calls.at(-1)).toBe('availability 7 3');
    expect(store.form.lengthMinutes).toBe('45');
    expect(store.form.positionId).toBe(3);
  });

  it('keeps what was typed and shows problems by field, its own and the server’s', async () => {
    const api = new FakeInterviewsApi();
    const store = new AvailabilityStore(api);
    await store.open(7);
    store.setRange(0, { start: '18:00' });
    store.setNumber('horizonDays', '90');
    await store.save();
    expect(api.calls).not.toContain('saveAvailability 7');
    expect(store.form.horizonDays).toBe('90');
    expect(store.problemsOf('weeklyHours', 0)).toEqual([
      { field: 'weeklyHours', index: 0, code: 'INTERVIEWS.END_BEFORE_START' },
    ]);
    expect(store.problemsOf('horizonDays')).toHaveLength(1);
    store.setRange(0, { start: '09:00' });
    store.setNumber('horizonDays', '30');
    api.fail = new AvailabilityRefusedError('weekly_hours[1].start', 'OVERLAP');
    await store.save();
    expect(store.problems).toEqual([
      { field: 'weeklyHours', index: 1, code: 'INTERVIEWS.AVAILABILITY_INVALID' },
    ]);
    expect(store.form.horizonDays).toBe('30');
    api.fail = new GatewayError('GATEWAY.FORBIDDEN', 403, 'x', 'AUTH.FORBIDDEN');
    await store.save();
    expect(store.saveFailed).toBe('AUTH.FORBIDDEN');
    expect(store.saving).toBe(false);
  });

  it('a failed read is shown with its code', async () => {
    const api = new FakeInterviewsApi();
    const store = new AvailabilityStore(api);
    api.fail = new GatewayError('GATEWAY.NETWORK', 0);
    await store.open(7);
    expect(store.setting).toEqual({ kind: 'failed', code: undefined });
  });
});
