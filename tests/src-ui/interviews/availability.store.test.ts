import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import type { Availability } from '../../../src-domain/interviews/interview.model';
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
      value: { timeZone: 'America/Los_Angeles', source: 'NONE' },
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
    expect(store.setting).toMatchObject({ kind: 'ready', value: { source: 'OWN' } });
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

const LOCATION = 7;
const SERVER = 2;

const hours = (lengthMinutes: number, positionId?: number): Availability => ({
  positionId,
  weeklyHours: [{ weekday: 2, start: '10:00', end: '12:00' }],
  lengthMinutes,
  bufferMinutes: 5,
  horizonDays: 7,
  minimumNoticeHours: 1,
  updatedAt: '2026-11-29T10:00:00.000Z',
});

/** A location with hours of 30 minutes and two positions, neither with its own. */
function api(): FakeInterviewsApi {
  const fake = new FakeInterviewsApi();
  fake.setting = {
    availability: hours(30),
    locationAvailability: hours(30),
    positions: [
      { id: SERVER, title: 'Server', ownHours: false },
      { id: 3, title: 'Cook', ownHours: false },
    ],
    timeZone: 'America/Los_Angeles',
  };
  return fake;
}

describe('AvailabilityStore, per position', () => {
  it('shows a position without its own hours the location’s, and saving makes them its own', async () => {
    const fake = api();
    const store = new AvailabilityStore(fake);
    await store.open(LOCATION, SERVER);
    expect(fake.calls).toEqual([`availability ${LOCATION} ${SERVER}`]);
    expect(store.setting).toEqual({
      kind: 'ready',
      value: { timeZone: 'America/Los_Angeles', source: 'LOCATION' },
    });
    expect(store.form).toMatchObject({ positionId: SERVER, lengthMinutes: '30' });
    expect(store.positions.map((position) => position.title)).toEqual(['Server', 'Cook']);

    store.setNumber('lengthMinutes', '45');
    await store.save();
    expect(fake.saved).toMatchObject({ positionId: SERVER, lengthMinutes: 45 });
    expect(store.savedNow).toBe(true);
    expect(store.setting).toMatchObject({ kind: 'ready', value: { source: 'OWN' } });
    expect(store.positions.find((position) => position.id === SERVER)?.ownHours).toBe(true);
    expect(store.positions.find((position) => position.id === 3)?.ownHours).toBe(false);
  });

  it('removes a position’s own hours and shows the location’s again', async () => {
    const fake = api();
    fake.positionSettings.set(SERVER, {
      ...fake.setting,
      availability: hours(45, SERVER),
      positions: fake.setting.positions.map((p) => (p.id === SERVER ? { ...p, ownHours: true } : p)),
    });
    const store = new AvailabilityStore(fake);
    await store.open(LOCATION, SERVER);
    expect(store.setting).toMatchObject({ kind: 'ready', value: { source: 'OWN' } });
    expect(store.form.lengthMinutes).toBe('45');
    await store.removeOwnHours();
    expect(fake.calls).toContain(`removePositionAvailability ${LOCATION} ${SERVER}`);
    expect(store.removedNow).toBe(true);
    expect(store.setting).toMatchObject({ kind: 'ready', value: { source: 'LOCATION' } });
    expect(store.form).toMatchObject({ positionId: SERVER, lengthMinutes: '30' });
    expect(store.removing).toBe(false);
  });

  it('says why a removal failed and keeps the form; the location itself has nothing to remove', async () => {
    const fake = api();
    const store = new AvailabilityStore(fake);
    await store.open(LOCATION);
    await store.removeOwnHours();
    expect(fake.calls.some((call) => call.startsWith('removePositionAvailability'))).toBe(false);

    await store.open(LOCATION, SERVER);
    fake.fail = new GatewayError('GATEWAY.UNEXPECTED_STATUS', 403, 'x', 'INTERVIEWS.FORBIDDEN');
    await store.removeOwnHours();
    expect(store.saveFailed).toBe('INTERVIEWS.FORBIDDEN');
    expect(store.removedNow).toBe(false);
    expect(store.removing).toBe(false);
  });

  it('keeps the positions while another position is read, and forgets them for another location', async () => {
    const fake = api();
    const store = new AvailabilityStore(fake);
    await store.open(LOCATION);
    const reading = store.open(LOCATION, 3);
    expect(store.setting.kind).toBe('loading');
    expect(store.positions).toHaveLength(2);
    await reading;
    const other = store.open(8);
    expect(store.positions).toEqual([]);
    await other;
  });

  it('a failed read is shown as failed', async () => {
    const fake = api();
    fake.fail = new GatewayError('GATEWAY.NETWORK', 0, 'down');
    const store = new AvailabilityStore(fake);
    await store.open(LOCATION, SERVER);
    expect(store.setting).toEqual({ kind: 'failed', code: undefined });
  });
});
