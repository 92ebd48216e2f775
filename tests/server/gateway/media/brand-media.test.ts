import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { receivingDir } from '../../../../server/gateway/media/upload-receiver';
import { UploadSigner } from '../../../../server/gateway/media/upload-signing';
import { fetchServed, itOnDisk, storedBytes, storedNames } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { bombPng, pngOf, presign, put, rotatedJpeg } from './media.harness';
import { movie } from './video-fixtures';

/**
 * Brand media end to end: signed upload URLs (presign, PUT, quarantine checks of every format) and
 * the library they fill (list, rename, delete, quota). One file over 400 lines because both halves
 * share one seeded server and one signing key (a seeded server per file costs seconds on the CI's
 * two cores).
 */

const KEY = 'test-media-upload-key-0123456789abcdef';
let server: TestServer;
let tacosManager: Session;
let grillManager: Session;
let scheduler: Session;
let candidate: Session;
let tacos: number;
let grill: number;

beforeAll(async () => {
  server = await startGatewayServer({ MEDIA_UPLOAD_KEY: KEY, MEDIA_MAX_IMAGE_BYTES: String(200_000) });
  [tacosManager, grillManager, scheduler, candidate] = await Promise.all([
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'scheduler@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  tacos = await brandId(server.db, 'Tidewater Tacos');
  grill = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

const storedFiles = () => storedNames(server, 'media');
const receiving = () =>
  fs.existsSync(receivingDir(server.config.dataDir))
    ? fs.readdirSync(receivingDir(server.config.dataDir))
    : [];

async function uploadImage(bytes: Buffer, format = 'png') {
  const signed = await presign(server, tacosManager, tacos, {
    media_type: 'IMAGE',
    media_format: format,
    size: bytes.length,
  });
  expect(signed.status).toBe(200);
  return { url: signed.body.data.url, result: await put(server, signed.body.data.url, bytes) };
}

async function register(session: Session, brand: number, body: Record<string, unknown>) {
  const response = await call(server, 'POST', `/v1/brands/${brand}/media`, { session, body });
  return {
    status: response.statusCode,
    body: response.json<{ data: { id: number; path: string }; error: { code: string } }>(),
  };
}

describe('signed upload URLs', () => {
  it('takes a PNG once, re-encodes it, serves it with an ETag, and refuses the same URL again', async () => {
    const bytes = await pngOf(300, 200);
    const { url, result } = await uploadImage(bytes);
    expect(result.status).toBe(200);
    expect(result.body.data.path).toMatch(/^\/media\/library\/[0-9a-f]{64}\.png$/);
    // Not served until registered as a medium (issue #28).
    const early = await server.app.inject({ method: 'GET', url: result.body.data.path });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ error: { code: 'MEDIA.NOT_FOUND' } });
    expect(early.headers['cache-control']).toBe('no-store');
    const medium = await register(tacosManager, tacos, {
      title: 'Once',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
    });
    expect(medium.status).toBe(200);
    const served = await fetchServed(server, result.body.data.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers.etag).toBeDefined();
    expect(served.headers['cache-control']).toContain('immutable');
    const before = (await storedFiles()).length;
    const again = await put(server, url, bytes);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'UPLOAD.ALREADY_USED' } } });
    expect(await storedFiles()).toHaveLength(before);
  });

  it('takes the PUT a browser sends: an empty Content-Type header', async () => {
    const bytes = await pngOf(240, 240);
    const signed = await presign(server, tacosManager, tacos, {
      media_type: 'IMAGE',
      media_format: 'png',
      size: bytes.length,
    });
    const result = await put(server, signed.body.data.url, bytes, { headers: { 'content-type': '' } });
    expect(result.status).toBe(200);
  });

  it('turns an image by its EXIF orientation and drops its metadata', async () => {
    const { result } = await uploadImage(await rotatedJpeg(), 'jpg');
    expect(result.status).toBe(200);
    const file = await storedBytes(server, 'media', path.basename(result.body.data.path));
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  // The server's own upload URL: object storage hands out the bucket's (s3-direct-upload.test.ts).
  itOnDisk.each([
    [
      'expired',
      (url: URL) => {
        const id = url.pathname.split('/').pop()!;
        const old = new UploadSigner(Buffer.from(KEY)).sign(
          id,
          Number(url.searchParams.get('size')),
          Date.now() - 16 * 60_000,
        );
        return `/api/core${old.path}`;
      },
      403,
      'UPLOAD.URL_EXPIRED',
    ],
    [
      'tampered size',
      (url: URL) => {
        url.searchParams.set('size', String(Number(url.searchParams.get('size')) + 1));
        return url.pathname + url.search;
      },
      403,
      'UPLOAD.SIGNATURE_INVALID',
    ],
    [
      'tampered expiry',
      (url: URL) => {
        url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
        return url.pathname + url.search;
      },
      403,
      'UPLOAD.SIGNATURE_INVALID',
    ],
    [
      'tampered slot',
      (url: URL) => {
        url.pathname = url.pathname.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
        return url.pathname + url.search;
      },
      403,
      'UPLOAD.SIGNATURE_INVALID',
    ],
  ])('refuses a %s URL with a code and stores nothing', async (_name, change, status, code) => {
    const bytes = await pngOf(240, 240);
    const signed = await presign(server, tacosManager, tacos, {
      media_type: 'IMAGE',
      media_format: 'png',
      size: bytes.length,
    });
    const before = (await storedFiles()).length;
    const result = await put(server, change(new URL(signed.body.data.url, 'http://x')), bytes);
    expect(result).toMatchObject({ status, body: { error: { code } } });
    expect(await storedFiles()).toHaveLength(before);
    expect(receiving()).toEqual([]);
    // The slot was not spent by the refused attempt.
    expect((await put(server, signed.body.data.url, bytes)).status).toBe(200);
  });

  itOnDisk('refuses another method, a missing force-csrf header and a content type', async () => {
    const bytes = await pngOf(240, 240);
    const signed = await presign(server, tacosManager, tacos, {
      media_type: 'IMAGE',
      media_format: 'png',
      size: bytes.length,
    });
    const url = signed.body.data.url;
    expect(await put(server, url, bytes, { method: 'POST' })).toMatchObject({
      status: 405,
      body: { error: { code: 'UPLOAD.METHOD_NOT_ALLOWED' } },
    });
    expect(await put(server, url, bytes, { method: 'GET' })).toMatchObject({ status: 405 });
    expect(await put(server, url, bytes, { headers: { 'force-csrf': 'false' } })).toMatchObject({
      status: 403,
      body: { error: { code: 'UPLOAD.CSRF_HEADER_REQUIRED' } },
    });
    expect(await put(server, url, bytes, { headers: { 'content-type': 'image/png' } })).toMatchObject({
      status: 415,
      body: { error: { code: 'UPLOAD.CONTENT_TYPE_NOT_EMPTY' } },
    });
  });

  itOnDisk(
    'refuses a body longer or shorter than declared, streamed or announced, and stores nothing',
    async () => {
      const bytes = await pngOf(240, 240);
      const before = (await storedFiles()).length;
      const signed = await presign(server, tacosManager, tacos, {
        media_type: 'IMAGE',
        media_format: 'png',
        size: bytes.length - 10,
      });
      // An announced Content-Length over the size is refused before the slot is touched.
      expect(await put(server, signed.body.data.url, bytes)).toMatchObject({
        status: 413,
        body: { error: { code: 'UPLOAD.TOO_LARGE' } },
      });
      // A chunked body (no length) is cut off while streaming, and the URL is spent.
      const streamed = await server.app.inject({
        method: 'PUT',
        url: signed.body.data.url,
        headers: { 'force-csrf': 'true' },
        payload: Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]),
      });
      expect(streamed.headers['content-length']).toBeDefined();
      expect(streamed.json()).toMatchObject({ status_code: 413, error: { code: 'UPLOAD.TOO_LARGE' } });
      const slotId = new URL(signed.body.data.url, 'http://x').pathname.split('/').pop()!;
      const slot = await server.db
        .selectFrom('media_uploads')
        .select('status')
        .where('id', '=', slotId)
        .executeTakeFirst();
      expect(slot?.status).toBe('FAILED');
      const longer = await presign(server, tacosManager, tacos, {
        media_type: 'IMAGE',
        media_format: 'png',
        size: bytes.length + 10,
      });
      expect(await put(server, longer.body.data.url, bytes)).toMatchObject({
        status: 400,
        body: { error: { code: 'UPLOAD.SIZE_MISMATCH' } },
      });
      expect(await storedFiles()).toHaveLength(before);
      expect(receiving()).toEqual([]);
    },
  );

  it('refuses a declared size over the limit before any upload', async () => {
    const result = await presign(server, tacosManager, tacos, {
      media_type: 'IMAGE',
      media_format: 'png',
      size: 200_001,
    });
    expect(result).toMatchObject({ status: 413, body: { error: { code: 'UPLOAD.TOO_LARGE' } } });
    const listed = await presign(server, tacosManager, tacos, {
      media_type: 'IMAGE',
      media_format: 'mp4',
      size: 10,
    });
    expect(listed).toMatchObject({ status: 400, body: { error: { code: 'UPLOAD.FORMAT_NOT_LISTED' } } });
  });

  it('checks files by their bytes: a non-image, a mislabelled image, a pixel bomb, a fake video', async () => {
    const before = (await storedFiles()).length;
    const text = Buffer.from('this is not an image at all, just text');
    expect((await uploadImage(text)).result).toMatchObject({
      status: 415,
      body: { error: { code: 'UPLOAD.NOT_AN_IMAGE' } },
    });
    expect((await uploadImage(await pngOf(240, 240), 'jpg')).result).toMatchObject({
      status: 415,
      body: { error: { code: 'UPLOAD.TYPE_MISMATCH' } },
    });
    expect((await uploadImage(await bombPng())).result).toMatchObject({
      status: 413,
      body: { error: { code: 'UPLOAD.TOO_MANY_PIXELS' } },
    });
    const fake = await presign(server, tacosManager, tacos, {
      media_type: 'VIDEO',
      media_format: 'mp4',
      size: text.length,
    });
    expect(await put(server, fake.body.data.url, text)).toMatchObject({
      status: 415,
      body: { error: { code: 'UPLOAD.NOT_A_VIDEO' } },
    });
    expect(await storedFiles()).toHaveLength(before);
    expect(receiving()).toEqual([]);
  });

  it('serves a hosted video with byte ranges', async () => {
    const video = movie({ frames: [2000, 2000] });
    const signed = await presign(server, tacosManager, tacos, {
      media_type: 'VIDEO',
      media_format: 'mp4',
      size: video.length,
    });
    const result = await put(server, signed.body.data.url, video);
    expect(result.status).toBe(200);
    const medium = await register(tacosManager, tacos, {
      title: 'Tour',
      type: 'GALLERY',
      format: 'VIDEO',
      path: result.body.data.path,
    });
    expect(medium.status).toBe(200);
    const range = await fetchServed(server, result.body.data.path, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(range.headers['content-type']).toBe('video/mp4');
  });
});

