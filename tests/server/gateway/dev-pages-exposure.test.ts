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

describe('platform switches', () => {
  it('refuse an unknown brand with 404 DEV.BRAND_NOT_FOUND and write no version row', async () => {
    const server = await startTestServer();
    try {
      const before = await server.db.selectFrom('web_versions').select('id').execute();
      for (const [url, payload] of [
        ['/dev/platform/maintenance', { brand_id: 999_999, status: 'IN_MAINTENANCE' }],
        ['/dev/platform/version', { brand_id: 999_999, version: '9.9.9' }],
      ] as const) {
        const response = await server.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '127.0.0.1',
        });
        expect({ url, status: response.statusCode, code: response.json().error?.code }).toEqual({
          url,
          status: 404,
          code: 'DEV.BRAND_NOT_FOUND',
        });
      }
      expect(await server.db.selectFrom('web_versions').select('id').execute()).toHaveLength(before.length);
    } finally {
      await server.close();
    }
  });
});
