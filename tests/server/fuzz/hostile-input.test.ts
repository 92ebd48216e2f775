import fs from 'node:fs';
import type { TestServer } from '../../support/test-server';
import { photoDir } from '../../../server/gateway/media/profile-photo.routes';
import { accessTokenOf, startFuzzServer } from './fuzz.harness';

/**
 * The inputs that answered 500 before (issue #10), one by one: numbers JSON and query coercion
 * read as Infinity, multipart bodies the parser cannot finish, URLs the router cannot decode.
 * Each is a 4xx in the error envelope, and nothing is stored.
 */

let server: TestServer;
let owner: string;
let candidate: string;

beforeAll(async () => {
  server = await startFuzzServer();
  owner = await accessTokenOf(server, 'owner@demo.brigade.test');
  candidate = await accessTokenOf(server, 'candidate@demo.brigade.test');
});
afterAll(() => server.close());

const get = (url: string, token: string) =>
  server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { status_code: status, error: { code, message: expect.any(String) } },
  });
}

describe.each(['1e400', '-1e400', 'Infinity', 'NaN', '9007199254740993'])('a page number of %s', (value) => {
  it.each(['limit', 'offset'])(
    'on the candidate’s applications as %s is 400 VALIDATION.INVALID',
    async (name) => {
      expectError(
        await get(`/api/core/v1/candidate_applications?${name}=${value}`, candidate),
        400,
        'VALIDATION.INVALID',
      );
    },
  );

  it.each(['limit', 'offset', 'brand'])(
    'on the employer’s applications as %s is 400 VALIDATION.INVALID',
    async (name) => {
      const query = name === 'brand' ? `brand=${value}` : `brand=1&${name}=${value}`;
      expectError(await get(`/api/core/v1/employer_applications?${query}`, owner), 400, 'VALIDATION.INVALID');
    },
  );
});

it('reads -0 as the first page', async () => {
  const response = await get('/api/core/v1/candidate_applications?offset=-0', candidate);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.applications.length).toBeGreaterThan(0);
});

it('refuses 1e400 in a JSON body with 400 VALIDATION.INVALID and requests no demo', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/core/v1/demo_request',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    payload: '{"brand_id": 1e400, "service_code": "LMS"}',
  });
  expectError(response, 400, 'VALIDATION.INVALID');
  const stored = await server.db
    .selectFrom('demo_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(0);
});

describe('PUT /v1/profile_photo with a body the multipart parser cannot finish', () => {
  const boundary = 'fuzz-boundary';
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  it.each([
    ['without a boundary', 'multipart/form-data', form],
    ['with an empty boundary', 'multipart/form-data; boundary=', form],
    [
      'cut short in the file',
      `multipart/form-data; boundary=${boundary}`,
      form.subarray(0, form.length - 20),
    ],
    ['cut short in the part headers', `multipart/form-data; boundary=${boundary}`, form.subarray(0, 30)],
    ['whose boundary never comes', 'multipart/form-data; boundary=other', form],
  ])('%s is 400 PHOTO.INVALID_MULTIPART and stores nothing', async (_label, contentType, payload) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/core/v1/profile_photo',
      headers: { authorization: `Bearer ${candidate}`, 'content-type': contentType },
      payload,
    });
    expectError(response, 400, 'PHOTO.INVALID_MULTIPART');
    const media = await get('/api/core/v1/user/basic_media', candidate);
    expect(media.json().data.profile_image).toBeNull();
    const dir = photoDir(server.config.dataDir);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});

describe('URLs the router refuses', () => {
  it('answers a path it cannot decode with 400 REQUEST.BAD_URL in the envelope', async () => {
    expectError(await get('/api/core/v1/brands/%/tree', owner), 400, 'REQUEST.BAD_URL');
  });

  it('answers an undecodable path outside the gateway the same way', async () => {
    expectError(await server.app.inject({ method: 'GET', url: '/user/%E0%A4%A' }), 400, 'REQUEST.BAD_URL');
  });
});
