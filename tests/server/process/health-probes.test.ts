import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainAndClose } from '../../../server/process/graceful-shutdown';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The balancer's probes and the drain (issue #37): /health/live, /health/ready through a
 * process's life (starting, ready, draining, database gone), load shedding with 503 +
 * Retry-After, and a drain that lets the request in flight finish and refuses new connections.
 */
const origin = (server: TestServer) =>
  `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

/** One GET on its own keep-alive connection: status, `connection` header, body. */
function get(url: string, agent: http.Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('health probes', () => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close().catch(() => undefined);
  });

  it('is alive at once, ready only once listening, and /health keeps answering', async () => {
    server = await startTestServer();
    expect((await server.app.inject('/health/live')).json()).toEqual({ status: 'ok' });
    const starting = await server.app.inject('/health/ready');
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status_code: 503, error: { code: 'HEALTH.STARTING' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const ready = await server.app.inject('/health/ready');
    expect({ status: ready.statusCode, body: ready.json(), cache: ready.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
    expect((await server.app.inject('/health')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready when the database does not answer', async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    await server.db.destroy();
    const answer = await server.app.inject('/health/ready');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: { code: 'HEALTH.DATABASE_UNAVAILABLE' } });
    expect((await server.app.inject('/health/live')).statusCode).toBe(200);
    // Closing needs the database (this process's server_instances row): it fails here, as it should.
    await server.app.close().catch(() => undefined);
  });

  it('drains: not ready at once, the request in flight finishes with Connection: close, then no new connection', async () => {
    server = await startTestServer();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    server.app.get('/test/slow', async () => {
      arrived();
      await released;
      return { done: true };
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = origin(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // An idle keep-alive connection, and one whose request is in flight.
    expect((await get(`${url}/health/live`, idleAgent)).status).toBe(200);
    const slow = get(`${url}/test/slow`, agent);
    await inFlight;

    const closed = drainAndClose(server.app, server.db, { drainDelayMs: 0, idleGraceMs: 60_000 });
    expect(server.app.readiness.phase).toBe('draining');
    // The idle connection is still served (not cut under a request), and told to close.
    const onIdle = await get(`${url}/health/ready`, idleAgent);
    expect(onIdle.status).toBe(503);
    expect(JSON.parse(onIdle.body)).toMatchObject({ error: { code: 'HEALTH.DRAINING' } });
    expect(onIdle.connection).toBe('close');
    // No new connection is accepted.
    const refused = await get(`${url}/health/live`, new http.Agent()).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ done: true }) });
    await closed;
    agent.destroy();
    idleAgent.destroy();
  });
});

describe('load shedding', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('answers 503 SERVER.OVERLOADED with Retry-After while the event loop stalls; /health/live stays exempt', async () => {
    server = await startTestServer({
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0',
      PRESSURE_SAMPLE_MS: '100',
      PRESSURE_RETRY_AFTER_S: '3',
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    // Stall the loop, let the overdue sample run, then ask (a loaded machine may need a few tries).
    let shed: Awaited<ReturnType<TestServer['app']['inject']>> | undefined;
    let live: Awaited<ReturnType<TestServer['app']['inject']>> | undefined;
    for (let attempt = 0; attempt < 20 && shed?.statusCode !== 503; attempt++) {
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy: the event loop is blocked
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      [shed, live] = await Promise.all([
        server.app.inject('/api/core/v1/rum_settings'),
        server.app.inject('/health/live'),
      ]);
    }
    expect(shed?.statusCode).toBe(503);
    expect(shed?.headers['retry-after']).toBe('3');
    expect(shed?.json()).toEqual({
      status_code: 503,
      error: { code: 'SERVER.OVERLOADED', message: expect.any(String) },
    });
    expect(live?.statusCode).toBe(200);
  });
});
