import type { Database } from '../../../server/db/schema';
import type { TestServer } from '../../support/test-server';
import {
  brandId,
  call,
  signIn,
  snapshot,
  startGatewayServer,
  userIdOf,
  type Session,
} from './gateway.harness';

/**
 * The contract every gateway route keeps: no token → 401 with a TOKEN.* code; a brand of
 * somebody else → 403 BRAND.FORBIDDEN; malformed input → 400 with a code and nothing written.
 * `{b}` is replaced by a brand id. One file over 400 lines on purpose: it is the one table of every
 * route's cases, read and extended in one place when a route is added.
 */
interface RouteCase {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /** A malformed variant: another path and/or body. */
  readonly malformed?: { readonly path?: string; readonly body?: unknown };
}

const AUTHED: readonly RouteCase[] = [
  { method: 'GET', path: '/v1/users/info', malformed: { path: '/v1/users/info?include_persona=maybe' } },
  { method: 'GET', path: '/v1/user' },
  { method: 'POST', path: '/v1/logout', body: { refresh_token: 'x' }, malformed: { body: {} } },
  { method: 'GET', path: '/v1/users/navigation_preferences' },
  {
    method: 'PUT',
    path: '/v1/users/navigation_preferences',
    body: { default_home_page: null },
    malformed: { body: { default_home_page: 'NOWHERE' } },
  },
  { method: 'GET', path: '/v1/user_lat_long' },
  { method: 'GET', path: '/v1/users/reward_profile' },
  {
    method: 'PUT',
    path: '/v1/users/reward_profile',
    body: { birthday: '07-14', birthday_opt_in: true },
    malformed: { body: { birthday: '7/14', birthday_opt_in: true } },
  },
  {
    method: 'PUT',
    path: '/v1/user_lat_long',
    body: { lat: 45.5, long: -122.6, consent: true },
    malformed: { body: { lat: 'north', long: -122.6, consent: true } },
  },
  { method: 'DELETE', path: '/v1/user_lat_long' },
  { method: 'GET', path: '/v1/user/basic_media' },
  {
    method: 'POST',
    path: '/v1/users/verification/send',
    body: { type: 'EMAIL' },
    malformed: { body: { type: 'FAX' } },
  },
  {
    method: 'GET',
    path: '/v1/users/verification/check?type=EMAIL',
    malformed: { path: '/v1/users/verification/check' },
  },
  {
    method: 'POST',
    path: '/v1/users/verification/confirm',
    body: { type: 'EMAIL', code: '123456' },
    malformed: { body: { type: 'EMAIL', code: 'abc' } },
  },
  { method: 'GET', path: '/v1/users/mfa/setup/status' },
  {
    method: 'PUT',
    path: '/v1/users/mfa/setup',
    body: { method: 'PASSCODES' },
    malformed: { body: { method: 'FAX' } },
  },
  { method: 'PUT', path: '/v1/profile_photo', body: {}, malformed: { body: { file: 'not multipart' } } },
  {
    method: 'PUT',
    path: '/v1/users/registration/details',
    body: { position: 'Chef' },
    malformed: { body: { employees_count: -1 } },
  },
  {
    method: 'POST',
    path: '/v2/users/federated_registration',
    body: { user_type: 'CANDIDATE' },
    malformed: { body: { user_type: 'ROBOT' } },
  },
  { method: 'GET', path: '/v1/users/brands', malformed: { path: '/v1/users/brands?view_mode=ROUND' } },
  { method: 'GET', path: '/v1/employees/businesses/brands' },
  {
    method: 'GET',
    path: '/v1/web_versions?brand_id={b}',
    malformed: { path: '/v1/web_versions?brand_id=zero' },
  },
  {
    method: 'GET',
    path: '/v1/employers/profile_scheme?brand_id={b}',
    malformed: { path: '/v1/employers/profile_scheme?brand_id=-4' },
  },
  {
    method: 'GET',
    path: '/v1/js_dashboard/profile_scheme?brand_id={b}',
    malformed: { path: '/v1/js_dashboard/profile_scheme?brand_id=x' },
  },
  {
    method: 'GET',
    path: '/v1/candidate_applications',
    malformed: { path: '/v1/candidate_applications?limit=0' },
  },
  { method: 'GET', path: '/v1/unread_message_count_candidate' },
  { method: 'GET', path: '/v1/application_messages/1', malformed: { path: '/v1/application_messages/x' } },
  {
    method: 'POST',
    path: '/v1/applications/1/messages',
    body: { message_body: 'hi' },
    malformed: { path: '/v1/applications/x/messages' },
  },
  {
    method: 'POST',
    path: '/v1/message_is_read',
    body: [{ message_id: 1, is_read: true }],
    malformed: { body: { message_id: 1 } },
  },
  { method: 'GET', path: '/v1/messaging/limits' },
  { method: 'GET', path: '/v1/applications/1', malformed: { path: '/v1/applications/0' } },
  {
    method: 'GET',
    path: '/v1/applications/1/resumes/1/signed_url',
    malformed: { path: '/v1/applications/1/resumes/0/signed_url' },
  },
  { method: 'GET', path: '/v1/position_type_lookup' },
];

