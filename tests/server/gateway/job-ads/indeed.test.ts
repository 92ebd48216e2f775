import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../../../support/test-server';
import { signIn, startGatewayServer, type Session } from '../gateway.harness';
import {
  HARBOR_EMPLOYER,
  TIDEWATER_EMPLOYER,
  api,
  consent,
  entryBrand,
  freePort,
  pkce,
  sandboxControl,
} from './indeed-dance';

/**
 * The job-ad provider integration (issue #18) driven over real sockets: the sandbox provider's
 * consent page and token endpoint, then our /v1/indeed/* calls, which reach the sandbox over HTTP.
 */
describe('job-ad provider (Indeed) against the sandbox', () => {
  let server: TestServer;
  let origin: string;
  let manager: Session;
  let brand: number;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startGatewayServer({ PORT: String(port), PUBLIC_ORIGIN: origin });
    await server.app.listen({ port, host: '127.0.0.1' });
    manager = await signIn(server, 'manager@demo.brigade.test');
    brand = await entryBrand(server.db, 'manager@demo.brigade.test');
  });
  afterAll(() => server.close());

  const login = async (overrides: Record<string, unknown> = {}, dance = {}) => {
    const answer = await consent(origin, dance);
    const code = answer.redirect?.searchParams.get('code') ?? '';
    const response = await api(origin, manager, 'POST', '/v1/indeed/login', {
      brand_id: brand,
      authorization_code: code,
      employer: answer.redirect?.searchParams.get('employer') ?? HARBOR_EMPLOYER,
      redirect_uri: `${origin}/oauth2/`,
      code_verifier: answer.verifier,
      ...overrides,
    });
    return { ...response, code, verifier: answer.verifier };
  };

  it('shows a consent page with the employer picker and sends the code, state and employer back', async () => {
    const answer = await consent(origin, { state: 'xyz' });
    expect(answer.pageStatus).toBe(200);
    expect(answer.html).toContain('name="employer"');
    expect(answer.html).toContain('Tidewater Tacos Jobs');
    expect(answer.status).toBe(303);
    expect(answer.redirect?.pathname).toBe('/oauth2/');
    expect(answer.redirect?.searchParams.get('state')).toBe('xyz');
    expect(answer.redirect?.searchParams.get('employer')).toBe(HARBOR_EMPLOYER);
    expect(answer.redirect?.searchParams.get('code')).toBeTruthy();
  });

  it('keeps the popup’s opener: /oauth2/ and the sandbox answer COOP unsafe-none, other pages same-origin-allow-popups', async () => {
    const callback = await fetch(`${origin}/oauth2/?code=x&state=y`);
    expect(callback.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const provider = await consent(origin);
    expect(provider.pageStatus).toBe(200);
    const page = await fetch(`${origin}/sandbox/indeed/oauth/v2/authorize`);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const other = await fetch(`${origin}/config.json`);
    expect(other.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // The identity's hosted sign-in of the social popup keeps the app's policy, or its popup
    // would lose the opener that reads the social callback's URL.
    const hosted = await fetch(`${origin}/oauth2/authorize?client_id=x`);
    expect(hosted.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('refuses an unregistered redirect_uri on its page and a denial comes back as access_denied', async () => {
    const foreign = await consent(origin, { redirectUri: 'https://evil.example/oauth2/' });
    expect(foreign.pageStatus).toBe(400);
    expect(foreign.redirect).toBeUndefined();
    const denied = await consent(origin, { decision: 'deny', state: 's-deny' });
    expect(denied.redirect?.searchParams.get('error')).toBe('access_denied');
    expect(denied.redirect?.searchParams.get('state')).toBe('s-deny');
  });

  it('connects, checks, pages 95 campaigns with the opaque cursor and caches created dates', async () => {
    const connected = await login();
    expect(connected.status).toBe(200);
    expect(connected.json.data).toMatchObject({
      logged_in: true,
      employer: HARBOR_EMPLOYER,
      missing_scopes: [],
    });

    // The refresh token is sealed at rest: the row holds no token the sandbox issued in clear.
    const row = await server.db
      .selectFrom('indeed_connections')
      .selectAll()
      .where('brand_id', '=', brand)
      .executeTakeFirstOrThrow();
    expect(row.refresh_token_sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const keyFile = path.join(server.config.dataDir, 'indeed-token.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    await sandboxControl(origin, '/calls/reset', {});
    const check = await api(origin, manager, 'POST', '/v1/indeed/login/check', { brand_id: brand });
    expect(check.json.data).toMatchObject({ logged_in: true });
    expect((await sandboxControl(origin, '/state')).calls).toMatchObject({
      list: 0,
      campaign: 0,
      properties: 0,
    });

    const pageAll = async (createdDates: boolean) => {
      const seen: string[] = [];
      let start: string | null = null;
      let total: number | null = null;
      do {
        const query = new URLSearchParams({ brand_id: String(brand) });
        if (createdDates) query.set('include_created_date', 'true');
        if (start) query.set('start', start);
        const page = await api(origin, manager, 'GET', `/v1/indeed/campaigns?${query.toString()}`);
        expect(page.status).toBe(200);
        expect(page.json.data.campaigns.length).toBeLessThanOrEqual(30);
        for (const campaign of page.json.data.campaigns) {
          seen.push(campaign.id);
          expect(campaign.created_date === null).toBe(!createdDates);
        }
        total = page.json.data.total_count;
        start = page.json.data.next_start;
      } while (start);
      return { seen, total };
    };

    await sandboxControl(origin, '/calls/reset', {});
    const plain = await pageAll(false);
    const plainCalls = (await sandboxControl(origin, '/state')).calls;
    expect(plain.seen).toHaveLength(95);
    expect(new Set(plain.seen).size).toBe(95);
    expect(plain.total).toBe(95);
    expect(plainCalls.list).toBe(4);
    expect(plainCalls.properties).toBe(0);

    await sandboxControl(origin, '/calls/reset', {});
    await pageAll(true);
    const firstDates = (await sandboxControl(origin, '/state')).calls;
    await sandboxControl(origin, '/calls/reset', {});
    await pageAll(true);
    const secondDates = (await sandboxControl(origin, '/state')).calls;
    expect(firstDates).toMatchObject({ list: 4, properties: 95 });
    expect(secondDates).toMatchObject({ list: 4, properties: 0 });
    console.log(
      `upstream calls — paging 95 campaigns: ${plainCalls.list} list calls; with include_created_date, first: ` +
        `${firstDates.list} list + ${firstDates.properties} properties; second: ${secondDates.list} list + ${secondDates.properties} properties`,
    );

    const paused = await api(
      origin,
      manager,
      'GET',
      `/v1/indeed/campaigns?brand_id=${brand}&status=PAUSED&perPage=500`,
    );
    expect(
      paused.json.data.campaigns.every((campaign: { status: string }) => campaign.status === 'PAUSED'),
    ).toBe(true);
    expect(paused.json.data.next_start).toBeNull();

    const tampered = await api(
      origin,
      manager,
      'GET',
      `/v1/indeed/campaigns?brand_id=${brand}&start=bm90LWEtY3Vyc29y.AAAAAAAAAAAAAAAA`,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.json.error?.code).toBe('INDEED.INVALID_PARAMETER');

    const detail = await api(origin, manager, 'GET', `/v1/indeed/campaigns/hg0001?brand_id=${brand}`);
    expect(detail.json.data).toMatchObject({ id: 'hg0001', currency_code: 'USD' });
    expect(detail.json.data.created_date).toMatch(/^2026-/);

    const foreign = await api(origin, manager, 'GET', `/v1/indeed/campaigns/tw0001?brand_id=${brand}`);
    expect(foreign.status).toBe(403);
    expect(foreign.json.error?.code).toBe('INDEED.CAMPAIGN_FORBIDDEN');
    const unknown = await api(origin, manager, 'GET', `/v1/indeed/campaigns/zz9999?brand_id=${brand}`);
    expect(unknown.json.error?.code).toBe('INDEED.CAMPAIGN_NOT_FOUND');
  });

  it('refuses a tampered PKCE verifier, a replayed code and an expired code', async () => {
    const tampered = await login({ code_verifier: pkce().verifier });
    expect(tampered.status).toBe(400);
    expect(tampered.json.error?.code).toBe('INDEED.INVALID_GRANT');

    const first = await login();
    expect(first.status).toBe(200);
    const replay = await api(origin, manager, 'POST', '/v1/indeed/login', {
      brand_id: brand,
      authorization_code: first.code,
      employer: HARBOR_EMPLOYER,
      redirect_uri: `${origin}/oauth2/`,
      code_verifier: first.verifier,
    });
    expect(replay.status).toBe(400);
    expect(replay.json.error?.code).toBe('INDEED.INVALID_GRANT');

    const answer = await consent(origin);
    await sandboxControl(origin, '/clock', { advanceSeconds: 601 });
    const expired = await api(origin, manager, 'POST', '/v1/indeed/login', {
      brand_id: brand,
      authorization_code: answer.redirect?.searchParams.get('code'),
      employer: HARBOR_EMPLOYER,
      redirect_uri: `${origin}/oauth2/`,
      code_verifier: answer.verifier,
    });
    expect(expired.status).toBe(400);
    expect(expired.json.error?.code).toBe('INDEED.INVALID_GRANT');

    const otherEmployer = await login({ employer: TIDEWATER_EMPLOYER });
    expect(otherEmployer.json.error?.code).toBe('INDEED.INVALID_GRANT');
    const wrongRedirect = await login({ redirect_uri: 'https://evil.example/oauth2/' });
    expect(wrongRedirect.json.error?.code).toBe('INDEED.REDIRECT_URI_MISMATCH');
  });

  it('refuses a grant without the campaign read scope and stores nothing', async () => {
    await api(origin, manager, 'POST', '/v1/indeed/logout', { brand_id: brand });
    const refused = await login({}, { grant: ['employer_access', 'offline_access'] });
    expect(refused.status).toBe(403);
    expect(refused.json.error?.code).toBe('INDEED.SCOPE_MISSING');
    const check = await api(origin, manager, 'POST', '/v1/indeed/login/check', { brand_id: brand });
    expect(check.json.data).toMatchObject({ logged_in: false });
    const list = await api(origin, manager, 'GET', `/v1/indeed/campaigns?brand_id=${brand}`);
    expect(list.status).toBe(409);
    expect(list.json.error?.code).toBe('INDEED.NOT_CONNECTED');
  });

  it('connects without offline_access for one access token, and says which scope is missing', async () => {
    const partial = await login({}, { grant: ['employer_access', 'employer.advertising.campaign.read'] });
    expect(partial.status).toBe(200);
    expect(partial.json.data).toMatchObject({ logged_in: true, missing_scopes: ['offline_access'] });
    expect(partial.json.data.expires_at).toBeTruthy();
    await server.db
      .updateTable('indeed_connections')
      .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('brand_id', '=', brand)
      .execute();
    const check = await api(origin, manager, 'POST', '/v1/indeed/login/check', { brand_id: brand });
    expect(check.json.data).toMatchObject({ logged_in: false, reason: 'EXPIRED' });
  });

  it('refreshes an expired access token, and logs the brand out when the provider revoked the grant', async () => {
    expect((await login()).status).toBe(200);
    await server.db
      .updateTable('indeed_connections')
      .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('brand_id', '=', brand)
      .execute();
    const refreshed = await api(origin, manager, 'GET', `/v1/indeed/campaigns?brand_id=${brand}&perPage=5`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.campaigns).toHaveLength(5);

    await sandboxControl(origin, '/faults', { revokeRefreshTokens: true });
    try {
      await server.db
        .updateTable('indeed_connections')
        .set({ access_expires_at: '2000-01-01T00:00:00.000Z' })
        .where('brand_id', '=', brand)
        .execute();
      const check = await api(origin, manager, 'POST', '/v1/indeed/login/check', { brand_id: brand });
      expect(check.json.data).toMatchObject({ logged_in: false, reason: 'REVOKED' });
      const gone = await server.db
        .selectFrom('indeed_connections')
        .select('brand_id')
        .where('brand_id', '=', brand)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    } finally {
      await sandboxControl(origin, '/faults', { revokeRefreshTokens: false });
    }
  });

  it('maps an unavailable provider to 502 INDEED.UNAVAILABLE', async () => {
    expect((await login()).status).toBe(200);
    await sandboxControl(origin, '/faults', { apiUnavailable: true });
    try {
      const list = await api(origin, manager, 'GET', `/v1/indeed/campaigns?brand_id=${brand}`);
      expect(list.status).toBe(502);
      expect(list.json.error?.code).toBe('INDEED.UNAVAILABLE');
    } finally {
      await sandboxControl(origin, '/faults', { apiUnavailable: false });
    }
  });

  it('lets a refresh switch the employer at the sandbox token endpoint', async () => {
    const answer = await consent(origin);
    const form = (fields: Record<string, string>) =>
      fetch(`${origin}/sandbox/indeed/oauth/v2/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'brigade-local',
          client_secret: 'brigade-local-sandbox-secret',
          ...fields,
        }).toString(),
      });
    const tokens = (await (
      await form({
        grant_type: 'authorization_code',
        code: answer.redirect?.searchParams.get('code') ?? '',
        redirect_uri: `${origin}/oauth2/`,
        code_verifier: answer.verifier,
      })
    ).json()) as { refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(3600);
    const switched = (await (
      await form({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        employer: TIDEWATER_EMPLOYER,
      })
    ).json()) as {
      access_token: string;
    };
    const list = await fetch(`${origin}/sandbox/indeed/v1/campaigns`, {
      headers: { authorization: `Bearer ${switched.access_token}` },
    });
    const body = (await list.json()) as { data: { Campaigns: { Id: string }[] } };
    expect(body.data.Campaigns.map((campaign) => campaign.Id)).toEqual([
      'tw0001',
      'tw0002',
      'tw0003',
      'tw0004',
    ]);
    const badClient = await form({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_secret: 'wrong',
    });
    expect(badClient.status).toBe(401);
    expect(((await badClient.json()) as { error: string }).error).toBe('invalid_client');
    const badScope = await form({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: 'employer.advertising.campaign_report.read',
    });
    expect(((await badScope.json()) as { error: string }).error).toBe('invalid_scope');
  });

  it('keeps the connection to callers who may hire for the brand', async () => {
    const other = await signIn(server, 'manager2@demo.brigade.test');
    const foreign = await api(origin, other, 'POST', '/v1/indeed/login/check', { brand_id: brand });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error?.code).toBe('BRAND.FORBIDDEN');
    const scheduler = await signIn(server, 'scheduler@demo.brigade.test');
    const schedulerBrand = await entryBrand(server.db, 'scheduler@demo.brigade.test');
    const noHire = await api(origin, scheduler, 'POST', '/v1/indeed/login/check', {
      brand_id: schedulerBrand,
    });
    expect(noHire.status).toBe(403);
    expect(noHire.json.error?.code).toBe('INDEED.FORBIDDEN');
    for (const path of [
      `/v1/indeed/campaigns?brand_id=${brand}`,
      `/v1/indeed/campaigns/hg0001?brand_id=${brand}`,
    ]) {
      const read = await api(origin, other, 'GET', path);
      expect(read.status).toBe(403);
      expect(read.json.error?.code).toBe('BRAND.FORBIDDEN');
      const guest = await fetch(`${origin}/api/core${path}`);
      expect(guest.status).toBe(401);
    }
    const foreignLogin = await login({}, {});
    expect(foreignLogin.status).toBe(200);
    const stolen = await api(origin, other, 'POST', '/v1/indeed/login', {
      brand_id: brand,
      authorization_code: 'x',
      employer: HARBOR_EMPLOYER,
      redirect_uri: `${origin}/oauth2/`,
      code_verifier: pkce().verifier,
    });
    expect(stolen.json.error?.code).toBe('BRAND.FORBIDDEN');
    const logout = await api(origin, manager, 'POST', '/v1/indeed/logout', { brand_id: brand });
    expect(logout.json.data).toEqual({ logged_in: false });
  });
});
