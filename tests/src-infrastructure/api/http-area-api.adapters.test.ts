import 'reflect-metadata';
import { HttpAccountApi } from '../../../src-infrastructure/account/http-account-api.adapter';
import {
  BRAND_READ_MAX_AGE_MS,
  HttpBrandsApi,
} from '../../../src-infrastructure/brands/http-brands-api.adapter';
import { HttpDashboardsApi } from '../../../src-infrastructure/dashboards/http-dashboards-api.adapter';
import { HttpJobAdsApi } from '../../../src-infrastructure/job-ads/http-job-ads-api.adapter';
import { HttpPlatformApi } from '../../../src-infrastructure/platform/http-platform-api.adapter';
import { HttpRegistrationApi } from '../../../src-infrastructure/registration/http-registration-api.adapter';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeRandomToken } from '../../fakes/random-token.fake';

describe('the area API adapters map the wire to domain types', () => {
  it('HttpAccountApi: the MFA status, a proven channel and the passcodes', async () => {
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/users/mfa/setup/status', () => ({
        mfa_required: true,
        is_setup: false,
        methods: [],
        available_methods: ['EMAIL'],
        setup_url: 'http://x/user/setup-mfa',
      }))
      .on('POST', '/v1/users/verification/send', () => ({ verified: true }))
      .on('PUT', '/v1/users/mfa/setup', () => ({ methods: ['EMAIL'] }))
      .on('GET', '/v1/brands/7/account_suspension/check', () => ({ is_suspended: true }));
    const api = new HttpAccountApi(gateway);
    expect(await api.mfaStatus()).toEqual({ required: true, setUp: false });
    expect(await api.sendVerificationCode('EMAIL')).toBe('already-verified');
    expect(await api.saveMfaMethod('Email')).toEqual([]);
    expect(gateway.requests.at(-1)!.body).toEqual({ method: 'EMAIL' });
    expect(await api.isSuspended(7)).toBe(true);
  });

  it('HttpAccountApi: a reset request sends an empty reCAPTCHA answer and no return_url when none', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/request_reset_password', () => ({}));
    await new HttpAccountApi(gateway).requestPasswordReset({
      username: 'a@b.test',
      flow: 'HARRI',
      recaptchaToken: undefined,
      returnUrl: undefined,
    });
    expect(gateway.requests[0]).toMatchObject({
      noAuth: true,
      body: { username: 'a@b.test', flow: 'HARRI', 'g-recaptcha-response': '' },
    });
    expect(gateway.requests[0]!.body).not.toHaveProperty('return_url');
  });

  it('HttpBrandsApi: settings drop empty wire values; settings and scheme are read stale-while-revalidate', async () => {
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/brands/3/settings', () => ({ atr_type: null, location_filter_type: 'CHILDREN_ONLY' }))
      .on('GET', '/v1/employers/profile_scheme', () => ({ scheme_settings: null }));
    const api = new HttpBrandsApi(gateway, new FakeRandomToken());
    expect(await api.settings(3)).toEqual({ locationFilterType: 'CHILDREN_ONLY' });
    await api.profileScheme(3);
    expect(gateway.requests.map((request) => request.cache)).toEqual([
      { maxAgeMs: BRAND_READ_MAX_AGE_MS },
      { maxAgeMs: BRAND_READ_MAX_AGE_MS },
    ]);
    expect(gateway.requests[1]!.query).toEqual({ brand_id: 3 });
  });

  it('HttpBrandsApi: the employer search answers camel-cased managers', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/brands/1/employers/search', () => ({
      total: 1,
      employers: [
        {
          id: 'u',
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'a@b',
          role: 'OWNER',
          brand_id: 1,
          brand_name: 'H',
        },
      ],
    }));
    const page = await new HttpBrandsApi(gateway, new FakeRandomToken()).searchEmployers(1, {
      term: 'an',
      limit: 25,
      offset: 0,
    });
    expect(page).toEqual({
      total: 1,
      items: [
        {
          id: 'u',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'a@b',
          role: 'OWNER',
          brandId: 1,
          brandName: 'H',
        },
      ],
    });
    expect(gateway.requests[0]!.body).toEqual({ search_term: 'an', limit: 25, offset: 0 });
  });

  it('HttpDashboardsApi: no saved preference is undefined', async () => {
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/navigation_preferences', () => ({
      default_home_page: null,
    }));
    const api = new HttpDashboardsApi(gateway, new FakeRandomToken());
    expect(await api.homePagePreference()).toBeUndefined();
  });

  it('HttpBrandsApi and HttpDashboardsApi: favourite and home-page writes carry a fresh Idempotency-Key', async () => {
    const gateway = new FakeHttpGateway()
      .on('POST', '/v1/brands/5/employers/favourites', () => ({ is_favourite: true }))
      .on('DELETE', '/v1/brands/5/employers/favourites', () => ({ is_favourite: false }))
      .on('PUT', '/v1/users/navigation_preferences', () => ({ default_home_page: 'RISK_ANALYSIS' }));
    const brands = new HttpBrandsApi(gateway, new FakeRandomToken());
    expect(await brands.setFavourite(5, true)).toBe(true);
    expect(await brands.setFavourite(5, false)).toBe(false);
    await new HttpDashboardsApi(gateway, new FakeRandomToken()).saveHomePagePreference('RISK_ANALYSIS');
    expect(gateway.requests.map((request) => request.idempotencyKey)).toEqual([
      'token-1',
      'token-2',
      'token-1',
    ]);
  });

  it('HttpRegistrationApi: the light-signup invitation leaves out what the wire does not know', async () => {
    const gateway = new FakeHttpGateway().on('GET', '/v1/light_signup', () => ({
      code: 'C',
      brand: { id: 7, name: 'T', type: 'LOCATION' },
      position_title: 'Line Cook',
      email: null,
      first_name: 'Lee',
      last_name: null,
    }));
    expect(await new HttpRegistrationApi(gateway).lightSignupInvitation('C')).toEqual({
      code: 'C',
      brand: { id: 7, name: 'T', type: 'LOCATION' },
      positionTitle: 'Line Cook',
      firstName: 'Lee',
    });
    expect(gateway.requests[0]).toMatchObject({ query: { code: 'C' }, noAuth: true });
  });

  it('HttpPlatformApi and HttpJobAdsApi: the demo receipt and the provider authorization', async () => {
    const gateway = new FakeHttpGateway()
      .on('POST', '/v1/demo_request', () => ({ demo_requested: true, message: null }))
      .on('POST', '/v1/indeed/login', () => ({
        logged_in: true,
        employer: 'emp-1',
        scopes: ['employer_access', 'employer.advertising.campaign.read'],
        missing_scopes: ['offline_access'],
        expires_at: '2026-11-25T22:00:00.000Z',
        reason: null,
      }))
      .on('GET', '/v1/indeed/campaigns', () => ({
        campaigns: [{ id: 'c1', name: 'Cook', status: 'ACTIVE', created_date: null }],
        next_start: 'opaque.cursor',
        total_count: 95,
      }));
    expect(await new HttpPlatformApi(gateway, { coreBaseUrl: '/api/core' }).requestDemo(4, 'LMS')).toEqual(
      {},
    );
    expect(gateway.requests[0]).toMatchObject({ body: { brand_id: 4, service_code: 'LMS' } });
    const jobAds = new HttpJobAdsApi(gateway);
    expect(
      await jobAds.login(7, {
        code: 'abc',
        employer: 'emp-1',
        redirectUri: 'http://x/oauth2/',
        verifier: 'v',
      }),
    ).toEqual({
      loggedIn: true,
      employer: 'emp-1',
      scopes: ['employer_access', 'employer.advertising.campaign.read'],
      missingScopes: ['offline_access'],
      expiresAt: '2026-11-25T22:00:00.000Z',
      reason: undefined,
    });
    expect(gateway.requests[1]!.body).toEqual({
      brand_id: 7,
      authorization_code: 'abc',
      employer: 'emp-1',
      redirect_uri: 'http://x/oauth2/',
      code_verifier: 'v',
    });
    expect(await jobAds.campaigns(7, { start: 'opaque.cursor', includeCreatedDate: true })).toEqual({
      campaigns: [{ id: 'c1', name: 'Cook', status: 'ACTIVE', createdDate: undefined }],
      nextStart: 'opaque.cursor',
      totalCount: 95,
    });
    expect(gateway.requests[2]!.query).toMatchObject({
      brand_id: 7,
      start: 'opaque.cursor',
      include_created_date: true,
    });
  });

  it('HttpPlatformApi: RUM settings in the domain shape, cached; no web version is undefined', async () => {
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/rum_settings', () => ({
        is_enabled: true,
        sampling_percentage: 25,
        session_recording_percentage: 10,
      }))
      .on('GET', '/v1/brands/5/rum_settings', () => ({
        is_enabled: false,
        sampling_percentage: 0,
        session_recording_percentage: 40,
      }))
      .on('GET', '/v1/web_versions', () => null);
    const api = new HttpPlatformApi(gateway, { coreBaseUrl: '/api/core' });
    expect(await api.rumSettings()).toEqual({
      enabled: true,
      samplingPercent: 25,
      sessionRecordingPercent: 10,
    });
    expect(await api.rumSettings(5)).toEqual({
      enabled: false,
      samplingPercent: 0,
      sessionRecordingPercent: 40,
    });
    expect(gateway.requests[0]).toMatchObject({ noAuth: true, cache: { maxAgeMs: 10_080 * 60_000 } });
    expect(gateway.requests[1]).toMatchObject({ cache: { maxAgeMs: 10_080 * 60_000 } });
    expect(gateway.requests[1]!.noAuth).toBeUndefined();
    expect(
      await api.webVersions({ webAppCode: 'BRIGADE_WEB', version: '1.0.0', brandId: 5 }),
    ).toBeUndefined();
    expect(gateway.requests[2]!.query).toEqual({
      brand_id: 5,
      web_app_code: 'BRIGADE_WEB',
      version: '1.0.0',
    });
  });
});