/** Brand-scoped routes; the malformed variant uses a non-numeric brand id unless given. */
const BRAND_SCOPED: readonly RouteCase[] = [
  { method: 'GET', path: '/v1/dashboards/brands/{b}/hiring' },
  { method: 'GET', path: '/v1/dashboards/brands/{b}/hiring/open_positions' },
  {
    method: 'GET',
    path: '/v1/dashboards/brands/{b}/hiring/reply_times',
    malformed: { path: '/v1/dashboards/brands/{b}/hiring/reply_times?from=yesterday' },
  },
  { method: 'GET', path: '/v1/dashboards/brands/{b}/tts' },
  { method: 'GET', path: '/v1/dashboards/brands/{b}/tts/locations' },
  {
    method: 'GET',
    path: '/v1/dashboards/brands/{b}/hiring_report',
    malformed: { path: '/v1/dashboards/brands/{b}/hiring_report?direction=sideways' },
  },
  { method: 'GET', path: '/v1/brands/{b}/tree' },
  { method: 'GET', path: '/v1/groups/{b}/brands' },
  {
    method: 'GET',
    path: '/v1/brands/services?brand_ids={b}',
    malformed: { path: '/v1/brands/services?brand_ids=1;2' },
  },
  {
    method: 'POST',
    path: '/v1/brands/{b}/brands/search',
    body: { search_term: 'Portland' },
    malformed: { body: { search_term: 'x', limit: 0 } },
  },
  {
    method: 'POST',
    path: '/v1/brands/{b}/employers/search',
    body: { search_term: '' },
    malformed: { body: { limit: 10 } },
  },
  { method: 'POST', path: '/v1/brands/{b}/employers/favourites' },
  { method: 'DELETE', path: '/v1/brands/{b}/employers/favourites' },
  { method: 'GET', path: '/v1/gps/{b}' },
  { method: 'GET', path: '/v1/brands/{b}/basic_info' },
  { method: 'GET', path: '/v1/brand/basic_media/{b}' },
  { method: 'GET', path: '/v1/brand/location/{b}' },
  { method: 'GET', path: '/v1/brands/{b}/currencies' },
  { method: 'GET', path: '/v1/brands/{b}/account_suspension/check' },
  { method: 'GET', path: '/v1/brands/{b}/jobs/templates' },
  { method: 'GET', path: '/v1/brands/{b}/business_setup/settings' },
  { method: 'GET', path: '/v1/brands/{b}/settings' },
  { method: 'GET', path: '/v1/brands/{b}/break_waiver_files/settings' },
  { method: 'GET', path: '/v1/brands/{b}/rum_settings' },
  { method: 'GET', path: '/v1/policy?brands_ids={b}', malformed: { path: '/v1/policy?brands_ids=a,b' } },
  { method: 'GET', path: '/v1/users/brands/{b}/policy' },
  {
    method: 'GET',
    path: '/v2/permissions/users?brands_ids={b}',
    malformed: { path: '/v2/permissions/users' },
  },
  {
    method: 'GET',
    path: '/v1/brands/{b}/permissions/is_authorized?required_permissions=MANAGE_JOBS',
    malformed: { path: '/v1/brands/{b}/permissions/is_authorized' },
  },
  { method: 'GET', path: '/v1/brands/{b}/reports/settings' },
  {
    method: 'GET',
    path: '/v1/brands/{b}/services/SOURCE_HIRE/reporting_settings',
    malformed: { path: '/v1/brands/{b}/services/NOT%20A%20CODE/reporting_settings' },
  },
  { method: 'GET', path: '/brands/{b}/services/SOURCE_HIRE/reporting_settings' },
  { method: 'GET', path: '/v1/brands/{b}/services/SOURCE_HIRE/approval_flows' },
  {
    method: 'GET',
    path: '/v1/brands/{b}/services/SOURCE_HIRE/operation_entities',
    malformed: { path: '/v1/brands/{b}/services/SOURCE_HIRE/operation_entities?entity_ids=x' },
  },
  {
    method: 'GET',
    path: '/v1/brands/{b}/demo_requests/LMS',
    malformed: { path: '/v1/brands/{b}/demo_requests/COFFEE' },
  },
  {
    method: 'POST',
    path: '/v1/brands/{b}/demo_requests',
    body: { module: 'LMS' },
    malformed: { body: { module: 'LMS', extra: true } },
  },
  {
    method: 'GET',
    path: '/v1/demo_request?brand_id={b}&service_code=LMS',
    malformed: { path: '/v1/demo_request?brand_id={b}&service_code=lower' },
  },
  {
    method: 'POST',
    path: '/v1/demo_request',
    body: { brand_id: '{b}', service_code: 'LMS' },
    malformed: { body: { brand_id: '{b}' } },
  },
  { method: 'GET', path: '/v1/web_versions?brand_id={b}' },
  {
    method: 'GET',
    path: '/v1/employer_applications?brand={b}',
    malformed: { path: '/v1/employer_applications?brand={b}&unread=maybe' },
  },
  { method: 'GET', path: '/v1/groups/{b}/unread_message_count_employer' },
  { method: 'GET', path: '/v1/groups/{b}/employer/message_baord_data' },
  { method: 'GET', path: '/v1/brands/{b}/positions/settings' },
  {
    method: 'GET',
    path: '/v1/category_positions?brand_id={b}',
    malformed: { path: '/v1/category_positions?brand_id={b}&get_all_positions=often' },
  },
  // Position 5 is the demo's first location position: the Server of Harbor Grill Portland Downtown.
  { method: 'GET', path: '/v1/brands/{b}/positions/5/atrs' },
  { method: 'GET', path: '/v1/brands/{b}/users' },
  { method: 'GET', path: '/v1/brands/{b}/users/locations' },
  { method: 'GET', path: '/v3/brands/{b}/users', malformed: { path: '/v3/brands/{b}/users?view=FULL' } },
  {
    method: 'POST',
    path: '/v1/indeed/login/check',
    body: { brand_id: '{b}' },
    malformed: { body: { brand_id: 'x' } },
  },
  { method: 'POST', path: '/v1/indeed/logout', body: { brand_id: '{b}' }, malformed: { body: {} } },
  // The provider's login and campaign reads need the provider: tests/server/gateway/job-ads/indeed.test.ts.
];

