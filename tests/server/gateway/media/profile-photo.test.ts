import path from 'node:path';
import { fetchServed, storedNames } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { pngOf } from './media.harness';

// Issue #28, finding 10: a replaced profile photo stays public forever.
let server: TestServer;
let session: Session;

beforeAll(async () => {
  server = await startGatewayServer({ PHOTO_REPLACE_MAX: '8' });
  session = await signIn(server, 'candidate@demo.brigade.test');
});
afterAll(() => server.close());

async function replacePhoto(side: number) {
  const boundary = '----photo-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngOf(side, side),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/core/v1/profile_photo',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${session.accessToken}`,
    },
    payload,
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json<{ data: { profile_image: { path: string } }; error: { code: string } }>(),
  };
}

const photos = () => storedNames(server, 'profile-photos');

it('removes the replaced photo (also when replaced at once) and limits replacements per user', async () => {
  const first = await replacePhoto(240);
  const second = await replacePhoto(250);
  expect([first.status, second.status]).toEqual([200, 200]);
  const firstPath = first.body.data.profile_image.path;
  expect((await server.app.inject(firstPath)).statusCode).toBe(404);
  expect((await fetchServed(server, second.body.data.profile_image.path)).statusCode).toBe(200);
  expect(await photos()).toEqual([path.basename(second.body.data.profile_image.path)]);

  // Five at once: one photo is kept, the one the profile names.
  const racing = await Promise.all([260, 270, 280, 290, 300].map(replacePhoto));
  expect(racing.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  const profile = await server.db
    .selectFrom('user_profiles')
    .select('profile_photo_path')
    .where('user_id', '=', await userIdOf(server.db, 'candidate@demo.brigade.test'))
    .executeTakeFirstOrThrow();
  expect(await photos()).toEqual([path.basename(profile.profile_photo_path!)]);

  expect((await replacePhoto(310)).status).toBe(200);
  const refused = await replacePhoto(320);
  expect(refused).toMatchObject({ status: 429, body: { error: { code: 'PHOTO.RATE_LIMITED' } } });
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(await photos()).toHaveLength(1);
});
