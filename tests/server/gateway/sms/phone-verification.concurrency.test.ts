import { SENDS_PER_WINDOW } from '../../../../server/gateway/sms/phone-verification';
import type { TestServer } from '../../../support/test-server';
import { call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { setPreferences } from './sms.harness';

/**
 * The phone-code send limit under concurrency (issue #35): parallel sends of one person never pass
 * SENDS_PER_WINDOW, whether a row already exists or not. Meant for PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/sms/phone-verification.concurrency.test.ts`),
 * where the sends really run side by side; on SQLite it checks the same outcome.
 */
let server: TestServer;
let seeker: Session;
let seekerId: string;
const PARALLEL = 12;

beforeAll(async () => {
  server = await startGatewayServer();
  seeker = await signIn(server, 'seeker@demo.brigade.test');
  seekerId = await userIdOf(server.db, 'seeker@demo.brigade.test');
  const saved = await setPreferences(server, seeker, {
    email: true,
    sms: true,
    in_app: true,
    phone: '+14155550179',
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => server.close());
beforeEach(() => server.db.deleteFrom('phone_verifications').where('user_id', '=', seekerId).execute());

const sendInParallel = async (count: number) => {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      call(server, 'POST', '/v1/account/phone_verification', { session: seeker }),
    ),
  );
  return answers.map((answer) => answer.statusCode);
};
const sentAtCount = async () => {
  const row = await server.db
    .selectFrom('phone_verifications')
    .select('sent_at_json')
    .where('user_id', '=', seekerId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.sent_at_json) as string[]).length;
};

it(`lets exactly ${SENDS_PER_WINDOW} of ${PARALLEL} parallel first sends through, the others 429`, async () => {
  const statuses = await sendInParallel(PARALLEL);
  expect(statuses.filter((status) => status === 200)).toHaveLength(SENDS_PER_WINDOW);
  expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - SENDS_PER_WINDOW);
  expect(await sentAtCount()).toBe(SENDS_PER_WINDOW);
});

it('counts the sends already made when more come in parallel', async () => {
  expect(await sendInParallel(1)).toEqual([200]);
  const statuses = await sendInParallel(PARALLEL);
  expect(statuses.filter((status) => status === 200)).toHaveLength(SENDS_PER_WINDOW - 1);
  expect(await sentAtCount()).toBe(SENDS_PER_WINDOW);
});