let server: TestServer;
let manager: Session;
let own: number;
let foreign: number;

const fill = (value: unknown, id: number | string): unknown =>
  typeof value === 'string'
    ? value.replace('{b}', String(id))
    : value && typeof value === 'object'
      ? JSON.parse(
          JSON.stringify(value)
            .replace(/"\{b\}"/g, String(id))
            .replace(/\{b\}/g, String(id)),
        )
      : value;

beforeAll(async () => {
  server = await startGatewayServer();
  manager = await signIn(server, 'manager@demo.brigade.test');
  own = await brandId(server.db, 'Harbor Grill Portland Downtown');
  foreign = await brandId(server.db, 'Tidewater Tacos');
});
afterAll(() => server.close());

describe.each([...AUTHED, ...BRAND_SCOPED])('$method $path', (route) => {
  it('answers 401 with a TOKEN code without a bearer token', async () => {
    const response = await call(server, route.method, fill(route.path, own) as string, {
      body: fill(route.body, own),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status_code: 401,
      error: { code: expect.stringMatching(/^TOKEN\./) },
    });
  });

  it('answers 401 TOKEN.INVALID for a forged token', async () => {
    const response = await call(server, route.method, fill(route.path, own) as string, {
      body: fill(route.body, own),
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN.INVALID');
  });

  if (route.malformed || route.path.includes('{b}')) {
    it('answers 400 with a code for malformed input and writes nothing', async () => {
      const before = await snapshot(server.db);
      const path = fill(route.malformed?.path ?? route.path, route.malformed?.path ? own : 'abc') as string;
      const response = await call(server, route.method, path, {
        session: manager,
        body: fill(route.malformed?.body ?? route.body, own),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status_code: 400,
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(await snapshot(server.db)).toEqual(before);
    });
  }
});

describe.each(BRAND_SCOPED)('$method $path on another brand', (route) => {
  it('answers 403 BRAND.FORBIDDEN to a manager of another brand and writes nothing', async () => {
    const before = await snapshot(server.db);
    const response = await call(server, route.method, fill(route.path, foreign) as string, {
      session: manager,
      body: fill(route.body, foreign),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status_code: 403,
      error: { code: 'BRAND.FORBIDDEN', message: expect.any(String) },
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('answers 404 BRAND.NOT_FOUND for a brand that does not exist', async () => {
    const response = await call(server, route.method, fill(route.path, 999999) as string, {
      session: manager,
      body: fill(route.body, 999999),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BRAND.NOT_FOUND');
  });

  it('answers 200 in the envelope on the manager’s own brand', async () => {
    const response = await call(server, route.method, fill(route.path, own) as string, {
      session: manager,
      body: fill(route.body, own),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status_code: 200, data: expect.anything() });
  });
});

describe('authenticated routes without a brand', () => {
  // Multipart uploads are driven with real forms in their own tests (media, messaging).
  const multipartOnly = new Set(['/v1/profile_photo', '/v1/applications/1/messages']);
  it.each(AUTHED.filter((route) => !route.path.includes('{b}') && !multipartOnly.has(route.path)))(
    '$method $path answers 200 in the envelope',
    async (route) => {
      const response = await call(server, route.method, route.path, { session: manager, body: route.body });
      if (route.path === '/v1/users/verification/confirm') {
        // No code was sent to this user: an expected failure, with a code.
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VERIFICATION.EXPIRED_CODE');
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status_code: 200, data: expect.anything() });
    },
  );
});

/**
 * The clock-out attestation settings calls (issue #16) and the level activation that switches
 * them, on Harbor Grill for its owner (a location manager lacks MANAGE_CLOCKOUT_ATTESTATION);
 * manager2@ manages another brand. Bodies and paths are built from the live state: `ids.t` a
 * seeded question, `ids.f` the seeded disclaimer, `ids.level` a level of the brand's tree. The
 * list runs in order: writes come after the reads they would change, removals last.
 */
interface AttestationIds {
  readonly b: number | string;
  readonly t: number;
  readonly revision: number;
  readonly order: readonly number[];
  readonly f: number;
  readonly level: string;
}
type AttestationCase = BrandScopedCase<AttestationIds>;

const SETTING_PATH = (ids: AttestationIds) => `/v1/brands/${ids.b}/settings/clockout_attestation`;
const TEMPLATES = (ids: AttestationIds) => `${SETTING_PATH(ids)}/attestation_templates`;
const STATIC_FIELDS = (ids: AttestationIds) => `${SETTING_PATH(ids)}/static_fields`;
const QUESTION = {
  type: 'YES_NO',
  required: true,
  default_language: 'en',
  text: { en: 'Did you take your rest breaks?', ar: 'هل أخذت فترات الراحة؟' },
  options: [],
  flag_rule: { answers: ['NO'], actions: ['NOTIFY_MANAGER'] },
  targeting: { brand_ids: [], position_categories: [], min_shift_minutes: 240 },
  effective_from: '2026-01-01',
  effective_to: null,
};

/** Placeholders that name a case in the test titles. */
const ID_LABELS: AttestationIds = { b: '{b}', t: 0, revision: 0, order: [], f: 0, level: '{level}' };

const ATTESTATION: readonly AttestationCase[] = [
  {
    method: 'GET',
    path: (ids) => `${TEMPLATES(ids)}?status=ACTIVE`,
    malformed: { path: (ids) => `${TEMPLATES(ids)}?status=LOST` },
    success: 200,
  },
  {
    method: 'POST',
    path: TEMPLATES,
    body: () => QUESTION,
    malformed: { body: { ...QUESTION, effective_to: '2025-01-01' } },
    success: 201,
  },
  { method: 'GET', path: (ids) => `${TEMPLATES(ids)}/${ids.t}`, success: 200 },
  {
    method: 'PUT',
    path: (ids) => `${TEMPLATES(ids)}/order`,
    body: (ids) => ({ ids: [...ids.order].reverse() }),
    malformed: { body: { ids: ['first'] } },
    success: 200,
  },
  {
    method: 'PUT',
    path: (ids) => `${TEMPLATES(ids)}/${ids.t}`,
    body: (ids) => ({ ...QUESTION, revision: ids.revision }),
    malformed: { body: { ...QUESTION, type: 'SINGLE_CHOICE', revision: 1 } },
    success: 200,
  },
  {
    method: 'GET',
    path: STATIC_FIELDS,
    malformed: { path: (ids) => `/v1/brands/${ids.b}/settings/coffee_breaks/static_fields` },
    success: 200,
  },
  {
    method: 'POST',
    path: STATIC_FIELDS,
    body: () => ({ kind: 'SIGNATURE', text: { en: 'Sign to confirm', ar: 'وقّع للتأكيد' } }),
    malformed: { body: { kind: 'SIGNATURE', text: { ar: 'وقّع للتأكيد' } } },
    success: 201,
  },
  {
    method: 'PUT',
    path: (ids) => `${STATIC_FIELDS(ids)}/${ids.f}`,
    body: () => ({ text: { en: 'Your answers are reviewed by your manager.' } }),
    malformed: { body: { text: { en: 'x'.repeat(2001) } } },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `${SETTING_PATH(ids)}/level_activation`,
    malformed: { path: (ids) => `/v1/brands/${ids.b}/settings/tips/level_activation` },
    success: 200,
  },
  {
    method: 'PUT',
    path: (ids) => `${SETTING_PATH(ids)}/level_activation`,
    body: (ids) => ({ levels: [{ level: ids.level, is_active: true }] }),
    malformed: { body: { levels: [{ level: 'NO-SUCH-LEVEL', is_active: true }] } },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `/v1/brands/${ids.b}/level_activation?service_code=CLOCKOUT_ATTESTATION`,
    malformed: { path: (ids) => `/v1/brands/${ids.b}/level_activation?service_code=COFFEE` },
    success: 200,
  },
  {
    method: 'PUT',
    path: (ids) => `/v1/brands/${ids.b}/level_activation`,
    body: (ids) => ({
      service_code: 'CLOCKOUT_ATTESTATION',
      levels: [{ level: ids.level, is_active: true }],
    }),
    malformed: { body: { service_code: 'CLOCKOUT_ATTESTATION', levels: [] } },
    success: 200,
  },
  { method: 'DELETE', path: (ids) => `${STATIC_FIELDS(ids)}/${ids.f}`, success: 204 },
  { method: 'DELETE', path: (ids) => `${TEMPLATES(ids)}/${ids.t}`, success: 204 },
];

/**
 * A brand-scoped route on Harbor Grill, checked four ways by `describeBrandScoped`. Its path and
 * body are built from live ids (`Ids.b` the brand) read before each check.
 */
interface BrandScopedCase<Ids> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: (ids: Ids) => string;
  readonly body?: (ids: Ids) => unknown;
  /** A malformed variant (else a non-numeric brand id). */
  readonly malformed?: { readonly path?: (ids: Ids) => string; readonly body?: unknown };
  readonly success: 200 | 201 | 204;
}
interface BrandScopedContract<Ids extends { readonly b: number | string }> {
  readonly cases: readonly BrandScopedCase<Ids>[];
  /** Placeholder ids that name a case in the test titles. */
  readonly labels: Ids;
  /** The live ids, with `b` as the brand in the path; `owner` may read through the API. */
  readonly ids: (b: number | string, owner: Session, grill: number) => Promise<Ids>;
  /** Everything a refused call must leave as it was. */
  readonly state: () => Promise<unknown>;
}

/**
 * The four checks of each case, in the table's order: 401 with a TOKEN code without a token;
 * 403 BRAND.FORBIDDEN to manager2@ (another brand) and `state` unchanged; 400 with a code for
 * the malformed variant and `state` unchanged; the success status to owner@.
 */
function describeBrandScoped<Ids extends { readonly b: number | string }>(
  contract: BrandScopedContract<Ids>,
): void {
  let owner: Session;
  let manager2: Session;
  let grill: number;
  const currentIds = (b?: number | string) => contract.ids(b ?? grill, owner, grill);

  beforeAll(async () => {
    [owner, manager2] = await Promise.all([
      signIn(server, 'owner@demo.brigade.test'),
      signIn(server, 'manager2@demo.brigade.test'),
    ]);
    grill = await brandId(server.db, 'Harbor Grill');
  });

  describe.each(contract.cases.map((route) => ({ ...route, label: route.path(contract.labels) })))(
    '$method $label',
    (route) => {
      it('answers 401 with a TOKEN code without a bearer token', async () => {
        const ids = await currentIds();
        const response = await call(server, route.method, route.path(ids), { body: route.body?.(ids) });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toMatch(/^TOKEN\./);
      });

      it('answers 403 BRAND.FORBIDDEN to the manager of another brand and writes nothing', async () => {
        const ids = await currentIds();
        const before = await contract.state();
        const response = await call(server, route.method, route.path(ids), {
          session: manager2,
          body: route.body?.(ids),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          status_code: 403,
          error: { code: 'BRAND.FORBIDDEN', message: expect.any(String) },
        });
        expect(await contract.state()).toEqual(before);
      });

      it('answers 400 with a code for malformed input and writes nothing', async () => {
        const ids = await currentIds(route.malformed?.path || route.malformed?.body ? undefined : 'abc');
        const before = await contract.state();
        const response = await call(server, route.method, (route.malformed?.path ?? route.path)(ids), {
          session: owner,
          body: route.malformed?.body ?? route.body?.(ids),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          status_code: 400,
          error: { code: expect.any(String), message: expect.any(String) },
        });
        expect(await contract.state()).toEqual(before);
      });

      it(`answers ${route.success} to the brand's owner`, async () => {
        const ids = await currentIds();
        const response = await call(server, route.method, route.path(ids), {
          session: owner,
          body: route.body?.(ids),
        });
        expect(response.statusCode).toBe(route.success);
        // The envelope says 200 on every success, a 201 too (spec 001 §7: clients throw on another).
        if (route.success !== 204) {
          expect(response.json()).toMatchObject({ status_code: 200, data: expect.anything() });
        }
      });
    },
  );
}

/** The harness's row counts and every row of `tables`: what a refused call must leave as it was. */
async function stateOf(tables: readonly (keyof Database)[]): Promise<unknown> {
  const rows: Record<string, unknown> = { counts: await snapshot(server.db) };
  for (const table of tables) rows[table] = await server.db.selectFrom(table).selectAll().execute();
  return rows;
}

/** Every row of the tables an attestation or level write touches. */
const attestationState = () =>
  stateOf([
    'attestation_templates',
    'attestation_template_versions',
    'attestation_static_fields',
    'level_activations',
  ]);

/** The live attestation ids of Harbor Grill, read through the API as its owner. */
async function attestationIds(b: number | string, owner: Session, grill: number): Promise<AttestationIds> {
  const setting = `/v1/brands/${grill}/settings/clockout_attestation`;
  const read = async (path: string) =>
    (await call(server, 'GET', path, { session: owner })).json<{ data: Record<string, unknown> }>().data;
  const templates = (await read(`${setting}/attestation_templates`)).templates as {
    id: number;
    revision: number;
  }[];
  const fields = (await read(`${setting}/static_fields`)).static_fields as { id: number; kind: string }[];
  const levels = (await read(`${setting}/level_activation`)).levels as { level: string }[];
  return {
    b,
    t: templates[0]!.id,
    revision: templates[0]!.revision,
    order: templates.map((template) => template.id),
    // After the DELETE case the disclaimer is gone: 0 then (the schema's minimum is 1).
    f: fields.find((field) => field.kind === 'DISCLAIMER')?.id ?? 0,
    level: levels[0]!.level,
  };
}

describe('attestation routes', () => {
  describeBrandScoped({
    cases: ATTESTATION,
    labels: ID_LABELS,
    ids: attestationIds,
    state: attestationState,
  });
});

/**
 * The brand-scoped rewards calls (issue #17) on Harbor Grill for its owner (MANAGE_REWARDS);
 * manager2@ manages another brand. `ids.budget` is a budget of the brand, `ids.raffle` the seeded
 * OPEN raffle (Dana's entries: it is closed and drawn below, then its proof is public),
 * `ids.fresh` the newest raffle (the one the POST case opens, cancelled last), `ids.rule` the
 * newest rule of the brand (the SHIFT_COVER rule the POST case adds), `ids.recipient` Dana. Writes come after
 * the reads they would change.
 */
interface RewardsIds {
  readonly b: number | string;
  readonly budget: number;
  readonly raffle: number;
  readonly fresh: number;
  readonly rule: number;
  readonly recipient: string;
}
const REWARDS_BRAND = (ids: RewardsIds) => `/v1/brands/${ids.b}`;
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
/** The first day of the month 13 months ahead: no budget of the brand covers it yet. */
const AHEAD_MONTH = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
})();
const RULE = {
  event: 'SHIFT_COVER',
  points: 5,
  cap_per_period: 10,
  period: 'MONTH',
  effective_from: '2020-01-01',
  active: true,
};
const REWARDS_LABELS: RewardsIds = { b: '{b}', budget: 0, raffle: 0, fresh: 0, rule: 0, recipient: '{user}' };

const REWARDS: readonly BrandScopedCase<RewardsIds>[] = [
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/budgets?limit=5`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/budgets?limit=0` },
    success: 200,
  },
  { method: 'GET', path: (ids) => `${REWARDS_BRAND(ids)}/budgets/${ids.budget}`, success: 200 },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/budgets`,
    body: () => ({ period: 'MONTH', starts_on: AHEAD_MONTH, amount: 500, mode: 'FIXED', leftover: 'EXPIRE' }),
    malformed: {
      body: { period: 'MONTH', starts_on: AHEAD_MONTH, amount: 0, mode: 'FIXED', leftover: 'EXPIRE' },
    },
    success: 200,
  },
  { method: 'GET', path: (ids) => `${REWARDS_BRAND(ids)}/rewards/recipients`, success: 200 },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/recognitions`,
    body: (ids) => ({ recipient_id: ids.recipient, points: 1, message: 'Thanks for covering' }),
    malformed: { body: { points: 1, message: 'No recipient' } },
    success: 200,
  },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/announcements`,
    body: () => ({ message: 'Staff meeting at three' }),
    malformed: { body: { message: 'x'.repeat(5001) } },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/engagement_points/count?status=GRANTED`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/engagement_points/count?status=LOST` },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/engagement?from=${isoDay(-30)}&to=${isoDay(0)}`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/engagement?from=yesterday&to=${isoDay(0)}` },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/raffles`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/raffles?offset=-1` },
    success: 200,
  },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/raffles`,
    body: () => ({
      title: 'Contract raffle',
      prize: 'A free lunch',
      entry_cost: 1,
      winners_count: 1,
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(Date.now() + 3_600_000).toISOString(),
    }),
    malformed: { body: { title: 'No prize', entry_cost: 1, winners_count: 1 } },
    success: 200,
  },
  { method: 'GET', path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.raffle}`, success: 200 },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.raffle}/entries`,
    body: () => ({ entries: 1 }),
    malformed: { body: { entries: 1000 } },
    success: 200,
  },
  { method: 'POST', path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.raffle}/close`, success: 200 },
  { method: 'POST', path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.raffle}/draw`, success: 200 },
  { method: 'GET', path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.raffle}/proof`, success: 200 },
  { method: 'POST', path: (ids) => `${REWARDS_BRAND(ids)}/raffles/${ids.fresh}/cancel`, success: 200 },
  { method: 'GET', path: (ids) => `${REWARDS_BRAND(ids)}/reward_rules`, success: 200 },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_rules`,
    body: () => RULE,
    malformed: { body: { ...RULE, event: 'PARTY' } },
    success: 200,
  },
  {
    method: 'PUT',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_rules/${ids.rule}`,
    body: () => ({ ...RULE, points: 6 }),
    malformed: { body: { ...RULE, period: 'DECADE' } },
    success: 200,
  },
  { method: 'POST', path: (ids) => `${REWARDS_BRAND(ids)}/reward_rules/evaluate`, success: 200 },
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_people?limit=5`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/reward_people?limit=500` },
    success: 200,
  },
  {
    method: 'PUT',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_people/${ids.recipient}`,
    body: () => ({ started_on: '2021-03-04' }),
    malformed: { body: { started_on: 'last spring' } },
    success: 200,
  },
  {
    method: 'GET',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_referrals`,
    malformed: { path: (ids) => `${REWARDS_BRAND(ids)}/reward_referrals?offset=-1` },
    success: 200,
  },
  {
    method: 'POST',
    path: (ids) => `${REWARDS_BRAND(ids)}/reward_rules/${ids.rule}/fire`,
    body: (ids) => ({ user_id: ids.recipient, event_key: 'contract-shift-1' }),
    malformed: { body: { user_id: 'x', event_key: 'has spaces' } },
    success: 200,
  },
];

/** Every row of the tables a rewards write touches. */
const rewardsState = () =>
  stateOf([
    'reward_budgets',
    'reward_budget_spent',
    'recognitions',
    'announcements',
    'raffles',
    'raffle_entries',
    'raffle_winners',
    'reward_rules',
    'reward_people',
    'points_ledger',
    'points_subtree_totals',
    'rewards_engagement_daily',
    'rewards_engagement_people',
  ]);

/** The live rewards ids of Harbor Grill, read from the database. */
async function rewardsIds(b: number | string, _owner: Session, grill: number): Promise<RewardsIds> {
  const { db } = server;
  // 0 when the brand has none yet (the seeded rules sit on its parent brand).
  const newest = async (table: 'reward_budgets' | 'raffles' | 'reward_rules') =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('brand_id', '=', grill)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.id ?? 0;
  const seeded = await db
    .selectFrom('raffles')
    .select('id')
    .where('brand_id', '=', grill)
    .where('title', '=', 'Chef’s table')
    .executeTakeFirstOrThrow();
  return {
    b,
    budget: await newest('reward_budgets'),
    raffle: seeded.id,
    fresh: await newest('raffles'),
    rule: await newest('reward_rules'),
    recipient: await userIdOf(db, 'dashboards@demo.brigade.test'),
  };
}

describe('rewards routes', () => {
  describeBrandScoped({ cases: REWARDS, labels: REWARDS_LABELS, ids: rewardsIds, state: rewardsState });
});
