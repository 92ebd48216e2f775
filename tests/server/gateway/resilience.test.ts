import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../support/test-server';
import { call, snapshot, startGatewayServer } from './gateway.harness';
import { PRODUCTION_ENV } from '../../support/production-env';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startGatewayServer({ RATE_LIMIT_MAX: '40' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const registration = (email: string) => ({
  email,
  password: 'Idem-pass-12',
  first_name: 'Ida',
});

const users = async () => (await snapshot(server.db)).identity_users;

describe('Idempotency-Key', () => {
  it('a repeated write gets the first answer and writes nothing twice', async () => {
    const headers = { 'idempotency-key': 'register-ida-1' };
    const first = await call(server, 'POST', '/v1/users/registration', {
      body: registration('ida@example.test'),
      headers,
    });
    expect(first.statusCode).toBe(200);
    const count = await users();
    const second = await call(server, 'POST', '/v1/users/registration', {
      body: registration('ida@example.test'),
      headers,
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await users()).toBe(count);
  });

  it('the same key with another body is 422 IDEMPOTENCY.KEY_REUSED', async () => {
    const headers = { 'idempotency-key': 'register-ida-1' };
    const other = await call(server, 'POST', '/v1/users/registration', {
      body: registration('other@example.test'),
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY.KEY_REUSED');
  });

  it('a failure answer is replayed too (4xx), a malformed key is refused', async () => {
    const headers = { 'idempotency-key': 'bad-1' };
    const first = await call(server, 'POST', '/v1/users/registration', {
      body: { first_name: 'X' },
      headers,
    });
    const again = await call(server, 'POST', '/v1/users/registration', {
      body: { first_name: 'X' },
      headers,
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const malformed = await call(server, 'POST', '/v1/users/registration', {
      body: { first_name: 'X' },
      headers: { 'idempotency-key': 'has spaces' },
    });
    expect(malformed.json().error.code).toBe('IDEMPOTENCY.INVALID_KEY');
  });
});

describe('fault injection (/dev/faults, not in production)', () => {
  const arm = (mode: string, count: number) =>
    server.app.inject({ method: 'POST', url: '/dev/faults', payload: { mode, count } });

  it("'500' answers the next requests with 500 FAULT.INJECTED, then normal service resumes", async () => {
    expect((await arm('500', 2)).statusCode).toBe(200);
    for (let index = 0; index < 2; index++) {
      const response = await call(server, 'GET', '/v1/rum_settings');
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('FAULT.INJECTED');
    }
    expect((await call(server, 'GET', '/v1/rum_settings')).statusCode).toBe(200);
  });

  it("'drop' loses the connection before anything is written", async () => {
    await arm('drop', 1);
    const before = await snapshot(server.db);
    await expect(
      fetch(`${base}/api/core/v1/users/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration('dropped@example.test')),
      }),
    ).rejects.toThrow();
    expect(await snapshot(server.db)).toEqual(before);
  });

  it("'drop-after' loses the answer; the retry with the same key gets it and nothing is written twice", async () => {
    await arm('drop-after', 1);
    const request = () =>
      fetch(`${base}/api/core/v1/users/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'lost-answer-1' },
        body: JSON.stringify(registration('lost@example.test')),
      });
    await expect(request()).rejects.toThrow();
    const count = await users();
    const retry = await request();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { email: string } }).data.email).toBe('lost@example.test');
    expect(await users()).toBe(count);
  });

  it('with a scope, fails only the requests that carry it in X-Fault-Scope', async () => {
    const armed = await server.app.inject({
      method: 'POST',
      url: '/dev/faults',
      payload: { mode: '500', count: 5, scope: 'page-1' },
    });
    expect(armed.json().data).toEqual({ mode: '500', count: 5, scope: 'page-1' });
    expect((await call(server, 'GET', '/v1/rum_settings')).statusCode).toBe(200);
    const other = await call(server, 'GET', '/v1/rum_settings', { headers: { 'x-fault-scope': 'page-2' } });
    expect(other.statusCode).toBe(200);
    const scoped = await call(server, 'GET', '/v1/rum_settings', { headers: { 'x-fault-scope': 'page-1' } });
    expect(scoped.statusCode).toBe(500);
    expect(scoped.json().error.code).toBe('FAULT.INJECTED');
    await arm('500', 0);
    expect(
      (await call(server, 'GET', '/v1/rum_settings', { headers: { 'x-fault-scope': 'page-1' } })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown mode', async () => {
    expect((await arm('explode', 1)).statusCode).toBe(400);
  });
});

describe('rate limits on sign-in-ish, reset and registration routes', () => {
  it('answers 429 RATE_LIMITED past RATE_LIMIT_MAX, and other routes stay open', async () => {
    let last = 0;
    for (let index = 0; index < 41; index++) {
      last = (
        await call(server, 'POST', '/v1/registration/validateUsername', { body: { username: `u${index}` } })
      ).statusCode;
    }
    expect(last).toBe(429);
    const limited = await call(server, 'POST', '/v1/registration/validateUsername', {
      body: { username: 'again' },
    });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await call(server, 'GET', '/v1/rum_settings')).statusCode).toBe(200);
  });
});

describe('production', () => {
  it('has no dev pages and no fault switch', async () => {
    const production = await startGatewayServer({ ...PRODUCTION_ENV, DEV_PAGES: 'false' });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/corporate', '/dev/faults']) {
        expect((await production.app.inject(url)).statusCode).toBe(404);
      }
      expect(
        (
          await production.app.inject({
            method: 'POST',
            url: '/dev/faults',
            payload: { mode: '500', count: 1 },
          })
        ).statusCode,
      ).toBe(404);
      expect((await production.app.inject('/auth/ilm')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
