import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../../../server/seed/demo-accounts.seed';
import type { TestServer } from '../../support/test-server';
import {
  bodyFor,
  memberBelow,
  noteBodies,
  RESOLVERS,
  scopedRoutesOf,
  urlFor,
  type ScopedRoute,
  type Target,
} from './authorization-matrix.routes';
import {
  brandId,
  call,
  lastMessageTo,
  linkParameter,
  signIn,
  startGatewayServer,
  userIdOf,
  type Session,
} from './gateway.harness';

/**
 * The authorisation matrix (issue #28): every brand-scoped route of the OpenAPI document, called
 * by a job seeker with an entry brand and no membership (seeker@), a freshly registered candidate,
 * a freshly registered employer and each demo account that can sign in, against a brand the
 * account belongs to and one it does not. Outside its memberships and grants an account gets
 * 403/404 with a code — never 2xx — and refused writes (bodies that would be valid) change no row;
 * inside, the brand check lets it through (a missing feature or permission may still refuse, with
 * its own code). A route added to the document is in the matrix without touching this file;
 * one with a new path parameter or body names what it needs (authorization-matrix.routes.ts).
 * One file over 400 lines because its accounts, sessions and sweeps share one seeded server and
 * one list of known exceptions, read together when a route is refused.
 */

/**
 * Bounds for a loaded two-core machine (not timing assertions): the hook hashes 16 passwords
 * (scrypt) and each sweep makes some 1 800 calls; on PostgreSQL both take longer.
 */
const SLOW_HOOK_MS = 240_000;
const SWEEP_MS = 300_000;

/** Codes that say the brand itself is out of the caller's reach. */
const BRAND_REFUSALS = ['BRAND.FORBIDDEN', 'BRAND.NOT_FOUND', 'BRAND.NOT_A_MEMBER'];

/**
 * Routes whose brand parameter is not a scope, with what they answer for a brand outside it and
 * what the answer must (not) carry. Keep this short: each entry says why.
 */
const OUTSIDE_EXCEPTIONS: Record<string, { status: number; check?: (data: unknown, brand: number) => void }> =
  {
    // context_brand_id is a hint: one outside the scope is ignored (the caller's own context, or
    // none), and nothing of that brand is in the answer.
    'GET /v1/users/session_bootstrap': {
      status: 200,
      check: (data, brand) =>
        expect((data as { context: { brand: { id: number } } | null }).context?.brand.id).not.toBe(brand),
    },
  };

/**
 * What the owner (every permission on the Harbor group) gets inside Harbor Grill where that is
 * not 2xx, run in the document's order (earlier writes shape later answers). Every other route
 * answers 2xx to the owner: the matrix's bodies are valid, so these are refusals of the state.
 */
