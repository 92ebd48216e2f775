import {
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { PASSWORD, snapshot, type IdentityServer, startIdentityServer } from './identity.harness';
import { sdkClient, sdkFailure, sdkPasswordSignIn, sdkSrpSignIn } from './sdk.harness';
import { waitForJobs } from '../../support/wait-for-jobs';

let server: IdentityServer;
let client: ReturnType<typeof sdkClient>;

beforeAll(async () => {
  server = await startIdentityServer();
  client = sdkClient(server);
});
afterAll(async () => {
  client.destroy();
  await server.close();
});

async function codesSentTo(db: Kysely<Database>, recipient: string): Promise<string[]> {
  await waitForJobs(db);
  const messages = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
  return messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '');
}

describe('an unconfirmed user', () => {
  beforeAll(async () => {
    await client.send(
      new SignUpCommand({
        ClientId: server.config.clientId,
        Username: 'reg@example.test',
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: 'reg@example.test' }],
      }),
    );
  });

  it('hears NotAuthorizedException for a wrong password, with SRP and with USER_PASSWORD_AUTH', async () => {
    for (const signIn of [sdkPasswordSignIn, sdkSrpSignIn]) {
      const error = await sdkFailure(signIn(server, client, 'reg@example.test', 'Wrong-password-1'));
      expect(error.name).toBe('NotAuthorizedException');
      expect(error.message).toBe('Incorrect username or password.');
    }
  });

  it('hears UserNotConfirmedException only for the right password', async () => {
    for (const signIn of [sdkPasswordSignIn, sdkSrpSignIn]) {
      const error = await sdkFailure(signIn(server, client, 'reg@example.test', PASSWORD));
      expect(error.name).toBe('UserNotConfirmedException');
    }
  });

  it('cannot have a password reset code mailed to the address nobody verified', async () => {
    const before = await snapshot(server.db);
    const error = await sdkFailure(
      client.send(
        new ForgotPasswordCommand({ ClientId: server.config.clientId, Username: 'reg@example.test' }),
      ),
    );
    expect(error.name).toBe('InvalidParameterException');
    expect(error.message).toBe(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('gets a new confirmation code; only the newest confirms', async () => {
    const [first] = await codesSentTo(server.db, 'reg@example.test');
    const resent = await client.send(
      new ResendConfirmationCodeCommand({ ClientId: server.config.clientId, Username: 'REG@example.test' }),
    );
    expect(resent.CodeDeliveryDetails).toEqual({
      Destination: 'r***@e***.test',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const codes = await codesSentTo(server.db, 'reg@example.test');
    expect(codes).toHaveLength(2);
    const newest = codes[1] ?? '';
    if (first !== newest) {
      const stale = await sdkFailure(
        client.send(
          new ConfirmSignUpCommand({
            ClientId: server.config.clientId,
            Username: 'reg@example.test',
            ConfirmationCode: first,
          }),
        ),
      );
      expect(stale.name).toBe('CodeMismatchException');
    }
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: server.config.clientId,
        Username: 'reg@example.test',
        ConfirmationCode: newest,
      }),
    );
    expect((await sdkSrpSignIn(server, client, 'reg@example.test', PASSWORD)).AccessToken).toEqual(
      expect.any(String),
    );
  });

  it('once confirmed, asks for no code: InvalidParameterException and nothing sent', async () => {
    const before = await snapshot(server.db);
    const error = await sdkFailure(
      client.send(
        new ResendConfirmationCodeCommand({ ClientId: server.config.clientId, Username: 'reg@example.test' }),
      ),
    );
    expect(error.name).toBe('InvalidParameterException');
    expect(error.message).toBe('User is already confirmed.');
    expect(await snapshot(server.db)).toEqual(before);
  });
});

describe('ResendConfirmationCode', () => {
  it('answers an unknown user like a known one and sends nothing (no user enumeration)', async () => {
    const before = await snapshot(server.db);
    const resent = await client.send(
      new ResendConfirmationCodeCommand({ ClientId: server.config.clientId, Username: 'ghost@example.test' }),
    );
    expect(resent.CodeDeliveryDetails).toEqual({
      Destination: 'g***@e***.test',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('sends at most 5 codes per user per window', async () => {
    await client.send(
      new SignUpCommand({
        ClientId: server.config.clientId,
        Username: 'spammed@example.test',
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: 'spammed@example.test' }],
      }),
    );
    const resend = () =>
      client.send(
        new ResendConfirmationCodeCommand({
          ClientId: server.config.clientId,
          Username: 'spammed@example.test',
        }),
      );
    const answers = await Promise.allSettled(Array.from({ length: 8 }, resend));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as Error] : [],
    );
    expect(refused.map((error) => error.name)).toEqual(Array(3).fill('LimitExceededException'));
    // The sign-up code and the 5 resent ones.
    expect(await codesSentTo(server.db, 'spammed@example.test')).toHaveLength(6);
  });
});

describe('SignUp attributes', () => {
  it.each(['__proto__', 'constructor', 'toString', 'unknown_attribute'])(
    'refuses the attribute %s as outside the schema, writing nothing',
    async (name) => {
      const before = await snapshot(server.db);
      const error = await sdkFailure(
        client.send(
          new SignUpCommand({
            ClientId: server.config.clientId,
            Username: `attr-${name.replace(/_/g, '')}@example.test`,
            Password: PASSWORD,
            UserAttributes: [
              { Name: 'email', Value: 'attr@example.test' },
              { Name: name, Value: 'x' },
            ],
          }),
        ),
      );
      expect(error.name).toBe('InvalidParameterException');
      expect(error.message).toBe(
        `Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`,
      );
      expect(await snapshot(server.db)).toEqual(before);
    },
  );
});
