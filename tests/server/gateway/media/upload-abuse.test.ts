import fs from 'node:fs';
import path from 'node:path';
import { brandMediaUsage } from '../../../../server/gateway/media/media-quota';
import { sweepUnregisteredUploads } from '../../../../server/gateway/media/media-uploads.sweeper';
import { mediaStoreOf } from '../../../../server/storage/media-store';
import { fetchServed, storedNames } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { pngOf, presign, put } from './media.harness';
import { box, element, movie, webm } from './video-fixtures';

// Issue #28, finding 5: uploads as free hosting. Limits are small here, set by the server's env.
const KEY = 'test-media-upload-key-0123456789abcdef';
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

async function register(server: TestServer, session: Session, brand: number, body: Record<string, unknown>) {
  const response = await call(server, 'POST', `/v1/brands/${brand}/media`, { session, body });
  return {
    status: response.statusCode,
    body: response.json<{ data: { id: number }; error: { code: string } }>(),
  };
}

async function upload(
  server: TestServer,
  session: Session,
  brand: number,
  bytes: Buffer,
  type: string,
  format: string,
) {
  const signed = await presign(server, session, brand, {
    media_type: type,
    media_format: format,
    size: bytes.length,
  });
  expect(signed.status).toBe(200);
  return put(server, signed.body.data.url, bytes);
}

describe('with a quota of 400 000 bytes per brand', () => {
  let server: TestServer;
  let manager: Session;
  let tacos: number;
  const stored = async () => (await storedNames(server, 'media')).length;

  beforeAll(async () => {
    server = await startGatewayServer({ MEDIA_UPLOAD_KEY: KEY, MEDIA_BRAND_QUOTA_BYTES: '400000' });
    manager = await signIn(server, 'manager2@demo.brigade.test');
    tacos = await brandId(server.db, 'Tidewater Tacos');
  });
  afterAll(() => server.close());

  const ask = (size: number) =>
    presign(server, manager, tacos, { media_type: 'VIDEO', media_format: 'mp4', size });

  it('counts open URLs and stored files, refuses past the quota (also when asked at once), and frees what failed or was deleted', async () => {
    const big = await ask(300_000);
    expect(big.status).toBe(200);
    const over = await ask(150_000);
    expect(over).toMatchObject({ status: 413, body: { error: { code: 'MEDIA.QUOTA_EXCEEDED' } } });
    // 100 000 left: of five asks for 30 000 made at once, three fit.
    const parallel = await Promise.all([1, 2, 3, 4, 5].map(() => ask(30_000)));
    expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 413, 413]);
    // A failed upload gives its bytes back.
    expect((await put(server, big.body.data.url, Buffer.alloc(10))).status).toBe(400);
    expect((await ask(150_000)).status).toBe(200);
    // A stored, registered file counts by its size until deleted.
    const before = await brandMediaUsage(server.db, tacos, new Date());
    const image = await upload(server, manager, tacos, await pngOf(240, 240), 'IMAGE', 'png');
    const size = image.body.data.size_bytes;
    expect(await brandMediaUsage(server.db, tacos, new Date())).toBe(before + size);
    const medium = await register(server, manager, tacos, {
      title: 'x',
      type: 'GALLERY',
      format: 'IMAGE',
      path: image.body.data.path,
    });
    const served = await fetchServed(server, image.body.data.path);
    expect(served.statusCode).toBe(200);
    await call(server, 'DELETE', `/v1/brands/${tacos}/media/${medium.body.data.id}`, { session: manager });
    expect(await brandMediaUsage(server.db, tacos, new Date())).toBe(before);
    const gone = await server.app.inject({ method: 'GET', url: image.body.data.path });
    expect(gone.statusCode).toBe(404);
  });

  it('takes real recordings (Chromium: live WebM, fragmented MP4) and built MP4, QuickTime and WebM movies', async () => {
    for (const [bytes, format] of [
      [fixture('chromium-vp8.webm'), 'webm'],
      [fixture('chromium-fragmented.mp4'), 'mp4'],
      [movie(), 'mp4'],
      [movie({ brand: 'qt  ' }), 'mov'],
      [webm(), 'webm'],
      [webm({ live: true }), 'webm'],
    ] as const) {
      const result = await upload(server, manager, tacos, bytes, 'VIDEO', format);
      expect({ format, status: result.status }).toEqual({ format, status: 200 });
    }
  });

  it('checks a video’s whole container: bytes no frame accounts for, unknown boxes, trailing bytes, attachments are refused', async () => {
    const before = await stored();
    const cases: [string, Buffer, string][] = [
      ['mdat bytes outside the samples', movie({ unaccounted: 80_000 }), 'mp4'],
      ['an unknown top-level box', movie({ after: [box('data', Buffer.alloc(100))] }), 'mp4'],
      ['a large free box', movie({ after: [box('free', Buffer.alloc(80_000))] }), 'mp4'],
      ['bytes after the last box', Buffer.concat([movie(), Buffer.from('tail')]), 'mp4'],
      [
        'a recording with a box appended',
        Buffer.concat([fixture('chromium-fragmented.mp4'), box('skip', Buffer.alloc(80_000))]),
        'mp4',
      ],
      ['no video track', movie({ handler: 'soun' }), 'mp4'],
      ['a WebM with attachments', webm({ extra: [element('1941a469', Buffer.alloc(50))] }), 'webm'],
      ['a block of an unlisted track', webm({ blockTrack: 2 }), 'webm'],
      [
        'a recording with bytes appended',
        Buffer.concat([fixture('chromium-vp8.webm'), Buffer.alloc(5000, 1)]),
        'webm',
      ],
      [
        'an ftyp header and zeros',
        Buffer.concat([box('ftyp', Buffer.from('isom')), Buffer.alloc(5000)]),
        'mp4',
      ],
    ];
    for (const [what, bytes, format] of cases) {
      const result = await upload(server, manager, tacos, bytes, 'VIDEO', format);
      expect({ what, status: result.status, code: result.body.error?.code }).toEqual({
        what,
        status: 415,
        code: 'UPLOAD.NOT_A_VIDEO',
      });
    }
    expect(await stored()).toBe(before);
  });

  it('sweeps uploads never registered once they are older than MEDIA_UNREGISTERED_TTL_MS, sparing a medium’s secondary image', async () => {
    const lease = await server.db
      .selectFrom('job_leases')
      .select('name')
      .where('name', '=', 'media-upload-sweep')
      .executeTakeFirst();
    expect(lease).toBeDefined();
    const stray = await upload(server, manager, tacos, await pngOf(250, 250), 'IMAGE', 'png');
    const poster = await upload(server, manager, tacos, await pngOf(260, 260), 'IMAGE', 'png');
    const fresh = await upload(server, manager, tacos, await pngOf(270, 270), 'IMAGE', 'png');
    const external = await register(server, manager, tacos, {
      title: 'Tour',
      type: 'GALLERY',
      format: 'VIDEO',
      is_hosted: false,
      path: 'https://videos.example/tour',
      media_secondary: poster.body.data.path,
    });
    expect(external.status).toBe(200);
    const old = new Date(Date.now() - server.config.mediaUnregisteredTtlMs - 60_000).toISOString();
    const names = [stray, poster].map((entry) => path.basename(entry.body.data.path));
    await server.db
      .updateTable('media_uploads')
      .set({ created_at: old })
      .where('stored_name', 'in', names)
      .execute();
    const file = (entry: typeof stray) => path.basename(entry.body.data.path);

    expect(
      await sweepUnregisteredUploads(
        server.db,
        mediaStoreOf(server.config),
        server.config.dataDir,
        server.config.mediaUnregisteredTtlMs,
      ),
    ).toBe(1);
    const left = await storedNames(server, 'media');
    expect(left).not.toContain(file(stray));
    expect(left).toContain(file(poster));
    expect(left).toContain(file(fresh));
    const late = await register(server, manager, tacos, {
      title: 'late',
      type: 'GALLERY',
      format: 'IMAGE',
      path: stray.body.data.path,
    });
    expect(late).toMatchObject({ status: 400, body: { error: { code: 'MEDIA.UNKNOWN_PATH' } } });
    const row = await server.db
      .selectFrom('media_uploads')
      .select('status')
      .where('stored_name', '=', names[0]!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SWEPT');
  });
});

