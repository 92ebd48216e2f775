import sharp from 'sharp';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

/**
 * Photos and PDFs on logbook entries (issue #36) through the signed upload flow: images are
 * re-encoded, PDFs checked; an attachment is read only through a short-lived link carried by an
 * entry its reader may read, and a deleted entry's links stop working.
 * manager@ reads and writes every type at Portland Downtown; dashboards@ GENERAL only.
 */

interface Attachment {
  id: number;
  name: string;
  content_type: string;
  size_bytes: number;
  url: string;
}
interface Entry {
  id: number;
  type: string;
  attachments: Attachment[];
}

let server: TestServer;
let manager: Session;
let generalOnly: Session;
let downtown: number;
let airport: number;
const DAY = '2031-05-04';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let photo: Buffer;

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, generalOnly] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'dashboards@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  airport = await brandId(server.db, 'Harbor Grill Portland Airport');
  // A JPEG carrying EXIF metadata (a camera would add GPS): re-encoding must drop it.
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();
});
afterAll(() => server.close());

async function data<T>(session: Session, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, body });
  return { status: response.statusCode, json: response.json<{ data: T; error?: { code: string } }>() };
}

/** Presigns and PUTs `bytes`; answers the upload id (or the failing answer). */
async function upload(
  session: Session,
  bytes: Buffer,
  type: string,
  name = 'photo.jpg',
  location = downtown,
) {
  const signed = await data<{ upload_id: string; url: string }>(
    session,
    'POST',
    `/v1/brands/${location}/logbook/attachments`,
    { name, content_type: type, size: bytes.length },
  );
  expect(signed.status).toBe(201);
  const put = await server.app.inject({
    method: 'PUT',
    url: signed.json.data.url,
    headers: { 'force-csrf': 'true' },
    payload: bytes,
  });
  return {
    status: put.statusCode,
    code: put.json<{ error?: { code: string } }>().error?.code,
    id: signed.json.data.upload_id,
  };
}

const write = (session: Session, fields: Record<string, unknown>) =>
  data<Entry>(session, 'POST', `/v1/brands/${downtown}/logbook/entries`, {
    date: DAY,
    type: 'GENERAL',
    title: 'With a file',
    body: 'See the photo',
    ...fields,
  });

const fetchFile = (url: string) => server.app.inject({ method: 'GET', url });

