import { homePageFactsFrom } from '../../../src-domain/home-page/home-page-facts.rules';
import { chooseHomePage } from '../../../src-domain/home-page/home-page.rules';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';
import { featureAccess } from '../../../src-domain/permissions/feature-access.rules';
import { identityServiceFor } from '../../../server/identity/identity.service';
import { forgetExpiredLocations } from '../../../server/gateway/users/user-location.repository';
import type { TestServer } from '../../support/test-server';
import {
  call,
  DEMO_PASSWORD,
  idp,
  lastMessageTo,
  signIn,
  startGatewayServer,
  type Session,
} from './gateway.harness';

/**
 * The users area of the gateway (spec 000 §7): info, logout, preferences, location, verification
 * and MFA, and every demo account's way to its home page. One file over 400 lines because every
 * block reads the same seeded server's demo accounts; split per block, each would seed its own.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const data = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('GET /v1/users/info', () => {
  it('describes the owner: employer, top-level entry, persona and highest parent on request', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const info = await data(owner, '/v1/users/info?include_persona=true&include_highest_parent=true');
    expect(info).toMatchObject({
      email: 'owner@demo.brigade.test',
      first_name: 'Olivia',
      last_name: 'Owner',
      user_employer: true,
      is_shadow_user: false,
      entry_mode: { brand_type: 'GP-5', top_level: true },
      persona: null,
      highest_parent: { type: 'GP-5', name: 'Harbor Hospitality Group' },
    });
    const plain = await data(owner, '/v1/users/info');
    expect(plain).not.toHaveProperty('persona');
    expect(plain).not.toHaveProperty('highest_parent');
  });

  it('says who is a platform administrator (corporate@), for the menu of the platform’s pages', async () => {
    const corporate = await signIn(server, 'corporate@demo.brigade.test');
    expect((await data(corporate, '/v1/users/info')).is_platform_admin).toBe(true);
    expect((await data(corporate, '/v1/user')).is_platform_admin).toBe(true);
    const owner = await signIn(server, 'owner@demo.brigade.test');
    expect((await data(owner, '/v1/users/info')).is_platform_admin).toBe(false);
    const candidate = await signIn(server, 'candidate@demo.brigade.test');
    expect((await data(candidate, '/v1/users/info')).is_platform_admin).toBe(false);
  });

  it('shows the MANAGER_NO_SALES persona and a candidate without entry', async () => {
    const nosales = await data(
      await signIn(server, 'nosales@demo.brigade.test'),
      '/v1/users/info?include_persona=true',
    );
    expect(nosales.persona).toEqual({ name: 'MANAGER_NO_SALES' });
    const candidate = await data(await signIn(server, 'candidate@demo.brigade.test'), '/v1/user');
    expect(candidate).toMatchObject({ user_employer: false, entry_mode: null, phone: '+15035550123' });
  });

  it('answers 403 USER_NOT_MAPPED for an identity without a profile', async () => {
    await identityServiceFor(server).createUser({ email: 'nobody@example.test', password: DEMO_PASSWORD });
    const session = await signIn(server, 'nobody@example.test');
    const response = await call(server, 'GET', '/v1/users/info', { session });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('USER_NOT_MAPPED');
  });
});

describe('POST /v1/logout', () => {
  it('revokes the session: its access token stops working at once', async () => {
    const session = await signIn(server, 'tts@demo.brigade.test');
    const response = await call(server, 'POST', '/v1/logout', {
      session,
      body: { refresh_token: session.refreshToken },
    });
    expect(response.json()).toEqual({ data: { logged_out: true }, status_code: 200 });
    const after = await call(server, 'GET', '/v1/users/info', { session });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN.REVOKED');
  });
});

describe('navigation preferences, location, media', () => {
  it('reads and saves default_home_page', async () => {
    const session = await signIn(server, 'dashboards@demo.brigade.test');
    expect(await data(session, '/v1/users/navigation_preferences')).toEqual({
      default_home_page: 'HARRI_ENGAGE',
    });
    await call(server, 'PUT', '/v1/users/navigation_preferences', {
      session,
      body: { default_home_page: 'RISK_ANALYSIS' },
    });
    expect(await data(session, '/v1/users/navigation_preferences')).toEqual({
      default_home_page: 'RISK_ANALYSIS',
    });
    await call(server, 'PUT', '/v1/users/navigation_preferences', {
      session,
      body: { default_home_page: 'HARRI_ENGAGE' },
    });
  });

  it('gives the user’s own location, else the entry brand’s', async () => {
    expect(
      await data(await signIn(server, 'candidate@demo.brigade.test'), '/v1/user_lat_long'),
    ).toMatchObject({
      lat: 45.5231,
      long: -122.6765,
      source: 'USER',
    });
    const manager = await data(await signIn(server, 'manager@demo.brigade.test'), '/v1/user_lat_long');
    expect(manager.lat).toEqual(expect.any(Number));
  });

  it('gives the profile media (no photo yet)', async () => {
    expect(
      await data(await signIn(server, 'candidate@demo.brigade.test'), '/v1/user/basic_media'),
    ).toMatchObject({
      profile_image: null,
      first_name: 'Casey',
    });
  });
});

describe('navigation preferences with an Idempotency-Key', () => {
  it('saves once; a replay answers the first result and writes nothing', async () => {
    const owner = await signIn(server, 'nosales@demo.brigade.test');
    const put = (value: string | null) =>
      call(server, 'PUT', '/v1/users/navigation_preferences', {
        session: owner,
        body: { default_home_page: value },
        headers: { 'idempotency-key': 'home-page-1' },
      });
    const first = await put('RISK_ANALYSIS');
    expect(first.statusCode).toBe(200);
    await call(server, 'PUT', '/v1/users/navigation_preferences', {
      session: owner,
      body: { default_home_page: 'HARRI_ENGAGE' },
    });
    const replay = await put('RISK_ANALYSIS');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await data(owner, '/v1/users/navigation_preferences')).default_home_page).toBe('HARRI_ENGAGE');
    expect((await put(null)).statusCode).toBe(422);
  });
});

describe('the user’s location, kept only with consent for 7 days', () => {
  const location = (session: Session, method: 'PUT' | 'DELETE', body?: unknown, key?: string) =>
    call(server, method, '/v1/user_lat_long', {
      session,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const stored = (email: string) =>
    server.db
      .selectFrom('user_profiles')
      .innerJoin('identity_users', 'identity_users.id', 'user_profiles.user_id')
      .select(['latitude', 'longitude', 'location_shared_at'])
      .where('identity_users.email', '=', email)
      .executeTakeFirstOrThrow();

  it('refuses to save a location without consent and stores nothing', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const before = await stored('owner@demo.brigade.test');
    const refused = await location(owner, 'PUT', { lat: 48.85, long: 2.35, consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('LOCATION.CONSENT_REQUIRED');
    const missing = await location(owner, 'PUT', { lat: 48.85, long: 2.35 });
    expect(missing.statusCode).toBe(400);
    const outOfRange = await location(owner, 'PUT', { lat: 91, long: 2.35, consent: true });
    expect(outOfRange.statusCode).toBe(400);
    expect(await stored('owner@demo.brigade.test')).toEqual(before);
  });

  it('saves a shared location with its dates, then forgets it (the owner’s enterprise has no point)', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const saved = await location(owner, 'PUT', { lat: 48.85, long: 2.35, consent: true });
    expect(saved.statusCode).toBe(200);
    const shared = saved.json().data;
    expect(shared).toMatchObject({ lat: 48.85, long: 2.35, source: 'USER' });
    expect(Date.parse(shared.expires_at) - Date.parse(shared.shared_at)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await data(owner, '/v1/user_lat_long')).toEqual(shared);

    const forgotten = await location(owner, 'DELETE');
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json().data).toEqual({
      lat: null,
      long: null,
      source: null,
      shared_at: null,
      expires_at: null,
    });
    expect(await stored('owner@demo.brigade.test')).toEqual({
      latitude: null,
      longitude: null,
      location_shared_at: null,
    });
  });

  it('ignores a location shared 7 days ago and the sweep deletes it', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    await location(owner, 'PUT', { lat: 10, long: 20, consent: true });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await server.db
      .updateTable('user_profiles')
      .set({ location_shared_at: eightDaysAgo })
      .where('user_id', 'in', (query) =>
        query.selectFrom('identity_users').select('id').where('email', '=', 'owner@demo.brigade.test'),
      )
      .execute();
    expect((await data(owner, '/v1/user_lat_long')).source).not.toBe('USER');
    expect(await forgetExpiredLocations(server.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await stored('owner@demo.brigade.test')).toMatchObject({
      latitude: null,
      location_shared_at: null,
    });
  });

  it('shares once per Idempotency-Key', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const first = await location(owner, 'PUT', { lat: 1, long: 2, consent: true }, 'loc-key-1');
    const again = await location(owner, 'PUT', { lat: 1, long: 2, consent: true }, 'loc-key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    await location(owner, 'DELETE');
  });
});

describe('verification and MFA', () => {
  it('sends an SMS code, refuses a wrong one, accepts the right one', async () => {
    const session = await signIn(server, 'candidate@demo.brigade.test');
    const sent = await call(server, 'POST', '/v1/users/verification/send', {
      session,
      body: { type: 'PHONE' },
    });
    expect(sent.json().data).toMatchObject({ type: 'PHONE', verified: false, code_sent: true });
    const message = await lastMessageTo(server.db, '+15035550123');
    expect(message?.channel).toBe('sms');
    const code = /\d{6}/.exec(message!.body)![0];
    const wrong = await call(server, 'POST', '/v1/users/verification/confirm', {
      session,
      body: { type: 'PHONE', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().error.code).toBe('VERIFICATION.CODE_MISMATCH');
    const right = await call(server, 'POST', '/v1/users/verification/confirm', {
      session,
      body: { type: 'PHONE', code },
    });
    expect(right.json().data).toMatchObject({ verified: true });
    expect(await data(session, '/v1/users/verification/check?type=PHONE')).toMatchObject({
      verified: true,
      code_sent: false,
    });
  });

  it('says an already verified e-mail is verified without sending', async () => {
    const session = await signIn(server, 'owner@demo.brigade.test');
    const sent = await call(server, 'POST', '/v1/users/verification/send', {
      session,
      body: { type: 'EMAIL' },
    });
    expect(sent.json().data).toMatchObject({ verified: true, code_sent: false });
  });

  it('reports that the mfa@ account must set up MFA, and that others need not', async () => {
    expect(
      await data(await signIn(server, 'mfa@demo.brigade.test'), '/v1/users/mfa/setup/status'),
    ).toMatchObject({
      mfa_required: true,
      is_setup: false,
      setup_url: expect.stringContaining('/user/setup-mfa'),
    });
    expect(
      await data(await signIn(server, 'owner@demo.brigade.test'), '/v1/users/mfa/setup/status'),
    ).toMatchObject({
      mfa_required: false,
      setup_url: null,
    });
  });
});

describe('the demo accounts reach every home-page step (domain rule over gateway data)', () => {
  async function homeStep(session: Session) {
    const user = await data(session, '/v1/users/info?include_persona=true');
    if (!user.entry_mode) {
      const facts = homePageFactsFrom(
        { user, brand: undefined, policy: new PermissionPolicy([]) },
        { isShadowUser: user.is_shadow_user, corporateOrigin: 'http://corporate' },
      );
      return { step: chooseHomePage(facts).step, features: undefined };
    }
    const brandId = user.entry_mode.brand_id;
    const [brand, policy, reports, settings] = await Promise.all([
      data(session, `/v1/gps/${brandId}`),
      data(session, `/v1/users/brands/${brandId}/policy`),
      data(session, `/v1/brands/${brandId}/reports/settings`),
      data(session, `/v1/brands/${brandId}/settings`),
    ]);
    const access = {
      user,
      brand,
      policy: new PermissionPolicy([policy]),
      locationFilterType: reports.location_filter_type ?? undefined,
      atrType: settings.atr_type ?? undefined,
    };
    const facts = homePageFactsFrom(access, {
      isShadowUser: user.is_shadow_user,
      savedPreference: user.default_home_page ?? undefined,
      corporateOrigin: 'http://corporate',
    });
    return { step: chooseHomePage(facts).step, features: featureAccess(access) };
  }

  it.each([
    ['candidate@demo.brigade.test', 'member'],
    ['dashboards@demo.brigade.test', 'dashboard'],
    ['owner@demo.brigade.test', 'top-level'],
    ['nosales@demo.brigade.test', 'top-level'],
    ['scheduler@demo.brigade.test', 'scheduling-only'],
    ['tts@demo.brigade.test', 'tts'],
    ['manager@demo.brigade.test', 'hiring'],
  ])('%s → %s', async (email, step) => {
    expect((await homeStep(await signIn(server, email))).step).toBe(step);
  });

  it('a shadow session (started by the corporate user) goes to the corporate host', async () => {
    const identity = identityServiceFor(server);
    const corporate = await identity.findUserByEmail('corporate@demo.brigade.test');
    const target = await identity.findUserByEmail('manager@demo.brigade.test');
    const { token } = await identity.issueCorporateAccessToken(corporate!.id, target!.id);
    const start = await idp(server, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: target!.username },
      ClientMetadata: { challenge: 'CORPORATE_USER_ACCESS_TOKEN' },
    });
    const done = await idp(server, 'RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: server.config.clientId,
      Session: start.body.Session,
      ChallengeResponses: { USERNAME: target!.username, ANSWER: token },
    });
    const result = done.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    const session = { accessToken: result.AccessToken, refreshToken: result.RefreshToken };
    const info = await data(session, '/v1/users/info');
    expect(info).toMatchObject({
      is_shadow_user: true,
      corporate_user_id: corporate!.id,
      email: target!.email,
    });
    expect((await homeStep(session)).step).toBe('shadow-user');
  });

  it('the owner in Harbor Grill sees every dashboard, ATR and themed branding; no-sales loses sales', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const user = await data(owner, '/v1/users/info?include_persona=true');
    const grill = (await data(owner, '/v1/users/brands?view_mode=FLAT')).find(
      (brand: { name: string }) => brand.name === 'Harbor Grill',
    );
    const policy = await data(owner, `/v1/users/brands/${grill.id}/policy`);
    const settings = await data(owner, `/v1/brands/${grill.id}/settings`);
    const table = featureAccess({
      user,
      brand: grill,
      policy: new PermissionPolicy([policy]),
      locationFilterType: settings.location_filter_type,
      atrType: settings.atr_type,
    });
    expect(table).toEqual({
      HALO_DASHBOARD: true,
      RISK_DASHBOARD: true,
      ENGAGEMENT_DASHBOARD: true,
      TTS_DASHBOARD: false,
      ATR: true,
      GLOBAL_SEARCH: true,
      THEMED_BRANDING: true,
      SALES: true,
    });
    const nosales = await homeStep(await signIn(server, 'nosales@demo.brigade.test'));
    expect(nosales.features?.SALES).toBe(false);
    const tts = await homeStep(await signIn(server, 'tts@demo.brigade.test'));
    expect(tts.features?.TTS_DASHBOARD).toBe(true);
  });
});

describe('demo accounts that cannot sign in normally', () => {
  it('unverified@ is refused until activated', async () => {
    const response = await idp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'unverified@demo.brigade.test', PASSWORD: DEMO_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body.__type).toBe('UserNotConfirmedException');
  });

  it('suspended@ sees its brand suspended', async () => {
    const session = await signIn(server, 'suspended@demo.brigade.test');
    const user = await data(session, '/v1/users/info');
    expect(
      await data(session, `/v1/brands/${user.entry_mode.brand_id}/account_suspension/check`),
    ).toMatchObject({
      is_suspended: true,
      reason: 'Payment overdue',
    });
  });
});