const OWNER_INSIDE_EXCEPTIONS: Record<string, string> = {
  // Harbor Grill is a brand, not a location: schedules belong to locations (issue #34;
  // tests/server/gateway/schedules calls them on a location).
  'GET /v1/brands/{id}/schedule': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shifts': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/shifts/{shift}': '400 SCHEDULES.NOT_A_LOCATION',
  'DELETE /v1/brands/{id}/shifts/{shift}': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/schedule/publish': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/schedule/copy': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/schedule_templates': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/schedule_templates': '400 SCHEDULES.NOT_A_LOCATION',
  'DELETE /v1/brands/{id}/schedule_templates/{scheduleTemplate}': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/schedule_templates/{scheduleTemplate}/apply': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/schedule_rules': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/schedule_rules': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/schedule_wages': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/schedule_wages': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/schedule_people/{user}': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shifts/{shift}/offer': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shifts/{shift}/offer_to': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/shifts/{shift}/colleagues': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shifts/{shift}/take': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shift_requests/{request}/cancel': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/shift_requests': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shift_requests/{request}/approve': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/shift_requests/{request}/refuse': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/my_availability': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/time_off': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/time_off/{timeOff}/cancel': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/time_off/{timeOff}/approve': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/time_off/{timeOff}/refuse': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/schedule_availability': '400 SCHEDULES.NOT_A_LOCATION',
  // Timesheets are a location's, checked as schedules are (issue #33).
  'GET /v1/brands/{id}/timesheets': '400 SCHEDULES.NOT_A_LOCATION',
  'GET /v1/brands/{id}/timesheets/csv': '400 SCHEDULES.NOT_A_LOCATION',
  'POST /v1/brands/{id}/timesheets/shifts/{punch}/approve': '400 SCHEDULES.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/timesheets/shifts/{punch}': '400 SCHEDULES.NOT_A_LOCATION',
  // The owner's own brand is Harbor Grill, not a location: positions open at locations (#38).
  'POST /v1/brands/{id}/positions': '400 POSITIONS.NOT_A_LOCATION',
  'POST /v1/brands/{id}/positions/{position}/copies': '400 POSITIONS.NOT_A_LOCATION',
  // Harbor Grill has no media seeded: the id resolved is another brand's.
  'DELETE /v1/brands/{id}/media/{medium}': '404 MEDIA.NOT_FOUND',
  // No job-ad provider connected in the demo.
  'GET /v1/indeed/campaigns': '409 INDEED.NOT_CONNECTED',
  'GET /v1/indeed/campaigns/{id}': '409 INDEED.NOT_CONNECTED',
  // The provider's sign-in is not run here (tests/server/gateway/job-ads runs it with its fake).
  'POST /v1/indeed/login': '400 INDEED.REDIRECT_URI_MISMATCH',
  // The order names no template; the seeded template is past revision 1; DISCLAIMER is seeded.
  'PUT /v1/brands/{id}/settings/{setting}/attestation_templates/order': '400 ATTESTATION.ORDER_MISMATCH',
  'PUT /v1/brands/{id}/settings/{setting}/attestation_templates/{template}':
    '409 ATTESTATION.REVISION_CONFLICT',
  'POST /v1/brands/{id}/settings/{setting}/static_fields': '409 ATTESTATION.STATIC_FIELD_EXISTS',
  // The first answer is not flagged; this month's budget is seeded.
  'PUT /v1/brands/{id}/risk/attestation/answers/{answer}/resolution': '409 ATTESTATION.NOT_FLAGGED',
  'POST /v1/brands/{id}/budgets': '409 REWARDS.BUDGET_EXISTS',
  // Drawn just before.
  'POST /v1/brands/{id}/raffles/{raffle}/cancel': '409 REWARDS.RAFFLE_WRONG_STATUS',
  // The pool tag was deleted just before; the candidate does not carry it.
  'POST /v1/brands/{id}/candidates/tags/assign': '404 TAGS.NOT_FOUND',
  'POST /v1/brands/{id}/candidates/tags/unassign': '404 TAGS.NOT_FOUND',
  'POST /v1/brands/{id}/tags/{tagId}/candidates/{candidateId}/feedback': '409 TAGS.NOT_CARRIED',
  // Logbook entries belong to locations; Harbor Grill is a brand above them (issue #36).
  'GET /v1/brands/{id}/logbook/day': '400 LOGBOOK.NOT_A_LOCATION',
  'POST /v1/brands/{id}/logbook/entries': '400 LOGBOOK.NOT_A_LOCATION',
  'GET /v1/brands/{id}/logbook/entries/{entry}': '400 LOGBOOK.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/logbook/entries/{entry}': '400 LOGBOOK.NOT_A_LOCATION',
  'DELETE /v1/brands/{id}/logbook/entries/{entry}': '400 LOGBOOK.NOT_A_LOCATION',
  'PUT /v1/brands/{id}/logbook/entries/{entry}/follow_up': '400 LOGBOOK.NOT_A_LOCATION',
  'POST /v1/brands/{id}/logbook/entries/{entry}/comments': '400 LOGBOOK.NOT_A_LOCATION',
  'POST /v1/brands/{id}/logbook/attachments': '400 LOGBOOK.NOT_A_LOCATION',
  'POST /v1/brands/{id}/logbook/entries/{entry}/attachments': '400 LOGBOOK.NOT_A_LOCATION',
  // Interview hours are a location's (issue #35); the matrix's from–to is longer than 42 days.
  'PUT /v1/brands/{id}/interview_availability': '400 INTERVIEWS.NOT_A_LOCATION',
  'DELETE /v1/brands/{id}/interview_availability/positions/{position}': '400 INTERVIEWS.NOT_A_LOCATION',
  'GET /v1/brands/{id}/interviews': '400 INTERVIEWS.RANGE_INVALID',
};

interface Account {
  readonly label: string;
  readonly session: Session;
  readonly userId: string;
  /** A brand the account is a member of; undefined for candidates and seekers. */
  readonly own?: Target;
  /** A brand outside every membership and grant of the account. */
  readonly outside: Target;
}

let server: TestServer;
let routes: ScopedRoute[];
let accounts: Account[];

async function targetOf(id: number, caller: string): Promise<Target> {
  const brand = await server.db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const member =
    (await memberBelow(server.db, brand.path, caller)) ??
    (await userIdOf(server.db, 'owner@demo.brigade.test'));
  const candidate = String((await RESOLVERS.candidateId!(server.db, brand.path)) ?? member);
  const tag = Number((await RESOLVERS.tagId!(server.db, brand.path)) ?? 1);
  return { brand, member, candidate, tag };
}

