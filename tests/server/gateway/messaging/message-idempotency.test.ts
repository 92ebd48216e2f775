import type { TestServer } from '../../../support/test-server';
import { signIn, startGatewayServer, type Session } from '../gateway.harness';
import { PDF, PNG, applicationOf, messagingCounts, multipart } from './messaging.harness';

let server: TestServer;
let manager: Session;
let thread: number;

beforeAll(async () => {
  server = await startGatewayServer();
  manager = await signIn(server, 'manager@demo.brigade.test');
  thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

function send(form: ReturnType<typeof multipart>, key: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/core/v1/applications/${thread}/messages`,
    headers: { authorization: `Bearer ${manager.accessToken}`, 'idempotency-key': key, ...form.headers },
    payload: form.payload,
  });
}

describe('Idempotency-Key on a multipart message', () => {
  it('replays the first answer for the same fields and files, even with a new boundary', async () => {
    const before = await messagingCounts(server.db);
    const fields = { message_body: 'Your contract is attached.' };
    const files = [{ name: 'contract.pdf', bytes: PDF }];
    // multipart() draws a new boundary each time, as a browser retrying the form does.
    const first = await send(multipart(fields, files), 'same-form');
    const again = await send(multipart(fields, files), 'same-form');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const after = await messagingCounts(server.db);
    expect(after.application_messages).toBe(before.application_messages! + 1);
    expect(after.message_files).toBe(before.message_files! + 1);
  });

  it.each([
    ['another text', { message_body: 'Something else entirely.' }, [{ name: 'a.pdf', bytes: PDF }]],
    ['another file name', { message_body: 'Same text.' }, [{ name: 'b.pdf', bytes: PDF }]],
    [
      'other file bytes',
      { message_body: 'Same text.' },
      [{ name: 'a.pdf', bytes: Buffer.concat([PDF, Buffer.from('%changed\n')]) }],
    ],
    [
      'one more file',
      { message_body: 'Same text.' },
      [
        { name: 'a.pdf', bytes: PDF },
        { name: 'p.png', bytes: PNG },
      ],
    ],
  ])('refuses the key with %s: 422 IDEMPOTENCY.KEY_REUSED, nothing saved', async (label, fields, files) => {
    const key = `changed-${label.replaceAll(' ', '-')}`;
    const first = await send(multipart({ message_body: 'Same text.' }, [{ name: 'a.pdf', bytes: PDF }]), key);
    expect(first.statusCode).toBe(200);
    const before = await messagingCounts(server.db);
    const changed = await send(multipart(fields, files), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json<{ error: { code: string } }>().error.code).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await messagingCounts(server.db)).toEqual(before);
  });

  it('leaves a keyed form readable for its handler: its checks still refuse a bad file', async () => {
    const before = await messagingCounts(server.db);
    const refused = await send(
      multipart({ message_body: 'hi' }, [{ name: 'fake.pdf', bytes: Buffer.from('not a pdf at all') }]),
      'bad-file',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('MESSAGING.FILE_TYPE');
    expect((await messagingCounts(server.db)).application_messages).toBe(before.application_messages);
  });
});
