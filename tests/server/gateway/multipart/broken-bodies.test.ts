import type { TestServer } from '../../../support/test-server';
import { signIn, startGatewayServer, type Session } from '../gateway.harness';
import { PDF, applicationOf, messagingCounts, multipart } from '../messaging/messaging.harness';

let server: TestServer;
let manager: Session;
let thread: number;

beforeAll(async () => {
  server = await startGatewayServer({ UPLOAD_MAX_BYTES: '4096' });
  manager = await signIn(server, 'manager@demo.brigade.test');
  thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

const form = multipart({ message_body: 'hi' }, [{ name: 'a.pdf', bytes: PDF }]);
const typeWithBoundary = form.headers['content-type']!;
const boundary = typeWithBoundary.split('boundary=')[1]!;

/** Bodies the multipart parser cannot read: [what, content type, body]. */
const BROKEN: readonly [string, string, Buffer][] = [
  ['no boundary', 'multipart/form-data', form.payload],
  ['cut in the part headers', typeWithBoundary, form.payload.subarray(0, 60)],
  ['cut in the file', typeWithBoundary, form.payload.subarray(0, form.payload.length - 20)],
  [
    'no closing delimiter',
    typeWithBoundary,
    form.payload.subarray(0, form.payload.indexOf(`--${boundary}--`)),
  ],
  ['bytes that are no form', typeWithBoundary, Buffer.from('garbage, not a form')],
];

/** The multipart routes of the gateway and the code each gives an unreadable body. */
const ROUTES = [
  {
    method: 'POST',
    url: () => `/api/core/v1/applications/${thread}/messages`,
    code: 'MESSAGING.INVALID_MULTIPART',
  },
  { method: 'PUT', url: () => '/api/core/v1/profile_photo', code: 'PHOTO.INVALID_MULTIPART' },
] as const;

describe.each(ROUTES)('$method $code: a body the parser cannot read', (route) => {
  it.each(BROKEN)('%s is 400 with the route code and stores nothing', async (_what, type, payload) => {
    for (const key of [undefined, `broken-${Math.random().toString(16).slice(2)}`]) {
      const before = await messagingCounts(server.db);
      const response = await server.app.inject({
        method: route.method,
        url: route.url(),
        headers: {
          authorization: `Bearer ${manager.accessToken}`,
          'content-type': type,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload,
      });
      expect([response.statusCode, response.json<{ error: { code: string } }>().error.code]).toEqual([
        400,
        route.code,
      ]);
      expect(await messagingCounts(server.db)).toEqual(before);
    }
  });
});
