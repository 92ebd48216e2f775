import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * The brand-scoped routes of the gateway's OpenAPI document (GET /api/docs/json) and how the
 * authorisation matrix (authorization-matrix.test.ts) calls each against one brand: the brand in
 * the path or query, the other path parameters resolved to real objects of that brand's subtree
 * (so an answer of 2xx would really read or write them), required query values, and a body the
 * route would accept.
 * One file over 400 lines on purpose: it is the one table of every brand-scoped route's call,
 * kept beside the document it must cover (a route missing here fails the matrix).
 */

interface Parameter {
  readonly in: string;
  readonly name: string;
  readonly required?: boolean;
  readonly schema: { readonly type?: string; readonly enum?: readonly unknown[] };
}

interface OpenApiDocument {
  readonly paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } } | undefined>;
        };
      }
    >
  >;
}

/** One brand-scoped route, as the document states it. */
export interface ScopedRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The gateway path below /api/core, `{name}` for path parameters. */
  readonly path: string;
  /** 'METHOD /path', the key of the tables below. */
  readonly key: string;
  /** Where the brand goes: the path's `{id}`, a query parameter or the body's `brand_id`. */
  readonly brandIn:
    { readonly kind: 'path' } | { readonly kind: 'query'; readonly name: string } | { readonly kind: 'body' };
  readonly parameters: readonly Parameter[];
}

const PREFIX = '/api/core';
/** A path whose `{id}` is a brand. */
const BRAND_IN_PATH = /\/(brands|brand\/[a-z_]+|groups|gps|dashboards\/brands)\/\{id\}/;
/** Query parameters that carry a brand id (or a list of them). */
const BRAND_QUERY = ['brand_id', 'brands_ids', 'brand_ids', 'brand', 'context_brand_id'] as const;

/** Every route of the document that reads or writes below a brand named by the caller. */
export function scopedRoutesOf(document: OpenApiDocument): ScopedRoute[] {
  const routes: ScopedRoute[] = [];
  for (const [fullPath, methods] of Object.entries(document.paths)) {
    if (!fullPath.startsWith(PREFIX)) continue;
    const path = fullPath.slice(PREFIX.length);
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const query = parameters.find(
        (parameter) =>
          parameter.in === 'query' && (BRAND_QUERY as readonly string[]).includes(parameter.name),
      );
      const inBody =
        operation.requestBody?.content?.['application/json']?.schema?.properties?.brand_id !== undefined;
      const brandIn: ScopedRoute['brandIn'] | undefined = BRAND_IN_PATH.test(path)
        ? { kind: 'path' }
        : query
          ? { kind: 'query', name: query.name }
          : inBody
            ? { kind: 'body' }
            : undefined;
      if (!brandIn) continue;
      const upper = method.toUpperCase() as ScopedRoute['method'];
      routes.push({ method: upper, path, key: `${upper} ${path}`, brandIn, parameters });
    }
  }
  return routes;
}

/** The brand a call is made against, and the objects of its subtree the call names. */
export interface Target {
  readonly brand: { readonly id: number; readonly path: string };
  /** A member of the brand's subtree other than the caller (a recognition's recipient). */
  readonly member: string;
  /** A candidate of an application in the subtree, and a tag of the subtree (else of any brand). */
  readonly candidate: string;
  readonly tag: number;
}

type Resolver = (db: Kysely<Database>, brandPath: string) => Promise<string | number | undefined>;

const inSubtree = (path: string) => [path, `${path}~`] as const;

/**
 * Each non-brand path parameter, resolved to an object of the brand's subtree (else of any
 * brand: an object id of another brand must be refused just as well). A route with a path
 * parameter missing here fails the test with its name, so a new route gets a resolver.
 */
