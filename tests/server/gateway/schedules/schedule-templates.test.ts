import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Schedule templates (issue #34) over HTTP, on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/schedules`): save a week under a name, list,
 * apply to another week (skipping a person's overlap and a former member), delete; who may.
 */
let server: TestServer;
let scheduler: Session;
let manager: Session;
let manager2: Session;
let downtown: number;
let rosaId: string;
const ZONE = 'America/Los_Angeles';
// Weeks nobody seeded, outside the notice window.
const source = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 6);
const target = addWeeks(source, 1);
const dayOf = (week: string, index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);

type Json = ReturnType<typeof JSON.parse>;
async function send(session: Session, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json();
  return {
    status: response.statusCode,
    code: json.error?.code as string | undefined,
    data: json.data as Json,
  };
}
const shift = (week: string, user: string | null, index: number, from: string, to: string) => ({
  week_start: week,
  user_id: user,
  position: 'Line cook',
  starts_at: instantAt(dayOf(week, index), from, ZONE),
  ends_at: instantAt(dayOf(week, index), to, ZONE),
  break_minutes: 30,
  note: 'template',
});

beforeAll(async () => {
  server = await startGatewayServer();
  [scheduler, manager, manager2] = (await Promise.all(
    ['scheduler', 'manager', 'manager2'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  )) as [Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  rosaId = await userIdOf(server.db, 'crew@demo.brigade.test');
});
afterAll(() => server.close());

describe('schedule templates', () => {
  it('saves a week, lists it, applies it to another week skipping an overlap, and deletes it', async () => {
    const templates = `/v1/brands/${downtown}/schedule_templates`;
    expect(await send(scheduler, 'POST', templates, { name: 'Empty', week_start: source })).toMatchObject({
      status: 409,
      code: 'SCHEDULES.EMPTY_WEEK',
    });
    for (const body of [
      shift(source, rosaId, 0, '09:00', '17:00'),
      shift(source, rosaId, 2, '16:00', '23:30'),
      shift(source, null, 4, '11:00', '15:00'),
    ]) {
      expect((await send(scheduler, 'POST', `/v1/brands/${downtown}/shifts`, body)).status).toBe(200);
    }
    const saved = await send(scheduler, 'POST', templates, { name: ' Standard week ', week_start: source });
    expect(saved.status).toBe(200);
    const made = (saved.data as { id: number; name: string; shifts: number }[]).find(
      (template) => template.name === 'Standard week',
    );
    expect(made).toMatchObject({ shifts: 3 });
    expect(
      await send(scheduler, 'POST', templates, { name: 'Standard week', week_start: source }),
    ).toMatchObject({
      status: 409,
      code: 'SCHEDULES.TEMPLATE_NAME_TAKEN',
    });
    expect((await send(scheduler, 'GET', templates)).data).toEqual(saved.data);

    // Rosa already works Wednesday evening of the target week: that shift of the template is skipped.
    await send(scheduler, 'POST', `/v1/brands/${downtown}/shifts`, {
      ...shift(target, rosaId, 2, '18:00', '22:00'),
      note: 'already there',
    });
    const applied = await send(scheduler, 'POST', `${templates}/${made!.id}/apply`, { week_start: target });
    expect(applied.status).toBe(200);
    expect(applied.data.created).toBe(2);
    expect(applied.data.skipped).toEqual([
      expect.objectContaining({
        user_id: rosaId,
        reason: 'OVERLAP',
        position: 'Line cook',
        starts_at: instantAt(dayOf(target, 2), '16:00', ZONE),
      }),
    ]);
    const laid = (applied.data.week.shifts as { starts_at: string; user_id: string | null; note: string }[])
      .filter((each) => each.note === 'template')
      .map((each) => [each.user_id, each.starts_at]);
    expect(laid).toEqual([
      [rosaId, instantAt(dayOf(target, 0), '09:00', ZONE)],
      [null, instantAt(dayOf(target, 4), '11:00', ZONE)],
    ]);
    expect(applied.data.week.status).toBe('DRAFT');

    expect(await send(scheduler, 'DELETE', `${templates}/${made!.id}`)).toMatchObject({ status: 200 });
    expect(await send(scheduler, 'DELETE', `${templates}/${made!.id}`)).toMatchObject({
      status: 404,
      code: 'SCHEDULES.TEMPLATE_NOT_FOUND',
    });
    expect(
      await send(scheduler, 'POST', `${templates}/${made!.id}/apply`, { week_start: target }),
    ).toMatchObject({
      status: 404,
      code: 'SCHEDULES.TEMPLATE_NOT_FOUND',
    });
  });

  it('needs TEAM_LIVE on the location, inside the caller’s scope', async () => {
    const templates = `/v1/brands/${downtown}/schedule_templates`;
    expect(await send(manager, 'GET', templates)).toMatchObject({ status: 403, code: 'SCHEDULES.FORBIDDEN' });
    expect(await send(manager2, 'GET', templates)).toMatchObject({ status: 403, code: 'BRAND.FORBIDDEN' });
    expect(await send(manager, 'POST', templates, { name: 'Not mine', week_start: source })).toMatchObject({
      status: 403,
    });
    expect(await send(scheduler, 'POST', templates, { name: '   ', week_start: source })).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_TEMPLATE_NAME',
    });
    expect(
      await send(scheduler, 'POST', templates, { name: 'Tuesday', week_start: dayOf(source, 1) }),
    ).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_WEEK',
    });
  });
});
