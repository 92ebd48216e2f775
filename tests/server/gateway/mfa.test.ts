import { hashSecret } from '../../../server/security/secrets.helper';
import type { TestServer } from '../../support/test-server';
import { call, lastMessageTo, signIn, snapshot, startGatewayServer, type Session } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const status = async (session: Session) =>
  (await call(server, 'GET', '/v1/users/mfa/setup/status', { session })).json().data;
const setUp = (session: Session, method: string) =>
  call(server, 'PUT', '/v1/users/mfa/setup', { session, body: { method } });

async function userIdOf(email: string): Promise<string> {
  const row = await server.db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends a code to the channel and confirms it, as /user/setup-mfa does. */
async function prove(session: Session, type: 'EMAIL' | 'PHONE', recipient: string) {
  const sent = await call(server, 'POST', '/v1/users/verification/send', { session, body: { type } });
  expect(sent.json().data).toMatchObject({ code_sent: true });
  const message = await lastMessageTo(server.db, recipient);
  expect(message?.channel).toBe(type === 'EMAIL' ? 'email' : 'sms');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  const confirmed = await call(server, 'POST', '/v1/users/verification/confirm', {
    session,
    body: { type, code },
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('PUT /v1/users/mfa/setup', () => {
  it('never keeps a passcode answer for idempotent replay (secrets shown once stay out of the database)', async () => {
    const session = await signIn(server, 'mfa2@demo.brigade.test');
    const headers = { 'idempotency-key': 'passcodes-once' };
    const first = await call(server, 'PUT', '/v1/users/mfa/setup', {
      session,
      body: { method: 'PASSCODES' },
      headers,
    });
    const { passcodes } = first.json().data as { passcodes: string[] };
    const kept = await server.db.selectFrom('idempotency_keys').select('response_body').execute();
    expect(
      kept.filter((row) => passcodes.some((code) => row.response_body?.includes(code) ?? false)),
    ).toEqual([]);
    const second = await call(server, 'PUT', '/v1/users/mfa/setup', {
      session,
      body: { method: 'PASSCODES' },
      headers,
    });
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('PASSCODES: ten one-time passcodes shown once (only hashes kept); the requirement is met', async () => {
    const mfa = await signIn(server, 'mfa@demo.brigade.test');
    expect(await status(mfa)).toMatchObject({ mfa_required: true, is_setup: false });

    const response = await setUp(mfa, 'PASSCODES');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { methods, passcodes } = response.json().data as { methods: string[]; passcodes: string[] };
    expect(methods).toEqual(['PASSCODES']);
    expect(passcodes).toHaveLength(10);
    expect(new Set(passcodes).size).toBe(10);
    for (const passcode of passcodes) expect(passcode).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const userId = await userIdOf('mfa@demo.brigade.test');
    const stored = await server.db
      .selectFrom('identity_mfa_passcodes')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      passcodes.map((passcode) => hashSecret(`${userId}:${passcode}`)).sort(),
    );

    expect(await status(mfa)).toMatchObject({
      mfa_required: true,
      is_setup: true,
      methods: ['PASSCODES'],
      setup_url: null,
    });

    // A new set replaces the old one.
    const again = (await setUp(mfa, 'PASSCODES')).json().data as { passcodes: string[] };
    expect(again.passcodes.some((passcode) => passcodes.includes(passcode))).toBe(false);
    const count = await server.db
      .selectFrom('identity_mfa_passcodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
  });

  it('EMAIL: refused until the e-mail is proven with a code, then saved', async () => {
    const email = 'scheduler@demo.brigade.test';
    await server.db
      .updateTable('user_profiles')
      .set({ email_verified_at: null })
      .where('user_id', '=', await userIdOf(email))
      .execute();
    const session = await signIn(server, email);

    const before = await snapshot(server.db);
    const refused = await setUp(session, 'EMAIL');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('MFA.CHANNEL_NOT_VERIFIED');
    expect(await snapshot(server.db)).toEqual(before);
    expect(await status(session)).toMatchObject({ is_setup: false, methods: [] });

    await prove(session, 'EMAIL', email);
    const saved = await setUp(session, 'EMAIL');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ methods: ['EMAIL'] });
    expect(await status(session)).toMatchObject({ is_setup: true, methods: ['EMAIL'] });
  });

  it('PHONE: needs a phone, then a proven one; a changed number must be proven again', async () => {
    const session = await signIn(server, 'tts@demo.brigade.test');
    const noPhone = await setUp(session, 'PHONE');
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toEqual({
      code: 'INVALID_PHONE_NUMBER',
      message: 'Enter the correct phone number.',
    });

    const details = (phone: string) =>
      call(server, 'PUT', '/v1/users/registration/details', { session, body: { phone } });
    expect((await details('+15035550177')).statusCode).toBe(200);
    expect((await setUp(session, 'PHONE')).json().error.code).toBe('MFA.CHANNEL_NOT_VERIFIED');
    await prove(session, 'PHONE', '+15035550177');
    expect((await setUp(session, 'PHONE')).json().data).toEqual({ methods: ['PHONE'] });
    const identity = await server.db
      .selectFrom('identity_users')
      .select('phone_number')
      .where('email', '=', 'tts@demo.brigade.test')
      .executeTakeFirstOrThrow();
    expect(identity.phone_number).toBe('+15035550177');

    // Passcodes come on top; the latest choice is the preferred method.
    expect((await setUp(session, 'PASSCODES')).json().data.methods).toEqual(['PASSCODES', 'PHONE']);

    await details('+15035550188');
    expect((await setUp(session, 'PHONE')).json().error.code).toBe('MFA.CHANNEL_NOT_VERIFIED');
  });

  it('400 VALIDATION.INVALID for an unknown method; 401 without a token', async () => {
    const session = await signIn(server, 'owner@demo.brigade.test');
    const unknown = await setUp(session, 'FAX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION.INVALID');
    const guest = await call(server, 'PUT', '/v1/users/mfa/setup', { body: { method: 'PASSCODES' } });
    expect(guest.statusCode).toBe(401);
  });
});
