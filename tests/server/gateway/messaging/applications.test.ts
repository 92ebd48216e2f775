import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { applicationOf, messagingCounts } from './messaging.harness';

let server: TestServer;
let candidate: Session;
let owner: Session;
let manager: Session;
let manager2: Session;
let scheduler: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, owner, manager, manager2, scheduler] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'scheduler@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

interface ListAnswer {
  total: number;
  applications: {
    id: number;
    status: string;
    archived: boolean;
    brand: { name: string };
    candidate: { first_name: string } | null;
    unread_messages: number;
  }[];
}

async function inbox(session: Session, query: string) {
  const response = await call(server, 'GET', `/v1/employer_applications?${query}`, { session });
  return {
    status: response.statusCode,
    body: response.json<{ data: ListAnswer; error: { code: string } }>(),
  };
}
const count = async (session: Session, path: string) =>
  (await call(server, 'GET', path, { session })).json<{ data: { count: number } }>().data.count;

describe('candidate applications', () => {
  it('lists only the candidate’s own applications (archived left out), with their unread messages', async () => {
    const response = await call(server, 'GET', '/v1/candidate_applications?offset=0&limit=10', {
      session: candidate,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: ListAnswer }>();
    expect(data.total).toBe(3);
    expect(data.applications.map((application) => application.status)).toEqual([
      'APPLIED',
      'INTERVIEW',
      'HIRED',
    ]);
    expect(data.applications.every((application) => application.candidate === null)).toBe(true);
    expect(data.applications.reduce((sum, application) => sum + application.unread_messages, 0)).toBe(2);
  });

  it('counts the candidate’s unread messages from employers', async () => {
    expect(await count(candidate, '/v1/unread_message_count_candidate')).toBe(2);
  });

  it('pages with offset and limit, and refuses a limit over 100 with a code', async () => {
    const page = await call(server, 'GET', '/v1/candidate_applications?offset=1&limit=1', {
      session: candidate,
    });
    expect(page.json<{ data: ListAnswer }>().data.applications.map((a) => a.status)).toEqual(['INTERVIEW']);
    const bad = await call(server, 'GET', '/v1/candidate_applications?limit=101', { session: candidate });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('VALIDATION.INVALID');
  });

  it('gives a candidate no employer inbox: 403 BRAND.FORBIDDEN', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const { status, body } = await inbox(candidate, `brand=${grill}`);
    expect(status).toBe(403);
    expect(body.error.code).toBe('BRAND.FORBIDDEN');
  });
});