describe('the library', () => {
  it('holds the demo images of Harbor Grill Portland Downtown for its manager, served as JPEG', async () => {
    const list = await call(server, 'GET', `/v1/brand/basic_media/${grill}`, { session: grillManager });
    const page = list.json<{ data: { total: number; media: { title: string; path: string }[] } }>().data;
    expect(page.media.map((medium) => medium.title)).toEqual(['Terrace', 'Kitchen line', 'Dining room']);
    const served = await fetchServed(server, page.media[0]!.path);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('registers an upload, lists it with a total, and deletes it with its file', async () => {
    const { result } = await uploadImage(await pngOf(320, 240));
    const created = await register(tacosManager, tacos, {
      title: 'Patio',
      description: 'Our patio at noon',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
      positions: [],
    });
    expect(created.status).toBe(200);
    const again = await register(tacosManager, tacos, {
      title: 'Twice',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
    });
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'MEDIA.UNKNOWN_PATH' } } });
    const list = await call(server, 'GET', `/v1/brand/basic_media/${tacos}?limit=1`, {
      session: tacosManager,
    });
    const page = list.json<{ data: { total: number; media: { id: number; title: string }[] } }>().data;
    expect(page.media).toEqual([expect.objectContaining({ id: created.body.data.id, title: 'Patio' })]);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const file = path.basename(result.body.data.path);
    expect(await storedNames(server, 'media')).toContain(file);
    const removed = await call(server, 'DELETE', `/v1/brands/${tacos}/media/${created.body.data.id}`, {
      session: tacosManager,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedNames(server, 'media')).not.toContain(file);
    const gone = await call(server, 'DELETE', `/v1/brands/${tacos}/media/${created.body.data.id}`, {
      session: tacosManager,
    });
    expect(gone.json()).toMatchObject({ status_code: 404, error: { code: 'MEDIA.NOT_FOUND' } });
  });

  it('allows is_hosted for VIDEO only, and an external video by https URL', async () => {
    const { result } = await uploadImage(await pngOf(240, 240));
    const hostedImage = await register(tacosManager, tacos, {
      title: 'x',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
      is_hosted: true,
    });
    expect(hostedImage).toMatchObject({
      status: 400,
      body: { error: { code: 'MEDIA.HOSTED_ONLY_FOR_VIDEO' } },
    });
    const external = await register(tacosManager, tacos, {
      title: 'Tour',
      type: 'GALLERY',
      format: 'VIDEO',
      is_hosted: false,
      path: 'https://videos.example/tour',
      media_secondary: result.body.data.path,
    });
    expect(external.status).toBe(200);
    const badUrl = await register(tacosManager, tacos, {
      title: 'x',
      type: 'GALLERY',
      format: 'VIDEO',
      is_hosted: false,
      path: 'javascript:alert(1)',
    });
    expect(badUrl).toMatchObject({ status: 400, body: { error: { code: 'MEDIA.EXTERNAL_URL_INVALID' } } });
  });

  it('keeps description, positions and a secondary image; refuses a blank title, a video as secondary and a position elsewhere', async () => {
    const positionAt = async (brand: number) => {
      const { path: brandPath } = await server.db
        .selectFrom('brands')
        .select('path')
        .where('id', '=', brand)
        .executeTakeFirstOrThrow();
      const row = await server.db
        .selectFrom('positions as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select('p.id')
        .where('b.path', 'like', `${brandPath}%`)
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const [tacosPosition, grillPosition] = await Promise.all([positionAt(tacos), positionAt(grill)]);
    const poster = (await uploadImage(await pngOf(240, 240))).result.body.data.path;
    const videoBytes = movie();
    const signed = await presign(server, tacosManager, tacos, {
      media_type: 'VIDEO',
      media_format: 'mp4',
      size: videoBytes.length,
    });
    const video = (await put(server, signed.body.data.url, videoBytes)).body.data.path;
    const base = { type: 'GALLERY', format: 'VIDEO', path: video };

    const blank = await register(tacosManager, tacos, { ...base, title: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { error: { code: 'MEDIA.TITLE_REQUIRED' } } });
    const videoAsPoster = await register(tacosManager, tacos, {
      title: 'Tour',
      type: 'GALLERY',
      format: 'VIDEO',
      is_hosted: false,
      path: 'https://videos.example/tour',
      media_secondary: video,
    });
    expect(videoAsPoster).toMatchObject({
      status: 400,
      body: { error: { code: 'MEDIA.SECONDARY_INVALID' } },
    });
    const elsewhere = await register(tacosManager, tacos, {
      ...base,
      title: 'Tour',
      positions: [grillPosition],
    });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { error: { code: 'MEDIA.POSITION_NOT_IN_BRAND' } },
    });

    // Nothing of the refusals was kept: the same upload registers now, with every field.
    const created = await register(tacosManager, tacos, {
      ...base,
      title: ' Kitchen tour ',
      description: 'Two minutes behind the line',
      is_hosted: true,
      media_secondary: poster,
      positions: [tacosPosition],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: 'Kitchen tour',
      description: 'Two minutes behind the line',
      format: 'VIDEO',
      is_hosted: true,
      media_secondary: poster,
      positions: [tacosPosition],
    });
    // The poster is served as the video's secondary image, though never registered itself.
    const shown = await fetchServed(server, poster);
    expect(shown.statusCode).toBe(200);
  });

  it('keeps brands apart: another brand’s path, brand, or medium is refused', async () => {
    const { result } = await uploadImage(await pngOf(240, 240));
    // Harbor Grill's manager cannot ask for Tidewater URLs, list its media, nor register its upload at Grill.
    expect(
      (await presign(server, grillManager, tacos, { media_type: 'IMAGE', media_format: 'png', size: 10 }))
        .body,
    ).toMatchObject({
      error: { code: 'BRAND.FORBIDDEN' },
    });
    expect(
      (await call(server, 'GET', `/v1/brand/basic_media/${tacos}`, { session: grillManager })).statusCode,
    ).toBe(403);
    const stolen = await register(grillManager, grill, {
      title: 'x',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
    });
    expect(stolen).toMatchObject({ status: 400, body: { error: { code: 'MEDIA.UNKNOWN_PATH' } } });
    const mine = await register(tacosManager, tacos, {
      title: 'Mine',
      type: 'GALLERY',
      format: 'IMAGE',
      path: result.body.data.path,
    });
    const deleteElsewhere = await call(server, 'DELETE', `/v1/brands/${grill}/media/${mine.body.data.id}`, {
      session: grillManager,
    });
    expect(deleteElsewhere.json()).toMatchObject({ error: { code: 'MEDIA.NOT_FOUND' } });
    expect(
      (
        await call(server, 'DELETE', `/v1/brands/${tacos}/media/${mine.body.data.id}`, {
          session: grillManager,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('needs SOURCE_HIRE and an employer to manage media', async () => {
    const coffee = await brandId(server.db, 'Lantern Portland Downtown');
    expect(
      (await presign(server, scheduler, coffee, { media_type: 'IMAGE', media_format: 'png', size: 10 })).body,
    ).toMatchObject({
      error: { code: 'MEDIA.FORBIDDEN' },
    });
    expect(
      (await presign(server, candidate, tacos, { media_type: 'IMAGE', media_format: 'png', size: 10 }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          server,
          'GET',
          `/v1/brands/${tacos}/media/presigned_url?media_type=IMAGE&media_format=png&file_name=a&size=1`,
        )
      ).statusCode,
    ).toBe(401);
  });
});
