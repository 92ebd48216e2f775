import * as cognito from 'amazon-cognito-identity-js';
import { LibrarySignIn } from '../../../src-infrastructure/identity/library-sign-in';

const pool = { endpoint: 'http://localhost/idp', userPoolId: 'local_pool', clientId: 'client' };

/** The library with its SRP helper counted and a user that fails each sign-in at once. */
function countingLibrary() {
  const pairs = { computed: 0 };
  const library = {
    ...cognito,
    AuthenticationHelper: class {
      constructor() {
        pairs.computed += 1;
      }
    },
    CognitoUserPool: class {},
    CognitoUser: class {
      setAuthenticationFlowType(): void {}
      authenticateUser(_details: unknown, callbacks: cognito.IAuthenticationCallback): void {
        callbacks.onFailure(
          Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }),
        );
      }
    },
  } as unknown as typeof cognito;
  return { library, pairs };
}

describe('LibrarySignIn warm-up', () => {
  it('computes one SRP pair on a later task when no sign-in has started, and answers once it has', async () => {
    const { library, pairs } = countingLibrary();
    const ready = new LibrarySignIn(library).warmUp();
    expect(pairs.computed).toBe(0);
    await ready;
    expect(pairs.computed).toBe(1);
  });

  it('computes none when a sign-in started before its turn (a click at hydration waits for no warm-up)', async () => {
    const { library, pairs } = countingLibrary();
    const runner = new LibrarySignIn(library);
    const ready = runner.warmUp();
    const outcome = await runner.signIn({
      pool,
      flow: 'USER_SRP_AUTH',
      username: 'olivia@example.test',
      password: 'x',
    });
    expect(outcome).toEqual({
      kind: 'failed',
      error: expect.objectContaining({ code: 'NotAuthorizedException' }),
    });
    await ready;
    expect(pairs.computed).toBe(0);
  });
});
