import { mediaStoreOf } from '../../../server/storage/media-store';
import { copyDiskFilesToStore } from '../../../server/storage/copy-to-store';
import { startLocalS3, type LocalS3 } from '../../support/s3-server';
import { fetchServed, storedNames } from '../../support/stored-files';
import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway/gateway.harness';
import { pngOf, presign } from '../gateway/media/media.harness';

/**
 * Object storage's own paths (issue #37), against a local s3rver: a browser's PUT straight to the
 * bucket is checked out of quarantine with the disk path's codes, reads are presigned, readiness
 * names a missing bucket, and `npm run media:copy`'s copy is idempotent. The shared media tests
 * run on a bucket too (jest project server-s3).
 */

let s3: LocalS3;
let server: TestServer;
let manager: Session;
let tacos: number;

beforeAll(async () => {
  s3 = await startLocalS3('brigade-direct', 'uploads');
  server = await startGatewayServer({
    ...s3.env,
    MEDIA_UPLOAD_KEY: 'test-media-upload-key-0123456789abcdef',
  });
  manager = await signIn(server, 'manager2@demo.brigade.test');
  tacos = await brandId(server.db, 'Tidewater Tacos');
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

/** Presigns `declared` bytes, PUTs `sent` to the bucket as a browser would, then asks for the check. */
async function directUpload(sent: Buffer, declared = sent.length, format = 'png') {
  const signed = await presign(server, manager, tacos, {
    media_type: 'IMAGE',
    media_format: format,
    size: declared,
  });
  expect(signed.status).toBe(200);
  const { url, complete_url: complete } = signed.body.data;
  expect(url.startsWith(`${s3.endpoint}/brigade-direct/uploads/quarantine/`)).toBe(true);
  const stored = await fetch(url, {
    method: 'PUT',
    headers: { 'force-csrf': 'true' },
    body: new Uint8Array(sent),
  });
  expect(stored.status).toBe(200);
  const checked = await server.app.inject({
    method: 'POST',
    url: complete!,
    headers: { 'force-csrf': 'true' },
  });
  return { status: checked.statusCode, body: checked.json(), complete: complete! };
}

it('moves a checked upload out of quarantine, once, and reads it through a presigned URL only', async () => {
  const result = await directUpload(await pngOf(300, 200));
  expect(result).toMatchObject({ status: 200, body: { data: { media_type: 'IMAGE', media_format: 'png' } } });
  const name = (result.body as { data: { path: string } }).data.path.split('/').pop()!;
  expect(await storedNames(server, 'media')).toContain(name);
  expect(await storedNames(server, 'quarantine')).toEqual([]);
  const again = await server.app.inject({
    method: 'POST',
    url: result.complete,
    headers: { 'force-csrf': 'true' },
  });
  expect(again.json()).toMatchObject({ error: { code: 'UPLOAD.ALREADY_USED' } });
  const registered = await call(server, 'POST', `/v1/brands/${tacos}/media`, {
    session: manager,
    body: { title: 'Direct', type: 'GALLERY', format: 'IMAGE', path: `/media/library/${name}` },
  });
  expect(registered.statusCode).toBe(200);
  const redirect = await server.app.inject({ method: 'GET', url: `/media/library/${name}` });
  expect(redirect.statusCode).toBe(302);
  expect(redirect.headers.location).toContain('X-Amz-Signature=');
  const served = await fetchServed(server, `/media/library/${name}`);
  expect({ status: served.statusCode, type: served.headers['content-type'] }).toEqual({
    status: 200,
    type: 'image/png',
  });
});

it('refuses with the disk path’s codes what the check refuses, and keeps nothing', async () => {
  const before = await storedNames(server, 'media');
  const png = await pngOf(240, 240);
  // The bucket took more bytes than were declared (s3rver does not enforce a signed length).
  expect(await directUpload(png, png.length - 10)).toMatchObject({
    status: 413,
    body: { error: { code: 'UPLOAD.TOO_LARGE' } },
  });
  expect(await directUpload(png, png.length + 10)).toMatchObject({
    status: 400,
    body: { error: { code: 'UPLOAD.SIZE_MISMATCH' } },
  });
  expect(await directUpload(Buffer.from('not an image, only some text'))).toMatchObject({
    status: 415,
    body: { error: { code: 'UPLOAD.NOT_AN_IMAGE' } },
  });
  expect(await directUpload(png, png.length, 'jpg')).toMatchObject({
    status: 415,
    body: { error: { code: 'UPLOAD.TYPE_MISMATCH' } },
  });
  // A check asked for before any PUT: nothing arrived.
  const signed = await presign(server, manager, tacos, {
    media_type: 'IMAGE',
    media_format: 'png',
    size: 10,
  });
  const early = await server.app.inject({
    method: 'POST',
    url: signed.body.data.complete_url!,
    headers: { 'force-csrf': 'true' },
  });
  expect(early.json()).toMatchObject({ status_code: 400, error: { code: 'UPLOAD.BODY_INCOMPLETE' } });
  expect(await storedNames(server, 'media')).toEqual(before);
  expect(await storedNames(server, 'quarantine')).toEqual([]);
});

it('copies a disk installation’s files to the bucket, and a second run copies nothing', async () => {
  const target = await startLocalS3('brigade-copy');
  try {
    const store = mediaStoreOf((await import('../../../server/config')).readConfig({ ...target.env }));
    const first = await copyDiskFilesToStore(server.config.dataDir, store);
    const copied = first.reduce((sum, area) => sum + area.copied, 0);
    expect(copied).toBeGreaterThan(0);
    expect(first.every((area) => area.failed === 0 && area.skipped === 0)).toBe(true);
    const second = await copyDiskFilesToStore(server.config.dataDir, store);
    expect(second.map((area) => [area.area, area.copied, area.skipped])).toEqual(
      first.map((area) => [area.area, 0, area.copied]),
    );
  } finally {
    await target.close();
  }
});

it('is not ready while the bucket does not exist, and says so with a code', async () => {
  const missing = await startGatewayServer({ ...s3.env, MEDIA_STORE: 's3://no-such-bucket/x' });
  try {
    await missing.app.listen({ port: 0, host: '127.0.0.1' });
    const ready = await missing.app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: { code: 'HEALTH.MEDIA_STORE_UNAVAILABLE', message: expect.stringContaining('no-such-bucket') },
    });
  } finally {
    await missing.close();
  }
});
