/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { bumpBrandsRevision } from '../../../server/gateway/brands/brand-rows.cache';
import { HttpBrandsApi } from '../../../src-infrastructure/brands/http-brands-api.adapter';
import { AxiosHttpGateway } from '../../../src-infrastructure/gateway/axios-http-gateway.adapter';
import { GatewayCallsReachability } from '../../../src-infrastructure/gateway/gateway-calls-reachability.adapter';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

const OWNER = 'owner@demo.brigade.test';
const PASSWORD = 'Brigade-demo-1';

interface Seen {
  method: string;
  url: string;
  pageAddress?: string;
  idempotencyKey?: string;
}

describe('AxiosHttpGateway against the local gateway', () => {
  const seen: Seen[] = [];
  let server: LiveServer;
  let harborId: number;
  let grillId: number;

  const answered: { url: string; status: number }[] = [];
  const record = (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/core')) answered.push({ url: request.url, status: reply.statusCode });
    });
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/core')) return;
      seen.push({
        method: request.method,
        url: request.url,
        pageAddress: request.headers['x-page-address'] as string | undefined,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
    });
  };

  /** Adapters signed in as the owner, with the network retry waits recorded instead of slept. */
  async function signedIn() {
    const delays: number[] = [];
    const sleeps: number[] = [];
    const asked: (number | undefined)[] = [];
    const adapters = liveAdapters(server, {
      networkRetryDelay: (retry, retryAfterMs) => {
        delays.push(Math.min(1000 * 2 ** (retry - 1), 10_000));
        asked.push(retryAfterMs);
        return 0;
      },
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect((await adapters.identity.signIn(OWNER, PASSWORD)).kind).toBe('signed-in');
    return { ...adapters, delays, sleeps, asked };
  }

  beforeAll(async () => {
    server = await startLiveServer({ beforeListen: record });
    const brands = await server.db.selectFrom('brands').select(['id', 'name']).execute();
    harborId = brands.find((brand) => brand.name === 'Harbor Hospitality Group')!.id;
    grillId = brands.find((brand) => brand.name === 'Harbor Grill')!.id;
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => {
    seen.length = 0;
    answered.length = 0;
  });
  afterEach(() => server.fault('500', 0));

  it('raises the local 401 without a request when no token exists', async () => {
    const { gateway } = liveAdapters(server);
    const failure = gateway.request({ method: 'GET', path: '/v1/user' });
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({
      code: 'GATEWAY.UNAUTHORIZED',
      status: 401,
      message: 'Unauthorized',
    });
    expect(seen).toEqual([]);
  });

  it('unwraps the envelope of a no-auth call and sends the page address capped at 255 characters', async () => {
    const { gateway } = liveAdapters(server, { pageAddress: () => `http://localhost/${'a'.repeat(400)}` });
    const settings = await gateway.request<{ is_enabled: boolean }>({
      method: 'GET',
      path: '/v1/rum_settings',
      noAuth: true,
    });
    expect(typeof settings.is_enabled).toBe('boolean');
    expect(seen[0]!.pageAddress).toHaveLength(255);
  });

  it('maps an error answer to a GatewayError with the server code and the whole body', async () => {
    const { gateway } = await signedIn();
    const failure = await gateway
      .request({ method: 'GET', path: '/v1/gps/987654' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    const error = failure as GatewayError;
    expect([403, 404]).toContain(error.status);
    expect(error.serverCode).toEqual(expect.any(String));
    expect(error.response).toMatchObject({ status_code: error.status });
  });

  it('retries a read on 500 on the network profile schedule', async () => {
    const { gateway, delays } = await signedIn();
    await server.fault('500', 3);
    const user = await gateway.request<{ email: string }>({ method: 'GET', path: '/v1/user' });
    expect(user.email).toBe(OWNER);
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(
      answered.filter((answer) => answer.url === '/api/core/v1/user').map((answer) => answer.status),
    ).toEqual([500, 500, 500, 200]);
  });

  it('retries a read shed with 503 after the wait its Retry-After asks for', async () => {
    const { gateway, asked } = await signedIn();
    await server.fault('503', 2);
    const user = await gateway.request<{ email: string }>({ method: 'GET', path: '/v1/user' });
    expect(user.email).toBe(OWNER);
    expect(asked).toEqual([1000, 1000]);
    expect(
      answered.filter((answer) => answer.url === '/api/core/v1/user').map((answer) => answer.status),
    ).toEqual([503, 503, 200]);
  });

  it('retries a read whose connection was dropped, and gives up after 5 retries', async () => {
    const { gateway, delays } = await signedIn();
    await server.fault('drop', 2);
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).resolves.toMatchObject({
      email: OWNER,
    });
    expect(delays).toEqual([1000, 2000]);
    delays.length = 0;
    await server.fault('500', 6);
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).rejects.toMatchObject({
      code: 'GATEWAY.SERVER_ERROR',
      status: 500,
      serverCode: 'FAULT.INJECTED',
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('says the server cannot be reached at the second failed attempt, and a Retry sends the next attempt at once', async () => {
    const { identity, clock } = await signedIn();
    const reachability = new GatewayCallsReachability(clock);
    const changes: boolean[] = [];
    reachability.onChange((reachable) => changes.push(reachable));
    // An hour between attempts: only a Retry moves the call on.
    const gateway = new AxiosHttpGateway(
      { coreBaseUrl: `${server.origin}/api/core`, networkRetryDelay: () => 3_600_000 },
      () => identity,
      clock,
      reachability,
    );
    const failures = () =>
      answered.filter((answer) => answer.url === '/api/core/v1/user' && answer.status === 500);
    await server.fault('500', 2);
    const read = gateway.request<{ email: string }>({ method: 'GET', path: '/v1/user' });
    await until(() => failures().length === 1);
    expect(reachability.isReachable()).toBe(true);
    // Retry until the waiting call has taken it (the answer is seen before the call waits).
    await until(() => {
      reachability.retryNow();
      return failures().length === 2;
    });
    await until(() => changes.length === 1);
    expect(changes).toEqual([false]);
    await until(() => {
      reachability.retryNow();
      return changes.length === 2;
    });
    await expect(read).resolves.toMatchObject({ email: OWNER });
    expect(changes).toEqual([false, true]);
  });

  it('never retries a write without an Idempotency-Key', async () => {
    const { gateway, delays } = await signedIn();
    await server.fault('drop-after', 1);
    await expect(
      gateway.request({
        method: 'POST',
        path: '/v1/demo_request',
        body: { brand_id: grillId, service_code: 'LMS' },
      }),
    ).rejects.toMatchObject({ code: 'GATEWAY.NETWORK', status: 0 });
    expect(delays).toEqual([]);
  });

  it('retries an idempotent write after a dropped answer and leaves exactly one row', async () => {
    const { gateway, delays } = await signedIn();
    await server.fault('drop-after', 1);
    const answer = await gateway.request<Record<string, unknown>>({
      method: 'POST',
      path: '/v1/demo_request',
      body: { brand_id: grillId, service_code: 'TEAM_SCHEDULING' },
      idempotencyKey: 'demo-request-1',
    });
    expect(delays).toEqual([1000]);
    const attempts = seen.filter((request) => request.url === '/api/core/v1/demo_request');
    expect(attempts.map((request) => request.idempotencyKey)).toEqual(['demo-request-1', 'demo-request-1']);
    // The replay is the first answer, not the "already requested" one a second write would give.
    expect(answer).toMatchObject({ demo_requested: true, already_requested: false });
    const rows = await server.db
      .selectFrom('demo_requests')
      .selectAll()
      .where('brand_id', '=', grillId)
      .where('module', '=', 'TEAM_SCHEDULING')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('wraps a call in the generic retry helper when asked', async () => {
    const { gateway, delays, sleeps } = await signedIn();
    await server.fault('500', 7);
    await expect(gateway.request({ method: 'GET', path: '/v1/user', retry: true })).resolves.toMatchObject({
      email: OWNER,
    });
    expect(sleeps).toEqual([1000]);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 1000]);
  });

  it('serves a cached read stale-while-revalidate', async () => {
    const { gateway } = await signedIn();
    const read = () =>
      gateway.request({ method: 'GET', path: `/v1/gps/${harborId}`, cache: { maxAgeMs: 60_000 } });
    const [first, second] = await Promise.all([read(), read()]);
    expect(second).toEqual(first);
    await read();
    expect(seen.filter((request) => request.url === `/api/core/v1/gps/${harborId}`)).toHaveLength(1);
    gateway.clearCache();
    await read();
    expect(seen.filter((request) => request.url === `/api/core/v1/gps/${harborId}`)).toHaveLength(2);
  });

  it('revalidates the brand tree with its entity tag: 304 unchanged, the new tree after a brand change', async () => {
    const { gateway } = await signedIn();
    const api = new HttpBrandsApi(gateway, { next: () => 'unused' });
    const tree = await api.brandTree();
    expect(tree.map((brand) => brand.name)).toContain('Harbor Hospitality Group');
    await expect(api.brandTreeIfChanged()).resolves.toBeUndefined();
    const trees = answered.filter((answer) => answer.url.startsWith('/api/core/v1/users/brands?'));
    expect(trees.map((answer) => answer.status)).toEqual([200, 304]);
    await bumpBrandsRevision(server.db);
    await expect(api.brandTreeIfChanged()).resolves.toEqual(tree);
    await expect(api.brandTreeIfChanged()).resolves.toBeUndefined();
  });

  it('batches item reads into one request', async () => {
    const { gateway } = await signedIn();
    const read = (id: number) =>
      gateway.requestBatched<{ brand_id: number; services: unknown[] }>({
        method: 'GET',
        path: '/v1/brands/services',
        idsParameter: 'brand_ids',
        idField: 'brand_id',
        id,
      });
    const [harbor, grill] = await Promise.all([read(harborId), read(grillId)]);
    expect(harbor?.brand_id).toBe(harborId);
    expect(grill?.brand_id).toBe(grillId);
    const batches = seen.filter((request) => request.url.startsWith('/api/core/v1/brands/services'));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.url).toContain(`brand_ids=${harborId}&brand_ids=${grillId}`);
  });
});

/** Resolves once `condition` holds, checking every 10 ms (the test's own time-out bounds it). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
