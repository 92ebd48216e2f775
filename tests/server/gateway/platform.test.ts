import sharp from 'sharp';
import { DEMO_WEB_VERSION } from '../../../server/seed/demo-accounts.seed';
import type { TestServer } from '../../support/test-server';
import {
  brandId,
  call,
  INJECTION_STRINGS,
  signIn,
  snapshot,
  startGatewayServer,
  type Session,
} from './gateway.harness';

let server: TestServer;
let owner: Session;
beforeAll(async () => {
  server = await startGatewayServer({ UPLOAD_MAX_BYTES: '20000' });
  owner = await signIn(server, 'owner@demo.brigade.test');
});
afterAll(() => server.close());

const get = async (session: Session | undefined, path: string) => {
  const response = await call(server, 'GET', path, session ? { session } : {});
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('versions, monitoring, currencies, scheme', () => {
  it('GET /v1/web_versions gives the version with maintenance, cache invalidation and rules', async () => {
    expect(await get(owner, '/v1/web_versions?web_app_code=BRIGADE_WEB&version=0.0.1')).toEqual({
      version: DEMO_WEB_VERSION,
      effective_on: '2024-01-01T00:00:00.000Z',
      force_update: false,
      api_pulling_frequency: 600,
      maintenance: {
        status: 'OUT_OF_MAINTENANCE',
        post_maintenance_action: null,
        post_maintenance_action_time: null,
      },
      cache_config: { invalidation: { effective_on: null } },
      rules: [],
    });
    expect(await get(owner, '/v1/web_versions?web_app_code=OTHER')).toBeNull();
  });

  it('RUM settings: global without a token; per brand with inheritance', async () => {
    expect(await get(undefined, '/v1/rum_settings')).toEqual({
      is_enabled: true,
      sampling_percentage: 100,
      session_recording_percentage: 10,
    });
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    expect(await get(owner, `/v1/brands/${location}/rum_settings`)).toMatchObject({
      sampling_percentage: 50,
    });
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    expect(await get(owner, `/v1/brands/${tacos}/rum_settings`)).toMatchObject({ sampling_percentage: 100 });
  });

  it('GET /v1/currencies has symbols, for guests (employer registration) and signed-in users alike', async () => {
    const currencies = await get(undefined, '/v1/currencies');
    expect(currencies).toContainEqual({ id: 3, code: 'GBP', name: 'Pound Sterling', symbol: '£' });
    expect(await get(owner, '/v1/currencies')).toEqual(currencies);
  });

  it('profile scheme: the brand’s colours, else the defaults', async () => {
    const dashboards = await signIn(server, 'dashboards@demo.brigade.test');
    expect((await get(dashboards, '/v1/employers/profile_scheme')).scheme_settings).toEqual({
      background_color: '18,52,86',
      accent_color: '255,153,0',
    });
    const candidate = await signIn(server, 'candidate@demo.brigade.test');
    expect(await get(candidate, '/v1/js_dashboard/profile_scheme')).toEqual({
      brand_id: null,
      scheme_settings: { background_color: '255,255,255', accent_color: '0,136,221' },
      profile_image: null,
      rectangle_profile_image: null,
    });
  });

  it('profile scheme of a job seeker who signed up through a brand: that entry brand’s colours', async () => {
    const seeker = await signIn(server, 'seeker@demo.brigade.test');
    expect(await get(seeker, '/v1/js_dashboard/profile_scheme')).toMatchObject({
      brand_id: await brandId(server.db, 'Harbor Grill'),
      scheme_settings: { background_color: '18,52,86', accent_color: '255,153,0' },
    });
  });
});

describe('demo requests (our paths)', () => {
  it('check → request → check; a repeat answers 200 with the message', async () => {
    const coffee = await brandId(server.db, 'Lantern Coffee');
    expect((await get(owner, `/v1/brands/${coffee}/demo_requests/ON_BOARDING`)).demo_requested).toBe(false);
    const first = await call(server, 'POST', `/v1/brands/${coffee}/demo_requests`, {
      session: owner,
      body: { module: 'ON_BOARDING' },
    });
    expect(first.json().data).toMatchObject({ demo_requested: true, already_requested: false });
    expect((await get(owner, `/v1/brands/${coffee}/demo_requests/ON_BOARDING`)).demo_requested).toBe(true);
    const repeat = await call(server, 'POST', `/v1/brands/${coffee}/demo_requests`, {
      session: owner,
      body: { module: 'ON_BOARDING' },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({
      demo_requested: true,
      already_requested: true,
      message: 'Demo requested already for this user and this brand',
    });
  });

  it('GET/POST /v1/demo_request with brand_id and service_code', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const path = `/v1/demo_request?brand_id=${tacos}&service_code=TEAM_SCHEDULING`;
    expect((await get(owner, path)).demo_requested).toBe(false);
    await call(server, 'POST', '/v1/demo_request', {
      session: owner,
      body: { brand_id: tacos, service_code: 'TEAM_SCHEDULING' },
    });
    expect((await get(owner, path)).demo_requested).toBe(true);
    // Per user: another manager of the brand has not asked.
    expect((await get(await signIn(server, 'manager2@demo.brigade.test'), path)).demo_requested).toBe(false);
  });
});

describe('light signup', () => {
  it('refuses an e-mail of the SSO-only hotel group with 403 REGISTRATION.SSO_REQUIRED; the code stays usable', async () => {
    const before = await snapshot(server.db);
    const response = await call(server, 'POST', '/v1/light_signup', {
      body: {
        code: 'TIDEWATER-LINE-COOK',
        first_name: 'Jane',
        password: 'Light-pass-42',
        email: 'jane@grandhotels.example',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('REGISTRATION.SSO_REQUIRED');
    expect(await snapshot(server.db)).toEqual(before);
    expect(await get(undefined, '/v1/light_signup?code=TIDEWATER-LINE-COOK')).toMatchObject({
      position_title: 'Line Cook',
    });
  });

  it('GET (no token) shows the code; POST creates an account that can sign in and applies', async () => {
    const shown = await get(undefined, '/v1/light_signup?code=TIDEWATER-LINE-COOK');
    expect(shown).toMatchObject({
      brand: { name: 'Tidewater Portland Downtown' },
      position_title: 'Line Cook',
    });
    const created = await call(server, 'POST', '/v1/light_signup', {
      body: {
        code: 'TIDEWATER-LINE-COOK',
        first_name: INJECTION_STRINGS[3],
        last_name: INJECTION_STRINGS[4],
        password: 'Light-pass-42',
        email: 'light@example.test',
        recaptcha_response: 'ignored-without-secret',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.application_id).toEqual(expect.any(Number));
    const session = await signIn(server, 'light@example.test', 'Light-pass-42');
    const info = await get(session, '/v1/users/info');
    expect(info).toMatchObject({ first_name: INJECTION_STRINGS[3], last_name: INJECTION_STRINGS[4].trim() });
    const reused = await call(server, 'GET', '/v1/light_signup?code=TIDEWATER-LINE-COOK');
    expect(reused.json().error.code).toBe('LIGHT_SIGNUP.USED');
  });

  it.each([
    ['/v1/light_signup?code=EXPIRED-CODE', 400, 'LIGHT_SIGNUP.EXPIRED'],
    ['/v1/light_signup?code=NOPE', 404, 'LIGHT_SIGNUP.NOT_FOUND'],
    ['/v1/light_signup?code=%3Cscript%3E', 400, 'VALIDATION.INVALID'],
    ['/v1/light_signup', 400, 'VALIDATION.INVALID'],
  ])('GET %s → %i %s', async (path, status, code) => {
    const response = await call(server, 'GET', path);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('POST with a bad code or input writes nothing', async () => {
    const before = await snapshot(server.db);
    for (const body of [
      { code: 'EXPIRED-CODE', first_name: 'A', password: 'Light-pass-42', email: 'x1@example.test' },
      { code: 'NOPE', first_name: 'A', password: 'Light-pass-42', email: 'x2@example.test' },
      { code: 'TIDEWATER-LINE-COOK', password: 'Light-pass-42' },
    ]) {
      const response = await call(server, 'POST', '/v1/light_signup', { body });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });
});

/** The smallest PNG header the probe reads: signature and IHDR with the size. */
/** A PNG header claiming the size (enough for the checks made before decoding). */
function png(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(33 + padding);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

/** A whole PNG of that size (the server reads photos with sharp, which refuses a bare header). */
function decodablePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#48c' } })
    .png()
    .toBuffer();
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----brigade-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('PUT /v1/profile_photo', () => {
  const upload = (session: Session, form: ReturnType<typeof multipart>) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/core/v1/profile_photo',
      headers: { ...form.headers, authorization: `Bearer ${session.accessToken}` },
      payload: form.payload,
    });

  it('stores a 240×240 PNG, serves it, and shows it in basic media', async () => {
    const session = await signIn(server, 'candidate@demo.brigade.test');
    const response = await upload(
      session,
      multipart(
        { degrees: '90', rotation: '-90' },
        {
          name: 'me.png',
          type: 'image/png',
          // A decodable image: the server re-encodes photos, so a bare header is refused.
          bytes: await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c84' } })
            .png()
            .toBuffer(),
        },
      ),
    );
    expect(response.statusCode).toBe(200);
    const { profile_image: image } = response.json().data;
    expect(image.path).toMatch(/^\/media\/profile-photos\/[0-9a-f-]{36}\.png$/);
    const served = await server.app.inject(image.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await get(session, '/v1/user/basic_media')).toMatchObject({
      profile_image: image,
      degrees: 90,
      rotation: -90,
    });
  });

  it.each([
    [
      'too small',
      async () => multipart({}, { name: 'a.png', type: 'image/png', bytes: await decodablePng(239, 400) }),
      400,
      'PHOTO.TOO_SMALL',
    ],
    [
      'not an image',
      async () =>
        multipart(
          {},
          { name: 'a.png', type: 'image/png', bytes: Buffer.from('GIF89a-not-png-at-all-xxxxxxxxxxxxx') },
        ),
      400,
      'PHOTO.UNSUPPORTED_TYPE',
    ],
    [
      'too large',
      async () => multipart({}, { name: 'a.png', type: 'image/png', bytes: png(300, 300, 30000) }),
      413,
      'PHOTO.TOO_LARGE',
    ],
    ['no file', async () => multipart({ degrees: '0' }), 400, 'PHOTO.FILE_REQUIRED'],
    [
      'bad degrees',
      async () => multipart({ degrees: 'left' }, { name: 'a.png', type: 'image/png', bytes: png(300, 300) }),
      400,
      'PHOTO.INVALID_FIELD',
    ],
  ])('%s → refused with its code, nothing stored', async (_label, form, status, code) => {
    const session = await signIn(server, 'manager@demo.brigade.test');
    const response = await upload(session, await form());
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect((await get(session, '/v1/user/basic_media')).profile_image).toBeNull();
  });

  it('the photo message says the minimum size', async () => {
    const session = await signIn(server, 'manager@demo.brigade.test');
    const response = await upload(
      session,
      multipart({}, { name: 'a.png', type: 'image/png', bytes: await decodablePng(100, 100) }),
    );
    expect(response.json().error.message).toContain('The photo you uploaded is too small');
    expect(response.json().error.message).toContain('240 x 240');
  });

  it('stands a photo up by its EXIF orientation and keeps no metadata', async () => {
    const session = await signIn(server, 'manager@demo.brigade.test');
    // 480 × 240 stored, tagged orientation 6: shown turned a quarter, 240 wide and 480 high.
    const turned = await sharp({ create: { width: 480, height: 240, channels: 3, background: '#8c4' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(
      session,
      multipart({}, { name: 'phone.jpg', type: 'image/jpeg', bytes: turned }),
    );
    expect(response.statusCode).toBe(200);
    const served = await server.app.inject(response.json().data.profile_image.path);
    const stored = await sharp(served.rawPayload).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'jpeg',
      width: 240,
      height: 480,
    });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });
});
