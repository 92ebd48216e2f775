import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from './gateway.harness';
import { applicationOf, multipart } from './messaging/messaging.harness';
import { raffleBody } from './rewards/rewards.fixtures';

/**
 * One rule for text on both databases (issue #28, finding 7): a control character other than tab,
 * line feed and carriage return in any string a route receives is 400 REQUEST.CONTROL_CHARACTER
 * and stores nothing — on PostgreSQL U+0000 was a 500, on SQLite it was stored.
 */
let server: TestServer;
let owner: Session;
let candidate: Session;
let grill: number;
let dana: string;
let thread: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  dana = await userIdOf(server.db, 'dashboards@demo.brigade.test');
  thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

const NUL = 'Lunch\u0000 on us';
const raffle = raffleBody;
const counts = async () => {
  const count = (table: 'raffles' | 'recognitions' | 'announcements' | 'application_messages') =>
    server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return Promise.all([
    count('raffles'),
    count('recognitions'),
    count('announcements'),
    count('application_messages'),
  ]);
};

describe('control characters in text', () => {
  const refused = (field: string) => ({
    status: 400,
    code: 'REQUEST.CONTROL_CHARACTER',
    message: expect.stringContaining(field),
  });
  const answerOf = async (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    code: response.json().error?.code,
    message: response.json().error?.message,
  });

  type Request = readonly ['GET' | 'POST', string, unknown];
  const cases: readonly (readonly [string, string, () => Request])[] = [
    ['a raffle title', 'body.title', () => ['POST', `/v1/brands/${grill}/raffles`, raffle({ title: NUL })]],
    ['a raffle prize', 'body.prize', () => ['POST', `/v1/brands/${grill}/raffles`, raffle({ prize: NUL })]],
    [
      'a recognition message',
      'body.message',
      () => ['POST', `/v1/brands/${grill}/recognitions`, { recipient_id: dana, points: 1, message: NUL }],
    ],
    [
      'an announcement',
      'body.message',
      () => ['POST', `/v1/brands/${grill}/announcements`, { message: NUL }],
    ],
    [
      'a query string',
      'query.status',
      () => ['GET', `/v1/brands/${grill}/engagement_points/count?status=GRANTED%00`, undefined],
    ],
  ];
  it.each(cases)('refuses U+0000 in %s with 400 and stores nothing', async (_name, field, request) => {
    const before = await counts();
    const [method, path, body] = request();
    expect(await answerOf(await call(server, method, path, { session: owner, body }))).toEqual(
      refused(field),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses U+0000 in a message body (multipart) with 400 and stores nothing', async () => {
    const before = await counts();
    const form = multipart({ message_body: `See you at 9\u0000` });
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${thread}/messages`,
      headers: { authorization: `Bearer ${candidate.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(await answerOf(response)).toEqual(refused('body.message_body'));
    expect(await counts()).toEqual(before);
  });

  it('refuses the other C0 and C1 controls, and keeps tab, line feed and carriage return', async () => {
    for (const control of ['\u0001', '\u001b', '\u007f', '\u0085']) {
      const response = await call(server, 'POST', `/v1/brands/${grill}/announcements`, {
        session: owner,
        body: { message: `Hello${control}team` },
      });
      expect(await answerOf(response)).toEqual(refused('body.message'));
    }
    const kept = await call(server, 'POST', `/v1/brands/${grill}/announcements`, {
      session: owner,
      body: { message: 'Line one\r\nLine\ttwo' },
    });
    expect(kept.statusCode).toBe(200);
    const stored = await server.db
      .selectFrom('announcements')
      .select('message')
      .where('id', '=', kept.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('Line one\r\nLine\ttwo');
  });
});