describe('employer inbox', () => {
  it('shows a location manager the applications of their location only', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const { status, body } = await inbox(manager, `brand=${downtown}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(new Set(body.data.applications.map((a) => a.brand.name))).toEqual(
      new Set(['Harbor Grill Portland Downtown']),
    );
    expect(body.data.applications.map((a) => a.candidate?.first_name).sort()).toEqual([
      'Avery',
      'Blake',
      'Carmen',
      'Casey',
    ]);
  });

  it('refuses brands outside the caller’s subtree (403) and unknown brands (404)', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    expect((await inbox(manager2, `brand=${grill}`)).body.error.code).toBe('BRAND.FORBIDDEN');
    expect((await inbox(manager, `brand=${tacos}`)).body.error.code).toBe('BRAND.FORBIDDEN');
    expect((await inbox(manager, 'brand=999999')).body.error.code).toBe('BRAND.NOT_FOUND');
    const filterOutside = await inbox(owner, `brand=${grill}&location=999999`);
    expect(filterOutside.body.error.code).toBe('BRAND.NOT_FOUND');
  });

  it('shows nothing to an employer without SOURCE_HIRE, although the brand is theirs', async () => {
    const lantern = await brandId(server.db, 'Lantern Portland Downtown');
    const { status, body } = await inbox(scheduler, `brand=${lantern}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ total: 0, applications: [] });
    expect(await count(scheduler, `/v1/groups/${lantern}/unread_message_count_employer`)).toBe(0);
    const owners = await inbox(owner, `brand=${lantern}`);
    expect(owners.body.data.total).toBe(1);
  });

  it('leaves archived applications out unless include_archived', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const open = await inbox(owner, `brand=${grill}`);
    const all = await inbox(owner, `brand=${grill}&include_archived=true&limit=100`);
    // Four demo threads at Portland Downtown and pooled@'s application (demo-tags.seed.ts) are open.
    expect(open.body.data.total).toBe(5);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.applications.filter((a) => a.archived).map((a) => a.status)).toEqual(['REJECTED']);
  });

  it('filters by status, position, location and unread', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const screening = await inbox(owner, `brand=${harbor}&status=SCREENING`);
    expect(screening.body.data.applications.map((a) => a.candidate?.first_name)).toEqual(['Avery']);
    const atDowntown = await inbox(owner, `brand=${harbor}&location=${downtown}`);
    expect(atDowntown.body.data.total).toBe(4);
    const unread = await inbox(manager, `brand=${downtown}&unread=true`);
    expect(unread.body.data.applications.map((a) => a.candidate?.first_name).sort()).toEqual([
      'Avery',
      'Blake',
    ]);
    const read = await inbox(manager, `brand=${downtown}&unread=false`);
    expect(read.body.data.total).toBe(2);
    const position = await server.db
      .selectFrom('positions')
      .select('id')
      .where('brand_id', '=', downtown)
      .where('title', '=', 'Line Cook')
      .executeTakeFirstOrThrow();
    const byPosition = await inbox(owner, `brand=${harbor}&position=${position.id}`);
    expect(byPosition.body.data.applications.map((a) => a.candidate?.first_name)).toEqual(['Avery']);
    const badStatus = await inbox(owner, `brand=${harbor}&status=LOST`);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.code).toBe('VALIDATION.INVALID');
  });
});

describe('unread counts per reader', () => {
  it('counts candidates’ messages each employer has not read themselves', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    expect(await count(manager, `/v1/groups/${downtown}/unread_message_count_employer`)).toBe(3);
    // The owner read none of the candidates' messages (manager@ read some at Portland Downtown).
    expect(await count(owner, `/v1/groups/${harbor}/unread_message_count_employer`)).toBe(7);
  });

  it('refuses another brand’s count and board (403) and answers 401 without a token', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    for (const path of [
      `/v1/groups/${grill}/unread_message_count_employer`,
      `/v1/groups/${grill}/employer/message_baord_data`,
    ]) {
      const response = await call(server, 'GET', path, { session: manager2 });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('BRAND.FORBIDDEN');
      expect((await call(server, 'GET', path)).statusCode).toBe(401);
    }
    expect((await call(server, 'GET', '/v1/unread_message_count_candidate')).statusCode).toBe(401);
  });

  it('sums the board by status, position and location for the inbox filters', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const response = await call(server, 'GET', `/v1/groups/${downtown}/employer/message_baord_data`, {
      session: manager,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: {
        total_applications: number;
        unread_messages: number;
        statuses: { status: string; applications: number; unread: number }[];
        positions: { title: string; applications: number; unread: number }[];
        locations: { name: string }[];
        positions_total: number;
        locations_total: number;
      };
    }>();
    expect(data.total_applications).toBe(4);
    expect([data.positions_total, data.locations_total]).toEqual([2, 1]);
    expect(data.unread_messages).toBe(3);
    expect(data.statuses.map((entry) => entry.status)).toEqual([
      'APPLIED',
      'SCREENING',
      'INTERVIEW',
      'OFFERED',
      'HIRED',
      'REJECTED',
    ]);
    expect(data.statuses.find((entry) => entry.status === 'SCREENING')).toEqual({
      status: 'SCREENING',
      applications: 1,
      unread: 2,
    });
    expect(data.positions).toEqual([
      expect.objectContaining({ title: 'Line Cook', applications: 1, unread: 2 }),
      expect.objectContaining({ title: 'Server', applications: 3, unread: 1 }),
    ]);
    expect(data.locations.map((entry) => entry.name)).toEqual(['Harbor Grill Portland Downtown']);
  });

  it('stays exact under concurrent readers marking the same messages', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const avery = await applicationOf(
      server.db,
      'avery.applicant@demo.brigade.test',
      'Line Cook',
      'Harbor Grill Portland Downtown',
    );
    const ids = (
      await server.db
        .selectFrom('application_messages')
        .select('id')
        .where('application_id', '=', avery)
        .execute()
    ).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const marks = ids.map((id) => ({ message_id: id, is_read: true }));
    const before = await messagingCounts(server.db);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 3 === 2
          ? call(server, 'GET', `/v1/groups/${downtown}/unread_message_count_employer`, { session: manager })
          : call(server, 'POST', '/v1/message_is_read', {
              session: index % 3 === 0 ? manager : owner,
              body: marks,
            }),
      ),
    );
    for (const [index, result] of results.entries()) {
      expect(result.statusCode).toBe(200);
      if (index % 3 === 2) expect([1, 3]).toContain(result.json<{ data: { count: number } }>().data.count);
    }
    // Two readers, two messages: four read rows however many times they were marked.
    expect((await messagingCounts(server.db)).message_reads).toBe(before.message_reads! + 4);
    expect(await count(manager, `/v1/groups/${downtown}/unread_message_count_employer`)).toBe(1);
    expect(await count(owner, `/v1/groups/${harbor}/unread_message_count_employer`)).toBe(5);
    // Unmarking is per reader too: the manager's own count comes back, the owner's stays.
    const unmark = ids.map((id) => ({ message_id: id, is_read: false }));
    expect(
      (await call(server, 'POST', '/v1/message_is_read', { session: manager, body: unmark })).statusCode,
    ).toBe(200);
    expect(await count(manager, `/v1/groups/${downtown}/unread_message_count_employer`)).toBe(3);
    expect(await count(owner, `/v1/groups/${harbor}/unread_message_count_employer`)).toBe(5);
  });
});

