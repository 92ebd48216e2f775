import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import {
  PASSWORD,
  callIdp,
  cognitoUser,
  failure,
  signIn,
  type IdentityServer,
  startIdentityServer,
} from './identity.harness';
import { waitForJobs } from '../../support/wait-for-jobs';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

async function lastCodeSentTo(db: Kysely<Database>, recipient: string): Promise<string> {
  await waitForJobs(db);
  const message = await db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(message.channel).toBe('email');
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

function forgot(name: string) {
  const user = cognitoUser(server, name);
  return new Promise<unknown>((resolve, reject) =>
    user.forgotPassword({ onSuccess: resolve, onFailure: reject }),
  );
}

function confirm(name: string, code: string, password: string) {
  const user = cognitoUser(server, name);
  return new Promise<unknown>((resolve, reject) =>
    user.confirmPassword(code, password, { onSuccess: resolve, onFailure: reject }),
  );
}

describe('forgot password', () => {
  it('sends a code to the outbox; the code sets a new password once', async () => {
    await server.service.createUser({
      email: 'nobby@example.test',
      password: PASSWORD,
      status: 'RESET_REQUIRED',
      // Cognito resets only a verified address (an imported user's e-mail is marked so).
      emailVerified: true,
    });
    const sent = await forgot('Nobby@example.test');
    expect(sent).toEqual({
      CodeDeliveryDetails: { Destination: 'n***@e***.test', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const code = await lastCodeSentTo(server.db, 'nobby@example.test');

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await failure(confirm('nobby@example.test', wrongCode, 'Fresh-pass-3'))).code).toBe(
      'CodeMismatchException',
    );
    expect((await failure(confirm('nobby@example.test', code, 'weak'))).code).toBe(
      'InvalidPasswordException',
    );
    await confirm('nobby@example.test', code, 'Fresh-pass-3');
    expect((await failure(confirm('nobby@example.test', code, 'Fresh-pass-4'))).code).toBe(
      'ExpiredCodeException',
    );

    // RESET_REQUIRED is over: the new password signs in, the old one does not.
    await signIn(cognitoUser(server, 'nobby@example.test'), 'Fresh-pass-3');
    expect((await failure(signIn(cognitoUser(server, 'nobby@example.test'), PASSWORD))).code).toBe(
      'NotAuthorizedException',
    );
  });

  it('voids a code after 5 wrong tries', async () => {
    await server.service.createUser({ email: 'cheery@example.test', password: PASSWORD });
    await forgot('cheery@example.test');
    const code = await lastCodeSentTo(server.db, 'cheery@example.test');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await failure(confirm('cheery@example.test', wrongCode, 'Fresh-pass-3'));
    expect((await failure(confirm('cheery@example.test', code, 'Fresh-pass-3'))).code).toBe(
      'LimitExceededException',
    );
  });

  it('answers an unknown name like a known one and sends nothing', async () => {
    const before = await server.db.selectFrom('outbox').select('id').execute();
    expect(await forgot('ghost@example.test')).toMatchObject({
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' },
    });
    await waitForJobs(server.db);
    expect(await server.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('limits codes per user, answering past the cap as for an unknown name', async () => {
    await server.service.createUser({ email: 'colon@example.test', password: PASSWORD });
    for (let i = 0; i < 5; i++) await forgot('colon@example.test');
    const capped = await forgot('colon@example.test');
    const unknown = await forgot('colon-ghost@example.test');
    expect(capped).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    expect(Object.keys(capped as object)).toEqual(Object.keys(unknown as object));
    await waitForJobs(server.db);
    const mails = await server.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', 'colon@example.test')
      .execute();
    expect(mails).toHaveLength(5);
  });
});

describe('sign-up', () => {
  it('creates an unconfirmed user and confirms it with the mailed code', async () => {
    const result = await callIdp(server, 'SignUp', {
      ClientId: server.config.clientId,
      Username: 'Angua',
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'angua@example.test' },
        { Name: 'given_name', Value: 'Angua' },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ UserConfirmed: false, UserSub: expect.any(String) });
    expect((await failure(signIn(cognitoUser(server, 'angua'), PASSWORD))).code).toBe(
      'UserNotConfirmedException',
    );

    const again = await callIdp(server, 'SignUp', {
      ClientId: server.config.clientId,
      Username: 'angua2',
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: 'ANGUA@example.test' }],
    });
    expect(again.body.__type).toBe('UsernameExistsException');

    const code = await lastCodeSentTo(server.db, 'angua@example.test');
    const user = cognitoUser(server, 'angua');
    await new Promise((resolve, reject) =>
      user.confirmRegistration(code, false, (error, ok) => (error ? reject(error) : resolve(ok))),
    );
    await signIn(cognitoUser(server, 'angua@example.test'), PASSWORD);
  });
});
