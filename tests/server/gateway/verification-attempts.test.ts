import type * as ProfilesRepository from '../../../server/gateway/users/profiles.repository';
import type { TestServer } from '../../support/test-server';
import { call, lastMessageTo, signIn, startGatewayServer } from './gateway.harness';

// requireProfile runs just before the attempt counter in /v1/users/verification/confirm: the
// test holds every request there until all twelve have arrived, then lets them go together.
const barrier = { waiting: 0, expected: 0, release: () => {}, opened: Promise.resolve() };
jest.mock('../../../server/gateway/users/profiles.repository', () => {
  const actual = jest.requireActual<typeof ProfilesRepository>(
    '../../../server/gateway/users/profiles.repository',
  );
  return {
    ...actual,
    requireProfile: async (...args: Parameters<typeof actual.requireProfile>) => {
      const profile = await actual.requireProfile(...args);
      if (barrier.expected > 0) {
        barrier.waiting += 1;
        if (barrier.waiting === barrier.expected) barrier.release();
        await barrier.opened;
      }
      return profile;
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

describe('POST /v1/users/verification/confirm', () => {
  it('compares at most five codes, however many wrong ones arrive at once', async () => {
    const session = await signIn(server, 'manager@demo.brigade.test');
    const manager = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'manager@demo.brigade.test')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('user_profiles')
      .set({ email_verified_at: null })
      .where('user_id', '=', manager.id)
      .execute();
    const sent = await call(server, 'POST', '/v1/users/verification/send', {
      session,
      body: { type: 'EMAIL' },
    });
    expect(sent.json().data).toMatchObject({ code_sent: true });
    const message = await lastMessageTo(server.db, 'manager@demo.brigade.test');
    const code = /\d{6}/.exec(message!.body)![0];
    const wrongCode = code === '000000' ? '111111' : '000000';

    barrier.expected = 12;
    barrier.opened = new Promise<void>((resolve) => (barrier.release = resolve));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(server, 'POST', '/v1/users/verification/confirm', {
          session,
          body: { type: 'EMAIL', code: wrongCode },
        }),
      ),
    );
    barrier.expected = 0;

    const codes = answers.map((answer) => answer.json().error.code as string);
    expect(codes.filter((error) => error === 'VERIFICATION.CODE_MISMATCH')).toHaveLength(5);
    expect(codes.filter((error) => error === 'VERIFICATION.EXPIRED_CODE')).toHaveLength(7);
    const right = await call(server, 'POST', '/v1/users/verification/confirm', {
      session,
      body: { type: 'EMAIL', code },
    });
    expect(right.json().error.code).toBe('VERIFICATION.EXPIRED_CODE');
  });
});
