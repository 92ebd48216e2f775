import type { TestServer } from '../../../support/test-server';
import { startTestServer } from '../../../support/test-server';
import { brandId, call, idp, signIn, startGatewayServer, type Session } from '../gateway.harness';

/**
 * The front door of hiring (issue #38): a manager opens, edits, pauses and closes positions
 * (approval to recruit first where the brand runs them), and a visitor applies to one from the
 * brand's careers page without an account; the application lands in the manager's inbox.
 * One file over 400 lines because the manager's and the visitor's steps share the positions the
 * earlier tests open.
 */
let server: TestServer;
let manager: Session;
let manager2: Session;
let candidate: Session;
let downtown: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, manager2, candidate] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const send = async (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, body?: unknown) => {
  const response = await call(server, method, path, { ...(session ? { session } : {}), body });
  return {
    status: response.statusCode,
    body: response.json<{ data: Parsed; error: { code: string } }>(),
  };
};

const draft = (fields: Record<string, unknown> = {}) => ({
  title: 'Patio Server',
  category: 'FOH',
  employment_type: 'SEASONAL',
  pay_min: 1700,
  pay_max: 2100,
  pay_period: 'HOUR',
  description: 'Summer patio.\nEvenings and weekends.',
  questions: [
    { text: 'Are you 18 or older?', knockout_answer: 'NO' },
    { text: 'Do you have a car?', knockout_answer: null },
  ],
  ...fields,
});

/** Opens a position at Portland Downtown as manager@ and approves it; its id. */
async function openPosition(fields: Record<string, unknown> = {}): Promise<number> {
  const created = await send('POST', `/v1/brands/${downtown}/positions`, manager, draft(fields));
  expect(created.status).toBe(201);
  const atrs = await send('GET', `/v1/brands/${downtown}/positions/${created.body.data.id}/atrs`, manager);
  const decided = await send(
    'POST',
    `/v1/brands/${downtown}/positions/${created.body.data.id}/atrs/${atrs.body.data.atrs[0].id}/decision`,
    manager,
    { decision: 'APPROVED' },
  );
  expect(decided.body.data.status).toBe('OPEN');
  return created.body.data.id;
}

const application = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana.lima@example.test',
  phone: '+15035550100',
  answers: [
    { question_id: 'q1', answer: 'YES' },
    { question_id: 'q2', answer: 'NO' },
  ],
  consent: true,
  ...fields,
});
const apply = (position: number, body: unknown) =>
  send('POST', `/v1/careers/harbor-grill/positions/${position}/applications`, undefined, body);

