import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let grill: number;
let portland: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  portland = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const risk = (brand: number) => `/v1/brands/${brand}/risk/attestation`;

async function send(session: Session, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const parsed = response.json<{ data: Parsed; error: { code: string } }>();
  return { status: response.statusCode, data: parsed.data, code: parsed.error?.code };
}

describe('risk dashboard reads', () => {
  it('counts flagged answers by location and week, with the trend and unresolved flags', async () => {
    const { status, data } = await send(owner, 'GET', `${risk(grill)}/summary?weeks=6`);
    expect(status).toBe(200);
    expect(data.weeks).toHaveLength(6);
    expect(data.locations.length).toBe(12);
    expect(data.flagged).toBeGreaterThan(0);
    expect(data.unresolved).toBeGreaterThan(0);
    expect(data.unresolved).toBe(data.locations.reduce((s: number, l: Parsed) => s + l.unresolved, 0));
    expect(data.trend.map((p: Parsed) => p.week_start)).toEqual(data.weeks);
    const flaggedByLocation = data.locations.reduce(
      (sum: number, row: Parsed) => sum + row.flagged_by_week.reduce((s: number, n: number) => s + n, 0),
      0,
    );
    expect(flaggedByLocation).toBe(data.flagged);
    // The seeded truth, counted independently of the route's SQL.
    const since = data.weeks[0] as string;
    const rows = await server.db
      .selectFrom('attestation_answers')
      .select(['flagged'])
      .where('shift_date', '>=', since)
      .execute();
    expect(data.answers).toBe(rows.length);
    expect(data.flagged).toBe(rows.filter((row) => row.flagged === 1).length);
    expect(data.filter_choices.some((c: Parsed) => c.id === portland)).toBe(true);
  });

  it('narrows to a location of the filter and lists the answers behind a figure', async () => {
    const summary = await send(owner, 'GET', `${risk(grill)}/summary?location_id=${portland}`);
    expect(summary.data.locations.map((l: Parsed) => l.location_id)).toEqual([portland]);
    const row = summary.data.locations[0];
    const week = summary.data.weeks.findIndex((_w: string, i: number) => row.flagged_by_week[i] > 0);
    const answers = await send(
      owner,
      'GET',
      `${risk(grill)}/answers?location_id=${portland}&week_start=${summary.data.weeks[week]}&flagged=true`,
    );
    expect(answers.status).toBe(200);
    expect(answers.data.total).toBe(row.flagged_by_week[week]);
    expect(answers.data.answers.every((a: Parsed) => a.flagged && a.location.id === portland)).toBe(true);
    // An option's key comes with the version's options, whose texts the dashboard shows.
    const flagged = await send(owner, 'GET', `${risk(grill)}/answers?flagged=true&limit=100`);
    const some = flagged.data.answers.find((a: Parsed) => a.answers.includes('SOME'));
    expect(some.question_options).toContainEqual({
      key: 'SOME',
      text: { en: 'Only some', es: 'Solo algunos' },
    });
  });

  it('resolves a flag with a note once (409 the second time)', async () => {
    const open = await send(owner, 'GET', `${risk(grill)}/answers?flagged=true&resolved=false&limit=1`);
    const answer = open.data.answers[0];
    const path = `${risk(grill)}/answers/${answer.id}/resolution`;
    const resolved = await send(owner, 'PUT', path, { note: 'Spoke with the employee' });
    expect(resolved.status).toBe(200);
    expect(resolved.data).toMatchObject({
      resolution_note: 'Spoke with the employee',
      resolved_by: 'Olivia Owner',
    });
    expect(await send(owner, 'PUT', path, { note: 'again' })).toMatchObject({
      status: 409,
      code: 'ATTESTATION.ALREADY_RESOLVED',
    });
    expect(await send(owner, 'PUT', path, { note: '' })).toMatchObject({ status: 400 });
  });

  it('refuses a location the filter does not offer, a non-Monday week and other brands', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    expect(await send(owner, 'GET', `${risk(grill)}/summary?location_id=${tacos}`)).toMatchObject({
      status: 400,
      code: 'ATTESTATION.LOCATION_OUTSIDE_BRAND',
    });
    expect(await send(owner, 'GET', `${risk(grill)}/answers?week_start=2026-11-24`)).toMatchObject({
      status: 400,
      code: 'ATTESTATION.WEEK_START_INVALID',
    });
    expect(await send(manager2, 'GET', `${risk(grill)}/summary`)).toMatchObject({
      status: 403,
      code: 'BRAND.FORBIDDEN',
    });
    expect(await send(manager, 'GET', `${risk(portland)}/summary`)).toMatchObject({
      status: 403,
      code: 'ATTESTATION.RISK_FORBIDDEN',
    });
  });
});