describe('with 3 upload URLs per user and 5 per brand and window', () => {
  let server: TestServer;
  let grill: number;

  beforeAll(async () => {
    server = await startGatewayServer({
      MEDIA_UPLOAD_KEY: KEY,
      MEDIA_PRESIGN_MAX_PER_USER: '3',
      MEDIA_PRESIGN_MAX_PER_BRAND: '5',
    });
    grill = await brandId(server.db, 'Harbor Grill Portland Downtown');
  });
  afterAll(() => server.close());

  it('answers 429 UPLOAD.RATE_LIMITED with Retry-After past either limit', async () => {
    const [manager, owner] = await Promise.all([
      signIn(server, 'manager@demo.brigade.test'),
      signIn(server, 'owner@demo.brigade.test'),
    ]);
    const ask = async (session: Session) => {
      const response = await call(
        server,
        'GET',
        `/v1/brands/${grill}/media/presigned_url?media_type=IMAGE&media_format=png&file_name=a&size=100`,
        { session },
      );
      return {
        status: response.statusCode,
        code: response.json<{ error?: { code: string } }>().error?.code,
        retry: response.headers['retry-after'],
      };
    };
    for (let n = 0; n < 3; n++) expect((await ask(manager)).status).toBe(200);
    const fourth = await ask(manager);
    expect(fourth).toMatchObject({ status: 429, code: 'UPLOAD.RATE_LIMITED' });
    expect(Number(fourth.retry)).toBeGreaterThan(0);
    // The brand has given 3 of its 5: the owner gets 2 more, then the brand's limit holds.
    expect((await ask(owner)).status).toBe(200);
    expect((await ask(owner)).status).toBe(200);
    expect(await ask(owner)).toMatchObject({ status: 429, code: 'UPLOAD.RATE_LIMITED' });
  });
});