describe('attachments', () => {
  let incident: Entry;

  beforeAll(async () => {
    const uploaded = await upload(manager, photo, 'image/jpeg');
    expect(uploaded.status).toBe(200);
    const written = await write(manager, {
      type: 'INCIDENT',
      title: 'Broken glass',
      attachment_ids: [uploaded.id],
    });
    expect(written.status).toBe(201);
    incident = written.json.data;
  });

  it('keeps a photo re-encoded, without its metadata, behind a link in the entry', async () => {
    expect(incident.attachments).toEqual([
      expect.objectContaining({
        name: 'photo.jpg',
        content_type: 'image/jpeg',
        url: expect.stringMatching(/^\/api\/core\/v1\/files\/signed\/logbook-file\//),
      }),
    ]);
    const file = await fetchFile(incident.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 40, undefined]);
    expect(file.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('a person limited to GENERAL cannot fetch an INCIDENT\u2019s attachment', async () => {
    const day = await data<{ entries: Entry[]; carried_over: Entry[] }>(
      generalOnly,
      'GET',
      `/v1/brands/${downtown}/logbook/day?date=${DAY}`,
    );
    expect(day.status).toBe(200);
    const seen = [...day.json.data.entries, ...day.json.data.carried_over];
    expect(seen.flatMap((entry) => entry.attachments).map((file) => file.id)).not.toContain(
      incident.attachments[0]!.id,
    );
    const one = await data(generalOnly, 'GET', `/v1/brands/${downtown}/logbook/entries/${incident.id}`);
    expect(one.status).toBe(404);
    // A link of a GENERAL entry's own file, re-pointed at the INCIDENT's file, is refused.
    const own = await upload(generalOnly, PDF, 'application/pdf', 'menu.pdf');
    const general = await write(generalOnly, { attachment_ids: [own.id] });
    expect(general.status).toBe(201);
    const link = general.json.data.attachments[0]!.url;
    const forged = link.replace(/logbook-file\/\d+\//, `logbook-file/${incident.attachments[0]!.id}/`);
    const refused = await fetchFile(forged);
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([
      403,
      'FILES.LINK_INVALID',
    ]);
    // Nor can they add files to the entry they cannot see.
    const more = await upload(generalOnly, PDF, 'application/pdf', 'more.pdf');
    const added = await data(
      generalOnly,
      'POST',
      `/v1/brands/${downtown}/logbook/entries/${incident.id}/attachments`,
      {
        upload_ids: [more.id],
      },
    );
    expect(added.status).toBe(404);
    // Their own PDF is served to them, as a download.
    const pdf = await fetchFile(link);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      "attachment; filename*=UTF-8''menu.pdf",
    ]);
  });

  it('adds a PDF to an existing entry, and a deleted entry hides its attachments', async () => {
    const first = await upload(manager, photo, 'image/jpeg');
    const entry = (await write(manager, { attachment_ids: [first.id] })).json.data;
    const pdf = await upload(manager, PDF, 'application/pdf', 'invoice.pdf');
    const added = await data<Entry>(
      manager,
      'POST',
      `/v1/brands/${downtown}/logbook/entries/${entry.id}/attachments`,
      {
        upload_ids: [pdf.id],
      },
    );
    expect(added.status).toBe(201);
    expect(added.json.data.attachments.map((file) => file.name)).toEqual(['photo.jpg', 'invoice.pdf']);
    const links = added.json.data.attachments.map((file) => file.url);
    expect((await fetchFile(links[1]!)).statusCode).toBe(200);
    const deleted = await call(server, 'DELETE', `/v1/brands/${downtown}/logbook/entries/${entry.id}`, {
      session: manager,
    });
    expect(deleted.statusCode).toBe(204);
    for (const link of links) {
      const gone = await fetchFile(link);
      expect([gone.statusCode, gone.json<{ error: { code: string } }>().error.code]).toEqual([
        404,
        'LOGBOOK.FILE_NOT_FOUND',
      ]);
    }
  });

  it('refuses other file types, bytes that are not what they claim, and uploads that are not the caller\u2019s', async () => {
    const html = await data(manager, 'POST', `/v1/brands/${downtown}/logbook/attachments`, {
      name: 'x.html',
      content_type: 'text/html',
      size: 10,
    });
    expect([html.status, html.json.error?.code]).toEqual([415, 'LOGBOOK.FILE_TYPE']);
    const fakePdf = await upload(
      manager,
      Buffer.from('<script>alert(1)</script>'),
      'application/pdf',
      'x.pdf',
    );
    expect([fakePdf.status, fakePdf.code]).toEqual([415, 'UPLOAD.TYPE_MISMATCH']);
    const notImage = await upload(manager, PDF, 'image/png', 'x.png');
    expect(notImage.status).toBe(415);
    // Someone else's upload, or one for another location, cannot be attached; the entry is not written.
    const theirs = await upload(generalOnly, PDF, 'application/pdf');
    const elsewhere = await upload(generalOnly, PDF, 'application/pdf', 'a.pdf', airport);
    expect(elsewhere.status).toBe(200);
    const before = await server.db.selectFrom('logbook_entries').select('id').execute();
    for (const [session, id] of [
      [manager, theirs.id],
      [generalOnly, elsewhere.id],
      [manager, fakePdf.id],
    ] as const) {
      const refused = await write(session, { title: 'Not mine', attachment_ids: [id] });
      expect([refused.status, refused.json.error?.code]).toEqual([400, 'LOGBOOK.ATTACHMENT_NOT_USABLE']);
    }
    expect((await server.db.selectFrom('logbook_entries').select('id').execute()).length).toBe(before.length);
    // An upload is attached once.
    const once = await upload(manager, PDF, 'application/pdf');
    expect((await write(manager, { attachment_ids: [once.id] })).status).toBe(201);
    expect((await write(manager, { attachment_ids: [once.id] })).json.error?.code).toBe(
      'LOGBOOK.ATTACHMENT_NOT_USABLE',
    );
  });
});
