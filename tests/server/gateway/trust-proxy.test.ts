import { startTestServer, type TestServer } from '../../support/test-server';

/** Three availability checks from one socket address, each claiming another client address. */
async function spoofedChecks(server: TestServer): Promise<number[]> {
  const statuses: number[] = [];
  for (const [index, forwarded] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries()) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/core/v1/registration/validateUsername',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': forwarded },
      payload: { username: `proxy-user-${index}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('by default X-Forwarded-For is ignored: a spoofed address does not escape the per-address limit', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '2' });
    try {
      expect(server.config.trustProxy).toBe(false);
      expect(await spoofedChecks(server)).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY=1 the address the proxy forwards is the client, each with its own limit', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    try {
      expect(await spoofedChecks(server)).toEqual([200, 200, 200]);
    } finally {
      await server.close();
    }
  });

  it('an address list trusts only those proxies', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    try {
      expect(await spoofedChecks(server)).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});