export const RESOLVERS: Record<string, Resolver> = {
  medium: (db, path) => idBelow(db, 'brand_media', path),
  template: (db, path) => idBelow(db, 'attestation_templates', path),
  field: (db, path) => idBelow(db, 'attestation_static_fields', path),
  answer: (db, path) => idBelow(db, 'attestation_answers', path),
  budget: (db, path) => idBelow(db, 'reward_budgets', path),
  raffle: (db, path) => idBelow(db, 'raffles', path),
  rule: (db, path) => idBelow(db, 'reward_rules', path),
  // A pool (GLOBAL) tag: STATUS tags are fixed, so a write on one is refused for another reason.
  tagId: async (db, path) => (await globalTagBelow(db, path)) ?? idBelow(db, 'tags', path),
  position: (db, path) => idBelow(db, 'positions', path),
  atr: async (db, path) => atrBelow(db, path),
  application: async (db, path) => (await applicationBelow(db, path))?.id,
  candidateId: async (db, path) => (await applicationBelow(db, path))?.candidate_user_id,
  user: async (db, path) => memberBelow(db, path),
  code: async () => 'SOURCE_HIRE',
  entry: (db, path) => idBelow(db, 'logbook_entries', path),
  // `{id}` of a route whose brand is in the query: the job-ad provider's campaign id.
  id: async () => 'campaign-1',
  shift: (db, path) => idBelow(db, 'shifts', path),
  request: (db, path) => idBelow(db, 'shift_requests', path),
  timeOff: (db, path) => idBelow(db, 'time_off_requests', path),
  scheduleTemplate: (db, path) => idBelow(db, 'schedule_templates', path),
  // A timesheet's shift is its clock-in punch (issue #33).
  punch: (db, path) => idBelow(db, 'time_clock_punches', path),
};

type BrandOwned =
  | 'brand_media'
  | 'attestation_templates'
  | 'attestation_static_fields'
  | 'attestation_answers'
  | 'reward_budgets'
  | 'raffles'
  | 'reward_rules'
  | 'tags'
  | 'positions'
  | 'logbook_entries'
  | 'shifts'
  | 'shift_requests'
  | 'time_off_requests'
  | 'schedule_templates'
  | 'time_clock_punches';

async function idBelow(db: Kysely<Database>, table: BrandOwned, path: string): Promise<number | undefined> {
  const [from, to] = inSubtree(path);
  const below = await db
    .selectFrom(table)
    .innerJoin('brands', 'brands.id', `${table}.brand_id`)
    .select(`${table}.id as id`)
    .where('brands.path', '>=', from)
    .where('brands.path', '<', to)
    .orderBy(`${table}.id`)
    .executeTakeFirst();
  if (below) return Number(below.id);
  const any = await db.selectFrom(table).select('id').orderBy('id').executeTakeFirst();
  return any ? Number(any.id) : undefined;
}

async function globalTagBelow(db: Kysely<Database>, path: string): Promise<number | undefined> {
  const [from, to] = inSubtree(path);
  const row = await db
    .selectFrom('tags')
    .innerJoin('brands', 'brands.id', 'tags.brand_id')
    .select('tags.id')
    .where('tags.mode', '=', 'GLOBAL')
    .where('brands.path', '>=', from)
    .where('brands.path', '<', to)
    .orderBy('tags.id')
    .executeTakeFirst();
  return row?.id;
}

/** An approval to recruit of a position of the subtree, else of any brand (issue #38). */
async function atrBelow(db: Kysely<Database>, path: string): Promise<number | undefined> {
  const [from, to] = inSubtree(path);
  const below = await db
    .selectFrom('position_atrs')
    .innerJoin('positions', 'positions.id', 'position_atrs.position_id')
    .innerJoin('brands', 'brands.id', 'positions.brand_id')
    .select('position_atrs.id')
    .where('brands.path', '>=', from)
    .where('brands.path', '<', to)
    .orderBy('position_atrs.id')
    .executeTakeFirst();
  if (below) return below.id;
  return (await db.selectFrom('position_atrs').select('id').orderBy('id').executeTakeFirst())?.id;
}

async function applicationBelow(db: Kysely<Database>, path: string) {
  const [from, to] = inSubtree(path);
  return db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .innerJoin('brands', 'brands.id', 'positions.brand_id')
    .select(['applications.id', 'applications.candidate_user_id'])
    .where('brands.path', '>=', from)
    .where('brands.path', '<', to)
    .orderBy('applications.id')
    .executeTakeFirst();
}

/** A member of the subtree (the first by id), else undefined. */
export async function memberBelow(
  db: Kysely<Database>,
  path: string,
  except?: string,
): Promise<string | undefined> {
  const [from, to] = inSubtree(path);
  let query = db
    .selectFrom('brand_memberships')
    .innerJoin('brands', 'brands.id', 'brand_memberships.brand_id')
    .select('brand_memberships.user_id')
    .where('brands.path', '>=', from)
    .where('brands.path', '<', to)
    .orderBy('brand_memberships.user_id');
  if (except !== undefined) query = query.where('brand_memberships.user_id', '!=', except);
  return (await query.executeTakeFirst())?.user_id;
}

