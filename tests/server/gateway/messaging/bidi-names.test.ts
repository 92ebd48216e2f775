import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { pngOf, presign, put } from '../media/media.harness';
import { PDF, applicationOf, multipart } from './messaging.harness';

/**
 * Bidirectional controls (issue #28, finding 9) are stripped from names where they are stored:
 * a message's file names and a medium's title. A message's text keeps them (the UI isolates it).
 */
let server: TestServer;
let manager: Session;
let tacosManager: Session;
let thread: number;

/** Every control the server strips: overrides, embeddings, isolates and the three marks. */
const CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';

beforeAll(async () => {
  server = await startGatewayServer({ MEDIA_UPLOAD_KEY: 'test-media-upload-key-0123456789abcdef' });
  [manager, tacosManager] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

interface ThreadFile {
  name: string;
  url: string;
}

describe('message attachments', () => {
  it('store, list and download a file name without bidi controls; the text keeps its own', async () => {
    const form = multipart({ message_body: `Invoice \u202Efdp.exe attached` }, [
      { name: `report\u202Efdp.exe`, bytes: PDF },
      { name: `${CONTROLS}menu\u2067.pdf`, bytes: PDF },
    ]);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${thread}/messages`,
      headers: { authorization: `Bearer ${manager.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    const message = sent.json<{
      data: { message: { id: number; message_body: string; files: ThreadFile[] } };
    }>().data.message;
    expect(message.files.map((file) => file.name)).toEqual(['reportfdp.exe', 'menu.pdf']);
    expect(message.message_body).toBe('Invoice \u202Efdp.exe attached');

    const stored = await server.db
      .selectFrom('message_files')
      .select('original_name')
      .where('message_id', '=', message.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.original_name)).toEqual(['reportfdp.exe', 'menu.pdf']);

    const download = await server.app.inject({ method: 'GET', url: message.files[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''reportfdp.exe`);
  });

  it('shows and serves a name stored before the fix without its controls', async () => {
    const form = multipart({ message_body: 'old file' }, [{ name: 'old.pdf', bytes: PDF }]);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${thread}/messages`,
      headers: { authorization: `Bearer ${manager.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    const id = sent.json<{ data: { message: { id: number } } }>().data.message.id;
    await server.db
      .updateTable('message_files')
      .set({ original_name: 'cv\u202Efdp.exe' })
      .where('message_id', '=', id)
      .execute();
    const read = await call(server, 'GET', `/v1/application_messages/${thread}`, { session: manager });
    const files = read
      .json<{ data: { messages: { id: number; files: ThreadFile[] }[] } }>()
      .data.messages.find((entry) => entry.id === id)!.files;
    expect(files.map((file) => file.name)).toEqual(['cvfdp.exe']);
    const download = await server.app.inject({ method: 'GET', url: files[0]!.url });
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''cvfdp.exe`);
  });
});

describe('media titles', () => {
  it('are stored without bidi controls, and a title of controls alone is blank', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const upload = async () => {
      const bytes = await pngOf(320, 240);
      const signed = await presign(server, tacosManager, tacos, {
        media_type: 'IMAGE',
        media_format: 'png',
        size: bytes.length,
      });
      return (await put(server, signed.body.data.url, bytes)).body.data.path;
    };
    const register = (title: string, path: string) =>
      call(server, 'POST', `/v1/brands/${tacos}/media`, {
        session: tacosManager,
        body: { title, type: 'GALLERY', format: 'IMAGE', path },
      });
    const path = await upload();
    const blank = await register(` ${CONTROLS} `, path);
    expect([blank.statusCode, blank.json<{ error: { code: string } }>().error.code]).toEqual([
      400,
      'MEDIA.TITLE_REQUIRED',
    ]);
    const created = await register(`Patio\u202E gnp.exe`, path);
    expect(created.statusCode).toBe(200);
    expect(created.json<{ data: { title: string } }>().data.title).toBe('Patio gnp.exe');
  });
});