describe('positions: the manager’s side', () => {
  it('opens a position waiting for its approval to recruit, then publishes it once approved', async () => {
    const created = await send('POST', `/v1/brands/${downtown}/positions`, manager, draft());
    expect(created.body.error).toBeUndefined();
    expect(created.body.data).toMatchObject({
      title: 'Patio Server',
      status: 'PENDING_APPROVAL',
      description: 'Summer patio.\nEvenings and weekends.',
      questions: [
        { id: 'q1', text: 'Are you 18 or older?', knockout_answer: 'NO' },
        { id: 'q2', text: 'Do you have a car?', knockout_answer: null },
      ],
    });
    const id = created.body.data.id as number;
    const atrs = await send('GET', `/v1/brands/${downtown}/positions/${id}/atrs?filter_by=PENDING`, manager);
    expect(atrs.body.data.atrs).toHaveLength(1);
    const page = async () =>
      (await send('GET', '/v1/careers/harbor-grill')).body.data.locations.flatMap(
        (location: Parsed) => location.positions,
      );
    expect((await page()).map((position: Parsed) => position.id)).not.toContain(id);
    expect((await send('GET', `/v1/careers/harbor-grill/positions/${id}`)).body.error.code).toBe(
      'CAREERS.POSITION_NOT_FOUND',
    );
    const decided = await send(
      'POST',
      `/v1/brands/${downtown}/positions/${id}/atrs/${atrs.body.data.atrs[0].id}/decision`,
      manager,
      { decision: 'APPROVED' },
    );
    expect(decided.body.data.status).toBe('OPEN');
    expect((await page()).map((position: Parsed) => position.id)).toContain(id);
    const again = await send(
      'POST',
      `/v1/brands/${downtown}/positions/${id}/atrs/${atrs.body.data.atrs[0].id}/decision`,
      manager,
      { decision: 'REJECTED' },
    );
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'POSITIONS.ATR_DECIDED' } } });
  });

  it('edits a position and moves it OPEN ↔ PAUSED → CLOSED, refusing other moves', async () => {
    const id = await openPosition();
    const edited = await send(
      'PUT',
      `/v1/brands/${downtown}/positions/${id}`,
      manager,
      draft({ title: 'Patio Lead' }),
    );
    expect(edited.body.data).toMatchObject({ title: 'Patio Lead', status: 'OPEN' });
    const move = (status: string) =>
      send('POST', `/v1/brands/${downtown}/positions/${id}/status`, manager, { status });
    expect((await move('PAUSED')).body.data.status).toBe('PAUSED');
    expect((await move('OPEN')).body.data.status).toBe('OPEN');
    expect((await move('CLOSED')).body.data.status).toBe('CLOSED');
    expect(await move('OPEN')).toMatchObject({
      status: 409,
      body: { error: { code: 'POSITIONS.STATUS_CHANGE_REFUSED' } },
    });
    expect((await send('PUT', `/v1/brands/${downtown}/positions/${id}`, manager, draft())).status).toBe(409);
  });

  it('refuses another brand’s manager, a candidate and a guest', async () => {
    const id = await openPosition();
    for (const session of [manager2, candidate]) {
      const edit = await send(
        'PUT',
        `/v1/brands/${downtown}/positions/${id}`,
        session,
        draft({ title: 'Mine' }),
      );
      expect(edit.status).toBe(403);
      const pause = await send('POST', `/v1/brands/${downtown}/positions/${id}/status`, session, {
        status: 'PAUSED',
      });
      expect(pause.status).toBe(403);
      expect((await send('POST', `/v1/brands/${downtown}/positions`, session, draft())).status).toBe(403);
    }
    expect((await send('PUT', `/v1/brands/${downtown}/positions/${id}`, undefined, draft())).status).toBe(
      401,
    );
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    // manager@'s own brand in the path, another brand's position: not found below it.
    const tacosPosition = await server.db
      .selectFrom('positions as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select('p.id')
      .where('b.path', 'like', `%/${tacos}/%`)
      .where('p.is_template', '=', 0)
      .executeTakeFirstOrThrow();
    const foreign = await send(
      'PUT',
      `/v1/brands/${downtown}/positions/${tacosPosition.id}`,
      manager,
      draft(),
    );
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'POSITIONS.NOT_FOUND' } } });
    const stored = await server.db
      .selectFrom('positions')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Patio Server');
  });

  it('answers bad drafts with 400 and a code, writing nothing', async () => {
    const before = await server.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ pay_min: 2500, pay_max: 2000 }, 'POSITIONS.PAY_INVALID'],
      [{ pay_period: null }, 'POSITIONS.PAY_INVALID'],
      [{ category: 'SPACE' }, 'POSITIONS.UNKNOWN_CATEGORY'],
      [{ title: '   ' }, 'POSITIONS.TITLE_REQUIRED'],
      [{ employment_type: 'FOREVER' }, 'VALIDATION.INVALID'],
      [
        { questions: Array.from({ length: 6 }, () => ({ text: 'Q?', knockout_answer: null })) },
        'VALIDATION.INVALID',
      ],
    ];
    for (const [fields, code] of cases) {
      const answer = await send('POST', `/v1/brands/${downtown}/positions`, manager, draft(fields));
      expect({ fields, status: answer.status, code: answer.body.error?.code }).toEqual({
        fields,
        status: 400,
        code,
      });
    }
    // A brand manager of Harbor Grill may hire there, but positions open at locations only.
    const brandManager = await signIn(server, 'dashboards@demo.brigade.test');
    const grill = await brandId(server.db, 'Harbor Grill');
    expect((await send('POST', `/v1/brands/${grill}/positions`, brandManager, draft())).body.error.code).toBe(
      'POSITIONS.NOT_A_LOCATION',
    );
    expect((await send('POST', `/v1/brands/${grill}/positions`, manager, draft())).body.error.code).toBe(
      'BRAND.FORBIDDEN',
    );
    const after = await server.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('careers: the visitor’s side', () => {
  it('lists the seeded open positions of Harbor Grill by location, with pay and without knockouts', async () => {
    const page = await send('GET', '/v1/careers/harbor-grill');
    expect(page.status).toBe(200);
    expect(page.body.data.brand).toMatchObject({
      name: 'Harbor Grill',
      slug: 'harbor-grill',
      currency: 'USD',
    });
    const located = page.body.data.locations.filter((location: Parsed) =>
      location.positions.some((position: Parsed) => position.pay_min !== null),
    );
    expect(located.length).toBeGreaterThanOrEqual(2);
    const id = located[0].positions.find((position: Parsed) => position.pay_min !== null).id;
    const position = await send('GET', `/v1/careers/harbor-grill/positions/${id}`);
    expect(position.body.data.position.questions[0]).toEqual({ id: 'q1', text: 'Are you 18 or older?' });
    expect((await send('GET', '/v1/careers/nobody-here')).body.error.code).toBe('CAREERS.NOT_FOUND');
    expect((await send('GET', '/v1/careers/Bad<Slug>')).status).toBe(400);
  });

  it('records an application, links the account, marks knockouts and merges a duplicate', async () => {
    const id = await openPosition();
    const first = await apply(id, application());
    expect(first).toMatchObject({ status: 201, body: { data: { knocked_out: false } } });
    const applicationId = first.body.data.application_id as number;
    const inbox = await send('GET', `/v1/employer_applications?brand=${downtown}&position=${id}`, manager);
    expect(inbox.body.data.applications.map((row: Parsed) => row.id)).toEqual([applicationId]);
    const event = await server.db
      .selectFrom('live_events')
      .select(['name', 'payload'])
      .where('name', '=', 'application.status_changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({ application_id: applicationId, status: 'APPLIED' });
    const profile = await server.db
      .selectFrom('user_profiles as u')
      .innerJoin('applications as a', 'a.candidate_user_id', 'u.user_id')
      .select(['u.entry_brand_id', 'u.first_name'])
      .where('a.id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ entry_brand_id: await brandId(server.db, 'Harbor Grill'), first_name: 'Ana' });
    // The account made for the candidate has no usable password until they set one.
    const account = await server.db
      .selectFrom('identity_users')
      .select(['password_hash', 'status'])
      .where('email', '=', 'ana.lima@example.test')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      password_hash: expect.stringMatching(/^scrypt\$16384\$8\$1\$/),
      status: 'UNCONFIRMED',
    });
    const signInAttempt = await idp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'ana.lima@example.test', PASSWORD: 'Brigade-demo-1' },
    });
    expect(signInAttempt.status).toBe(400);

    const duplicate = await apply(id, application({ email: 'ANA.LIMA@example.test ' }));
    expect(duplicate).toMatchObject({
      status: 201,
      body: { data: { application_id: applicationId, merged: true } },
    });

    // An existing account (candidate@) is linked, not doubled; a knockout answer is recorded.
    const knocked = await apply(
      id,
      application({
        email: 'candidate@demo.brigade.test',
        answers: [
          { question_id: 'q1', answer: 'NO' },
          { question_id: 'q2', answer: 'YES' },
        ],
      }),
    );
    expect(knocked).toMatchObject({
      status: 201,
      body: { data: { knocked_out: true, knockout_questions: ['q1'], merged: false } },
    });
    const row = await server.db
      .selectFrom('career_applications')
      .select('knocked_out')
      .where('application_id', '=', knocked.body.data.application_id)
      .executeTakeFirstOrThrow();
    expect(row.knocked_out).toBe(1);
  });

  it('merges ten simultaneous applications by the same e-mail into one', async () => {
    const id = await openPosition();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        apply(
          id,
          application({
            email: 'racer@example.test',
            answers: [
              { question_id: 'q1', answer: 'YES' },
              { question_id: 'q2', answer: index % 2 === 0 ? 'YES' : 'NO' },
            ],
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const ids = new Set(answers.map((answer) => answer.body.data.application_id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.body.data.merged === false)).toHaveLength(1);
    const rows = await server.db
      .selectFrom('career_applications')
      .select('application_id')
      .where('position_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    const applications = await server.db
      .selectFrom('applications')
      .select('id')
      .where('position_id', '=', id)
      .execute();
    expect(applications).toHaveLength(1);
    const users = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'racer@example.test')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses applications to a paused position and bad input, with codes', async () => {
    const id = await openPosition();
    await send('POST', `/v1/brands/${downtown}/positions/${id}/status`, manager, { status: 'PAUSED' });
    expect((await send('GET', `/v1/careers/harbor-grill/positions/${id}`)).body.data.position.status).toBe(
      'PAUSED',
    );
    expect(await apply(id, application({ email: 'paused@example.test' }))).toMatchObject({
      status: 409,
      body: { error: { code: 'CAREERS.POSITION_NOT_OPEN' } },
    });
    await send('POST', `/v1/brands/${downtown}/positions/${id}/status`, manager, { status: 'OPEN' });
    const cases: [Record<string, unknown>, string][] = [
      [{ consent: false }, 'CAREERS.CONSENT_REQUIRED'],
      [{ answers: [{ question_id: 'q1', answer: 'YES' }] }, 'CAREERS.ANSWERS_INVALID'],
      [
        {
          answers: [
            { question_id: 'q1', answer: 'YES' },
            { question_id: 'q1', answer: 'NO' },
          ],
        },
        'CAREERS.ANSWERS_INVALID',
      ],
      [{ email: 'not-an-email' }, 'CAREERS.EMAIL_INVALID'],
      [{ phone: '555' }, 'VALIDATION.INVALID'],
      [{ first_name: '' }, 'VALIDATION.INVALID'],
    ];
    for (const [fields, code] of cases) {
      const answer = await apply(id, application({ email: 'bad-input@example.test', ...fields }));
      expect({ fields, status: answer.status, code: answer.body.error?.code }).toEqual({
        fields,
        status: 400,
        code,
      });
    }
    const user = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'bad-input@example.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('serves a title with markup back as text, byte for byte', async () => {
    const title = '<img src=x onerror=alert(1)></script>';
    const id = await openPosition({ title });
    expect((await send('GET', `/v1/careers/harbor-grill/positions/${id}`)).body.data.position.title).toBe(
      title,
    );
  });
});

describe('careers: rate limit', () => {
  it('slows a client that sends too many applications', async () => {
    const limited = await startTestServer({ NODE_ENV: 'test', RATE_LIMIT_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await call(limited, 'POST', '/v1/careers/harbor-grill/positions/1/applications', {
          body: application(),
        });
        statuses.push(response.statusCode);
        if (i === 2) expect(response.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
      }
      expect(statuses[2]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