/** Registers (and activates) a new account through the public routes; an employer brings a business. */
async function register(email: string, employer: boolean): Promise<Session> {
  const password = 'Matrix-pass-9';
  const response = await call(server, 'POST', '/v1/users/registration', {
    body: {
      email,
      password,
      first_name: employer ? 'Erin' : 'Cody',
      user_type: employer ? 'EMPLOYER' : 'CANDIDATE',
      ...(employer ? { brand: { name: 'Matrix Bistro' } } : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`registration of ${email}: ${response.body}`);
  const token = linkParameter((await lastMessageTo(server.db, email))!.body, 'token');
  await call(server, 'POST', '/v1/users/activation', { body: { token } });
  return signIn(server, email, password);
}

/** The first of these brands outside all the user's memberships and grants. */
async function outsideBrandOf(userId: string): Promise<number> {
  const paths = await server.db
    .selectFrom('brands')
    .select('brands.path')
    .where(({ eb, or, selectFrom }) =>
      or([
        eb(
          'brands.id',
          'in',
          selectFrom('brand_memberships').select('brand_id').where('user_id', '=', userId),
        ),
        eb('brands.id', 'in', selectFrom('user_accesses').select('brand_id').where('user_id', '=', userId)),
        eb(
          'brands.id',
          'in',
          selectFrom('user_permissions').select('brand_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  for (const name of ['Harbor Grill', 'Tidewater Tacos', 'Sunset Diner Co']) {
    const id = await brandId(server.db, name);
    const brand = await server.db
      .selectFrom('brands')
      .select('path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!paths.some((own) => brand.path.startsWith(own.path))) return id;
  }
  throw new Error(`no brand outside the scope of ${userId}`);
}

/**
 * The brand the account is tested inside: Harbor Grill (the demo's richest brand: rewards,
 * attestation, tags, media, applications) when the account's scope holds it, else the first
 * brand it is a member of; undefined without a membership.
 */
async function insideBrandOf(userId: string): Promise<number | undefined> {
  const memberships = await server.db
    .selectFrom('brand_memberships')
    .innerJoin('brands', 'brands.id', 'brand_memberships.brand_id')
    .select(['brands.id', 'brands.path'])
    .where('brand_memberships.user_id', '=', userId)
    .orderBy('brands.id')
    .execute();
  const grill = await server.db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('name', '=', 'Harbor Grill')
    .executeTakeFirstOrThrow();
  if (memberships.some((membership) => grill.path.startsWith(membership.path))) return grill.id;
  return memberships[0]?.id;
}

async function accountOf(label: string, session: Session, email: string): Promise<Account> {
  const userId = await userIdOf(server.db, email);
  const inside = await insideBrandOf(userId);
  return {
    label,
    session,
    userId,
    ...(inside === undefined ? {} : { own: await targetOf(inside, userId) }),
    outside: await targetOf(await outsideBrandOf(userId), userId),
  };
}

beforeAll(async () => {
  server = await startGatewayServer();
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  noteBodies(document);
  routes = scopedRoutesOf(document);
  const signable = DEMO_ACCOUNTS.filter((account) => !account.unconfirmed);
  accounts = [];
  for (const account of signable) {
    accounts.push(await accountOf(account.email, await signIn(server, account.email), account.email));
  }
  accounts.push(
    await accountOf(
      'fresh candidate',
      await register('matrix-candidate@example.test', false),
      'matrix-candidate@example.test',
    ),
    await accountOf(
      'fresh employer',
      await register('matrix-employer@example.test', true),
      'matrix-employer@example.test',
    ),
  );
}, SLOW_HOOK_MS);
afterAll(async () => {
  // AUTH_MATRIX_REPORT=/tmp/matrix.tsv writes every answer of the run there (to count, or to
  // compare two runs, e.g. before and after a fix).
  if (process.env.AUTH_MATRIX_REPORT)
    fs.writeFileSync(process.env.AUTH_MATRIX_REPORT, `${report.join('\n')}\n`);
  await server.close();
});

/** Every answer, as `account, route, brand, status, code` lines (see AUTH_MATRIX_REPORT). */
const report: string[] = [];

async function send(account: Account, route: ScopedRoute, target: Target): Promise<LightMyRequestResponse> {
  // Resolved at each call: the objects a route names follow the writes made before it.
  const url = await urlFor(server.db, route, target.brand);
  const body = bodyFor(route, target);
  const response = await call(server, route.method, url, {
    session: account.session,
    ...(body === undefined ? {} : { body }),
  });
  report.push(
    [account.label, route.key, target.brand.id, response.statusCode, String(errorCode(response) ?? '')].join(
      '\t',
    ),
  );
  return response;
}

const errorCode = (response: LightMyRequestResponse): unknown => {
  try {
    return response.json<{ error?: { code?: unknown } }>().error?.code;
  } catch {
    return undefined;
  }
};

/** Row counts of every table and the points ledger's total: what a refused write must not move. */
async function stateOf(): Promise<Record<string, number>> {
  // Our tables only: on PostgreSQL graphile-worker keeps its own in schema graphile_worker.
  const tables = (await server.db.introspection.getTables())
    .filter((table) => table.schema === undefined || table.schema === 'public')
    .map((table) => table.name)
    .sort();
  const state: Record<string, number> = {};
  for (const table of tables) {
    if (IGNORED_TABLES.includes(table)) continue;
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.db,
    );
    state[table] = Number(row.rows[0]!.n);
  }
  const ledger = await sql<{
    total: number | string | null;
  }>`select sum(points) as total from points_ledger`.execute(server.db);
  state['points_ledger.sum(points)'] = Number(ledger.rows[0]!.total ?? 0);
  return state;
}

/** Bookkeeping a refused call may write: rate-limit counters and migration meta. */
const IGNORED_TABLES = ['rate_limit_hits', 'kysely_migration', 'kysely_migration_lock'];

it('the OpenAPI document lists the brand-scoped routes, each with what the matrix needs to call it', async () => {
  expect(routes.length).toBeGreaterThan(100);
  const target = accounts.find((account) => account.label === 'owner@demo.brigade.test')!.own!;
  for (const route of routes) {
    await urlFor(server.db, route, target.brand);
    bodyFor(route, target);
  }
});

it(
  'outside its memberships and grants every account gets 403/404 with a code, and nothing is written',
  async () => {
    const before = await stateOf();
    const wrong: string[] = [];
    for (const account of accounts) {
      for (const route of routes) {
        const response = await send(account, route, account.outside);
        const exception = OUTSIDE_EXCEPTIONS[route.key];
        const where = `${account.label} → ${route.key} (brand ${account.outside.brand.id})`;
        if (exception) {
          if (response.statusCode !== exception.status)
            wrong.push(`${where}: ${response.statusCode}, expected ${exception.status}`);
          else exception.check?.(response.json().data, account.outside.brand.id);
          continue;
        }
        const code = errorCode(response);
        if (![403, 404].includes(response.statusCode) || typeof code !== 'string') {
          wrong.push(`${where}: ${response.statusCode} ${String(code ?? '')}`);
        }
      }
    }
    expect({ wrong, state: await stateOf() }).toEqual({ wrong: [], state: before });
  },
  SWEEP_MS,
);

it(
  'the entry brand opens nothing: seeker@ gets 403 BRAND.FORBIDDEN on every route of Harbor Grill and below',
  async () => {
    const seeker = accounts.find((account) => account.label === 'seeker@demo.brigade.test')!;
    const grill = await brandId(server.db, 'Harbor Grill');
    expect(seeker.outside.brand.id).toBe(grill);
    const location = await targetOf(
      await brandId(server.db, 'Harbor Grill Portland Downtown'),
      seeker.userId,
    );
    const answers: string[] = [];
    for (const target of [seeker.outside, location]) {
      for (const route of routes) {
        if (OUTSIDE_EXCEPTIONS[route.key]) continue;
        const response = await send(seeker, route, target);
        const answer = `${response.statusCode} ${String(errorCode(response))}`;
        if (answer !== '403 BRAND.FORBIDDEN')
          answers.push(`${route.key} (brand ${target.brand.id}): ${answer}`);
      }
    }
    expect(answers).toEqual([]);
  },
  SWEEP_MS,
);

it(
  'inside a membership the brand check lets every account through; the owner gets 2xx but for the listed states',
  async () => {
    const wrong: string[] = [];
    for (const account of accounts) {
      if (!account.own) continue;
      for (const route of routes) {
        const response = await send(account, route, account.own);
        const code = errorCode(response);
        const where = `${account.label} → ${route.key} (brand ${account.own.brand.id})`;
        if (response.statusCode >= 500) wrong.push(`${where}: ${response.statusCode}`);
        else if (typeof code === 'string' && BRAND_REFUSALS.includes(code)) wrong.push(`${where}: ${code}`);
        else if (account.label === 'owner@demo.brigade.test') {
          const answer = response.statusCode < 300 ? '2xx' : `${response.statusCode} ${String(code)}`;
          const expected = OWNER_INSIDE_EXCEPTIONS[route.key] ?? '2xx';
          if (answer !== expected) wrong.push(`${where}: ${answer}, expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  },
  SWEEP_MS,
);
