import { startTestServer, type TestServer } from '../../support/test-server';

const DEV_PAGES = ['/dev/outbox', '/dev/outbox.json', '/corporate', '/dev/faults', '/legacy/jobs'];

async function statuses(server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) {
  const result: Record<string, number> = {};
  for (const url of DEV_PAGES) {
    result[url] = (await server.app.inject({ url, remoteAddress, headers })).statusCode;
  }
  return result;
}

const everyPage = (status: number) => Object.fromEntries(DEV_PAGES.map((url) => [url, status]));

describe('development pages exposure', () => {
  it('are off unless DEV_PAGES asks for them, even outside production', async () => {
    const server = await startTestServer({ DEV_PAGES: '' });
    try {
      expect(await statuses(server, '127.0.0.1')).toEqual(everyPage(404));
      const faults = await server.app.inject({
        method: 'POST',
        url: '/dev/faults',
        payload: { mode: '500', count: 1 },
      });
      expect(faults.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('with DEV_PAGES=true answer callers on this machine only, whatever X-Forwarded-For says', async () => {
    const server = await startTestServer({ DEV_PAGES: 'true', TRUST_PROXY: 'loopback, 203.0.113.0/24' });
    try {
      expect(await statuses(server, '127.0.0.1')).toEqual(everyPage(200));
      expect(await statuses(server, '::ffff:127.0.0.1')).toEqual(everyPage(200));
      expect(await statuses(server, '203.0.113.7')).toEqual(everyPage(404));
      expect(await statuses(server, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toEqual(
        everyPage(404),
      );
      const faults = await server.app.inject({
        method: 'POST',
        url: '/dev/faults',
        remoteAddress: '203.0.113.7',
        payload: { mode: '500', count: 1 },
      });
      expect(faults.statusCode).toBe(404);
      expect((await server.app.inject({ url: '/api/core/v1/rum_settings' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('with DEV_PAGES=remote answer every caller', async () => {
    const server = await startTestServer({ DEV_PAGES: 'remote' });
    try {
      expect(await statuses(server, '203.0.113.7')).toEqual(everyPage(200));
    } finally {
      await server.close();
    }
  });
});
