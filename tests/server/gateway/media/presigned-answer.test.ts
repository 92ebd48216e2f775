import type { TestServer } from '../../../support/test-server';
import { brandId, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { pngOf, presign } from './media.harness';

let server: TestServer;
let manager: Session;
let tacos: number;

beforeAll(async () => {
  server = await startGatewayServer({ MEDIA_UPLOAD_KEY: 'test-media-upload-key-0123456789abcdef' });
  manager = await signIn(server, 'manager2@demo.brigade.test');
  tacos = await brandId(server.db, 'Tidewater Tacos');
});
afterAll(() => server.close());

describe('the presigned URL answer (issue #28, finding 13)', () => {
  it('names every header the PUT needs, so a client that follows it exactly succeeds', async () => {
    const bytes = await pngOf(240, 240);
    const signed = await presign(server, manager, tacos, {
      media_type: 'IMAGE',
      media_format: 'png',
      size: bytes.length,
    });
    expect(signed.status).toBe(200);
    const answer = signed.body.data as typeof signed.body.data & { headers: Record<string, string> };
    expect(answer.headers).toEqual({ 'force-csrf': 'true' });
    // The answer's URL, method and headers, nothing added by the test.
    const put = { method: answer.method as 'PUT', headers: answer.headers };
    let response;
    if (answer.complete_url === null) {
      response = await server.app.inject({ ...put, url: answer.url, payload: bytes });
    } else {
      // Object storage: the URL is the bucket's; then the check, with the same headers.
      const stored = await fetch(answer.url, { ...put, body: new Uint8Array(bytes) });
      expect(stored.status).toBe(200);
      response = await server.app.inject({
        method: 'POST',
        url: answer.complete_url,
        headers: answer.headers,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { path: string } }>().data.path).toMatch(/^\/media\/library\//);
  });
});
