import { PASSWORD, callIdp, type IdentityServer, startIdentityServer } from './identity.harness';
import { srpClient } from './srp.client';
import { waitForJobs } from '../../support/wait-for-jobs';

/**
 * Guesses sent all at once against a real listening server: the lock must count each guess
 * before it is evaluated, so that of a burst at most the limit are evaluated (the wrong
 * answer, or a success), the rest refused unevaluated — the right one included, sent last.
 */
let server: IdentityServer;
const LIMIT = 5;

beforeAll(async () => {
  server = await startIdentityServer({ maxFailuresPerUser: LIMIT, maxCodeAttempts: LIMIT });
  for (const email of ['nobby@example.test', 'colon@example.test', 'reg@example.test']) {
    await server.service.createUser({ email, password: PASSWORD });
  }
});
afterAll(() => server.close());

const WRONG = Array.from({ length: 40 }, (_, i) => `Wrong-password-${i}`);

describe('guesses sent in parallel', () => {
  it('USER_PASSWORD_AUTH: of 40 wrong passwords and the right one, at most the limit are evaluated', async () => {
    const passwordAuth = (password: string) =>
      callIdp(server, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.config.clientId,
        AuthParameters: { USERNAME: 'nobby@example.test', PASSWORD: password },
      });
    const answers = await Promise.all([...WRONG, PASSWORD].map(passwordAuth));
    const evaluated = answers.filter((answer) => answer.body.message !== 'Password attempts exceeded');
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.at(-1)?.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('USER_SRP_AUTH: of 40 wrong password claims and the right one, at most the limit are evaluated', async () => {
    const poolName = server.config.userPoolId.split('_')[1] ?? '';
    const challenges = [];
    for (const password of [...WRONG, PASSWORD]) {
      const srp = srpClient(poolName);
      const started = await callIdp(server, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.config.clientId,
        AuthParameters: { USERNAME: 'colon@example.test', SRP_A: srp.srpA },
      });
      const parameters = started.body.ChallengeParameters as Record<string, string>;
      challenges.push({
        Session: started.body.Session,
        ChallengeResponses: srp.respond(parameters, password),
      });
    }
    const answers = await Promise.all(
      challenges.map((challenge) =>
        callIdp(server, 'RespondToAuthChallenge', {
          ClientId: server.config.clientId,
          ChallengeName: 'PASSWORD_VERIFIER',
          ...challenge,
        }),
      ),
    );
    const evaluated = answers.filter((answer) => answer.body.message !== 'Password attempts exceeded');
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.at(-1)?.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('ConfirmForgotPassword: of 40 wrong codes and the right one, at most the limit are evaluated', async () => {
    await callIdp(server, 'ForgotPassword', {
      ClientId: server.config.clientId,
      Username: 'reg@example.test',
    });
    await waitForJobs(server.db);
    const mail = await server.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'reg@example.test')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';
    const wrongCodes = Array.from({ length: 1000 }, (_, i) => String(100000 + i))
      .filter((candidate) => candidate !== code)
      .slice(0, 40);
    const confirm = (guess: string) =>
      callIdp(server, 'ConfirmForgotPassword', {
        ClientId: server.config.clientId,
        Username: 'reg@example.test',
        ConfirmationCode: guess,
        Password: 'Brigade-new-2',
      });
    const answers = await Promise.all([...wrongCodes, code].map(confirm));
    const evaluated = answers.filter((answer) => answer.body.__type !== 'LimitExceededException');
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.at(-1)?.body.__type).toBe('LimitExceededException');
    // The password did not change.
    const signIn = await callIdp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'reg@example.test', PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('CUSTOM_CHALLENGE: of 40 wrong tokens and the right one, at most the address limit are evaluated', async () => {
    // Token guesses count on the address only; a server of its own keeps the address fresh.
    const custom = await startIdentityServer({ maxFailuresPerAddress: LIMIT });
    try {
      const user = await custom.service.createUser({ email: 'vimes@example.test', password: PASSWORD });
      const { token } = await custom.service.issueMagicLinkToken(user.id);
      const sessions = [];
      for (let i = 0; i < 41; i++) {
        const started = await callIdp(custom, 'InitiateAuth', {
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: custom.config.clientId,
          AuthParameters: { USERNAME: 'vimes@example.test' },
          ClientMetadata: { challenge: 'MASTER_ACCOUNT_TOKEN' },
        });
        sessions.push(String(started.body.Session));
      }
      const answers = await Promise.all(
        sessions.map((session, i) =>
          callIdp(custom, 'RespondToAuthChallenge', {
            ClientId: custom.config.clientId,
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: session,
            ChallengeResponses: {
              USERNAME: 'vimes@example.test',
              ANSWER: i === sessions.length - 1 ? token : `wrong-token-${i}`,
            },
          }),
        ),
      );
      const evaluated = answers.filter((answer) => answer.body.__type !== 'LimitExceededException');
      expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
      expect(answers.at(-1)?.body.__type).toBe('LimitExceededException');
    } finally {
      await custom.close();
    }
  });
});