describe('read marks: bad input changes nothing', () => {
  it('refuses a message of someone else’s application with 404 and writes none of the marks', async () => {
    const tacosThread = await applicationOf(
      server.db,
      'emery.applicant@demo.brigade.test',
      'Server',
      'Tidewater Portland Airport',
    );
    const grillThread = await applicationOf(
      server.db,
      'candidate@demo.brigade.test',
      'Server',
      'Harbor Grill Portland Downtown',
    );
    const [foreign, own] = await Promise.all(
      [tacosThread, grillThread].map((id) =>
        server.db
          .selectFrom('application_messages')
          .select('id')
          .where('application_id', '=', id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow(),
      ),
    );
    const before = await messagingCounts(server.db);
    for (const session of [manager, candidate]) {
      const response = await call(server, 'POST', '/v1/message_is_read', {
        session,
        body: [
          { message_id: own!.id, is_read: true },
          { message_id: foreign!.id, is_read: true },
        ],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.MESSAGE_NOT_FOUND');
    }
    expect(await messagingCounts(server.db)).toEqual(before);
    expect(await count(candidate, '/v1/unread_message_count_candidate')).toBe(2);
  });

  it('refuses unknown ids, duplicates and malformed bodies with codes', async () => {
    const before = await messagingCounts(server.db);
    const cases: [unknown, number, string][] = [
      [[{ message_id: 99999999, is_read: true }], 404, 'MESSAGING.MESSAGE_NOT_FOUND'],
      [
        [
          { message_id: 1, is_read: true },
          { message_id: 1, is_read: false },
        ],
        400,
        'MESSAGING.DUPLICATE_MARK',
      ],
      [[], 400, 'VALIDATION.INVALID'],
      [{ message_id: 1, is_read: true }, 400, 'VALIDATION.INVALID'],
      [[{ message_id: 1, is_read: 'yes', extra: 1 }], 400, 'VALIDATION.INVALID'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(server, 'POST', '/v1/message_is_read', { session: candidate, body });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { code: string } }>().error.code).toBe(code);
    }
    expect(await messagingCounts(server.db)).toEqual(before);
  });
});