/** Values of required query parameters that are not the brand (first enum value, else these). */
const QUERY_VALUES: Record<string, string> = {
  file_name: 'menu.jpg',
  size: '1000',
  required_permissions: 'MANAGE_JOBS',
  service_code: 'SOURCE_HIRE',
  name: 'Matrix tag',
  from: '2026-01-01',
  to: '2026-12-31',
  date: '2031-01-06',
  q: 'matrix',
  week: '2026-12-07',
};

/** The URL of one call of `route` against `brandId` (path parameters resolved below `brandPath`). */
export async function urlFor(
  db: Kysely<Database>,
  route: ScopedRoute,
  brand: Target['brand'],
): Promise<string> {
  let url = route.path;
  const query = new URLSearchParams();
  for (const parameter of route.parameters) {
    if (parameter.in === 'path') {
      if (parameter.name === 'id' && route.brandIn.kind === 'path') {
        url = url.replace('{id}', String(brand.id));
        continue;
      }
      const enumerated = parameter.schema.enum?.[0];
      const resolver = RESOLVERS[parameter.name];
      if (enumerated === undefined && !resolver) {
        throw new Error(`${route.key}: no resolver for path parameter {${parameter.name}}`);
      }
      const value = enumerated ?? (await resolver!(db, brand.path)) ?? 1;
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query') {
      if (route.brandIn.kind === 'query' && parameter.name === route.brandIn.name) {
        query.set(parameter.name, String(brand.id));
      } else if (parameter.required) {
        const value = parameter.schema.enum?.[0] ?? QUERY_VALUES[parameter.name];
        if (value === undefined) {
          throw new Error(`${route.key}: no value for required query parameter ${parameter.name}`);
        }
        query.set(parameter.name, String(value));
      }
    }
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

const today = () => new Date().toISOString().slice(0, 10);
const TEXT = { en: 'Matrix check' };

/**
 * A body each write would accept (schema and meaning), so that a 2xx really writes: refusals
 * are refusals of the caller, not of the input. A write route missing here fails the test.
 */
export function bodyFor(route: ScopedRoute, target: Target): unknown {
  if (!ROUTES_WITH_BODY.has(route.key)) return undefined;
  const body = BODIES[route.key];
  if (body === undefined) {
    throw new Error(`${route.key}: add a valid body to BODIES in authorization-matrix.routes.ts`);
  }
  return typeof body === 'function' ? (body as (target: Target) => unknown)(target) : body;
}

let ROUTES_WITH_BODY = new Set<string>();

/** Records which routes declare a JSON body (from the document), for `bodyFor`. */
export function noteBodies(document: OpenApiDocument): void {
  ROUTES_WITH_BODY = new Set(
    Object.entries(document.paths).flatMap(([fullPath, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json'] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${fullPath.slice(PREFIX.length)}`),
    ),
  );
}

const POSITION_DRAFT = {
  title: 'Matrix position',
  category: 'FOH',
  employment_type: 'PART_TIME',
  pay_min: null,
  pay_max: null,
  pay_period: null,
  description: '',
  questions: [],
};

const BODIES: Record<string, unknown> = {
  'POST /v1/demo_request': (target: Target) => ({ brand_id: target.brand.id, service_code: 'LMS' }),
  'POST /v1/indeed/login': (target: Target) => ({
    brand_id: target.brand.id,
    authorization_code: 'matrix-code',
    employer: 'matrix-employer',
    redirect_uri: 'https://localhost/indeed/callback',
    code_verifier: 'a'.repeat(43),
  }),
  'POST /v1/indeed/login/check': (target: Target) => ({ brand_id: target.brand.id }),
  'POST /v1/indeed/logout': (target: Target) => ({ brand_id: target.brand.id }),
  'POST /v1/brands/{id}/media': {
    title: 'Matrix video',
    type: 'GALLERY',
    format: 'VIDEO',
    path: 'https://videos.example.test/matrix.mp4',
    is_hosted: false,
  },
  'POST /v1/brands/{id}/brands/search': { search_term: '' },
  'POST /v1/brands/{id}/employers/search': { search_term: '' },
  'POST /v1/brands/{id}/demo_requests': { module: 'LMS' },
  'PUT /v1/brands/{id}/level_activation': {
    service_code: 'REWARDS_AND_RECOGNITION',
    levels: [{ level: 'LOCATION', is_active: true }],
  },
  'PUT /v1/brands/{id}/settings/{setting}/level_activation': {
    levels: [{ level: 'LOCATION', is_active: true }],
  },
  'POST /v1/brands/{id}/settings/{setting}/attestation_templates': {
    type: 'YES_NO',
    required: true,
    default_language: 'en',
    text: TEXT,
    targeting: { brand_ids: [], position_categories: ['FOH'] },
    effective_from: '2026-01-01',
  },
  'PUT /v1/brands/{id}/settings/{setting}/attestation_templates/order': { ids: [] },
  'PUT /v1/brands/{id}/settings/{setting}/attestation_templates/{template}': {
    type: 'YES_NO',
    required: false,
    default_language: 'en',
    text: TEXT,
    targeting: { brand_ids: [], position_categories: ['FOH'] },
    effective_from: '2026-01-01',
    // The seeded templates' first revision: a stale one would be refused for another reason (409).
    revision: 1,
  },
  'POST /v1/brands/{id}/settings/{setting}/static_fields': { kind: 'DISCLAIMER', text: TEXT },
  'PUT /v1/brands/{id}/settings/{setting}/static_fields/{field}': { text: TEXT },
  'PUT /v1/brands/{id}/risk/attestation/answers/{answer}/resolution': { note: 'Matrix check' },
  'POST /v1/brands/{id}/budgets': () => ({
    period: 'MONTH',
    starts_on: `${today().slice(0, 7)}-01`,
    amount: 500,
    mode: 'FIXED',
    leftover: 'EXPIRE',
  }),
  'POST /v1/brands/{id}/recognitions': (target: Target) => ({
    recipient_id: target.member,
    points: 5,
    message: 'Matrix thanks',
  }),
  'POST /v1/brands/{id}/announcements': { message: 'Matrix announcement' },
  'POST /v1/brands/{id}/raffles': () => ({
    title: 'Matrix raffle',
    prize: 'A mug',
    entry_cost: 1,
    winners_count: 1,
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  'POST /v1/brands/{id}/raffles/{raffle}/entries': { entries: 1 },
  'POST /v1/brands/{id}/reward_rules': () => ({
    event: 'SHIFT_COVER',
    points: 5,
    cap_per_period: 10,
    period: 'MONTH',
    effective_from: today(),
    active: true,
  }),
  'PUT /v1/brands/{id}/reward_rules/{rule}': () => ({
    event: 'SHIFT_COVER',
    points: 5,
    cap_per_period: 10,
    period: 'MONTH',
    effective_from: today(),
    active: true,
  }),
  'POST /v1/brands/{id}/reward_rules/{rule}/fire': (target: Target) => ({
    user_id: target.member,
    event_key: `matrix-${Date.now()}`,
  }),
  'PUT /v1/brands/{id}/reward_people/{user}': { started_on: '2024-03-01' },
  'PUT /v1/brands/{id}/reward_referrals/{application}': (target: Target) => ({
    referrer_id: target.member,
  }),
  'POST /v1/brands/{id}/tags': { name: 'Matrix pool', mode: 'GLOBAL' },
  'PUT /v1/brands/{id}/tags/{tagId}': { name: 'Matrix pool renamed' },
  'POST /v1/brands/{id}/candidates/tags/assign': (target: Target) => ({
    candidate_ids: [target.candidate],
    tag_ids: [target.tag],
  }),
  'POST /v1/brands/{id}/candidates/tags/unassign': (target: Target) => ({
    candidate_ids: [target.candidate],
    tag_ids: [target.tag],
  }),
  'POST /v1/brands/{id}/tags/{tagId}/candidates/{candidateId}/feedback': { thump_type: 'UP' },
  'POST /v1/brands/{id}/talent_pools/validate_user': (target: Target) => ({ candidate_id: target.candidate }),
  'POST /v1/brands/{id}/logbook/entries': {
    date: '2031-01-06',
    type: 'GENERAL',
    title: 'Matrix note',
    body: '',
  },
  'PUT /v1/brands/{id}/logbook/entries/{entry}': {
    type: 'GENERAL',
    title: 'Matrix note',
    body: '',
    version: 1,
  },
  'PUT /v1/brands/{id}/logbook/entries/{entry}/follow_up': { status: 'OPEN' },
  'POST /v1/brands/{id}/logbook/entries/{entry}/comments': { body: 'Matrix comment' },
  'POST /v1/brands/{id}/logbook/attachments': {
    name: 'matrix.pdf',
    content_type: 'application/pdf',
    size: 100,
  },
  'POST /v1/brands/{id}/logbook/entries/{entry}/attachments': { upload_ids: ['0'.repeat(64)] },
  'POST /v1/brands/{id}/shifts': {
    week_start: '2026-12-07',
    user_id: null,
    position: 'Matrix',
    starts_at: '2026-12-07T17:00:00.000Z',
    ends_at: '2026-12-07T21:00:00.000Z',
    break_minutes: 0,
  },
  'PUT /v1/brands/{id}/shifts/{shift}': {
    user_id: null,
    position: 'Matrix',
    starts_at: '2026-12-07T17:00:00.000Z',
    ends_at: '2026-12-07T21:00:00.000Z',
    break_minutes: 0,
    version: 1,
  },
  'POST /v1/brands/{id}/schedule/publish': { week_start: '2026-12-07' },
  'POST /v1/brands/{id}/schedule/copy': { week_start: '2026-12-07' },
  'POST /v1/brands/{id}/schedule_templates': { name: 'Matrix', week_start: '2026-12-07' },
  'POST /v1/brands/{id}/schedule_templates/{scheduleTemplate}/apply': { week_start: '2026-12-07' },
  'PUT /v1/brands/{id}/schedule_rules': {
    time_zone: 'UTC',
    min_rest_minutes: 600,
    max_day_minutes: 720,
    max_week_minutes: 2400,
    notice_days: 14,
  },
  'PUT /v1/brands/{id}/schedule_wages': {
    currency: 'USD',
    positions: [{ position: 'Matrix', hourly_minor: 1500 }],
    people: [],
  },
  'PUT /v1/brands/{id}/schedule_people/{user}': { minor: false },
  'POST /v1/brands/{id}/shift_requests/{request}/approve': {},
  'POST /v1/brands/{id}/shifts/{shift}/offer_to': { to_user_id: 'matrix-colleague' },
  'PUT /v1/brands/{id}/my_availability': { blocks: [{ weekday: 7, from: '00:00', to: '10:00' }] },
  'POST /v1/brands/{id}/time_off': { starts_on: '2026-12-08', ends_on: '2026-12-08', reason: 'Matrix' },
  'POST /v1/brands/{id}/time_off/{timeOff}/approve': {},
  'POST /v1/brands/{id}/time_off/{timeOff}/refuse': {},
  // Position writes (issue #38).
  'POST /v1/brands/{id}/positions': POSITION_DRAFT,
  'PUT /v1/brands/{id}/positions/{position}': POSITION_DRAFT,
  'POST /v1/brands/{id}/positions/{position}/status': { status: 'PAUSED' },
  'POST /v1/brands/{id}/positions/{position}/atrs/{atr}/decision': { decision: 'APPROVED' },
  'POST /v1/brands/{id}/positions/{position}/archive': { archived: false },
  'PUT /v1/brands/{id}/positions/{position}/sms_code': { code: 'MATRIX' },
  'POST /v1/brands/{id}/positions/{position}/copies': (target: Target) => ({
    location_ids: [target.brand.id],
  }),
  'POST /v1/brands/{id}/timesheets/shifts/{punch}/approve': { version: 0 },
  'PUT /v1/brands/{id}/timesheets/shifts/{punch}': {
    version: 0,
    clock_in_at: '2026-12-07T17:00:00.000Z',
    clock_out_at: '2026-12-07T21:00:00.000Z',
    breaks: [],
    reason: 'Matrix',
  },
  // Interviews (issue #35).
  'PUT /v1/brands/{id}/interview_availability': {
    weekly_hours: [{ weekday: 1, start: '10:00', end: '12:00' }],
    length_minutes: 30,
    buffer_minutes: 10,
    horizon_days: 14,
  },
};
