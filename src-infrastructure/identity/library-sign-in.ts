import type * as CognitoLibrary from 'amazon-cognito-identity-js';
import type { CognitoUser, IAuthenticationCallback } from 'amazon-cognito-identity-js';
import { MemoryCognitoStorage } from './memory-cognito-storage';

type Library = typeof CognitoLibrary;

/** The user pool a sign-in talks to (the endpoint absolute: a worker has no page to resolve it). */
export interface PoolSettings {
  readonly endpoint: string;
  readonly userPoolId: string;
  readonly clientId: string;
}

/** A sign-in with a password, in the configured flow (USER_SRP_AUTH: SRP, the library's default). */
export interface PasswordSignInRequest {
  readonly pool: PoolSettings;
  readonly flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  readonly username: string;
  readonly password: string;
  readonly clientMetadata?: Readonly<Record<string, string>>;
}

/** A CUSTOM_AUTH sign-in started for `challenge` (sent as client metadata), answered later. */
export interface CustomSignInRequest {
  readonly pool: PoolSettings;
  readonly username: string;
  readonly challenge: string;
}

/** A failure of the library, as the fields the login catalogue reads (loginCodeOf). */
export interface LibraryFailure {
  readonly code?: string;
  readonly name?: string;
  readonly message?: string;
}

/**
 * How one step of a sign-in ended, in plain data (it crosses from the worker to the page):
 * - `signed-in`: every entry the library wrote to its storage (tokens, LastAuthUser, clockDrift);
 * - `custom-challenge`: the challenge the service asked for (`challenge` of its parameters); the
 *   user waits, for `answerCustomChallenge`, in the LibrarySignIn that returned it;
 * - `mfa-setup`, `mfa-required` (SMS, TOTP or a choice of them), `new-password-required`: the
 *   challenges the product does not answer at the sign-in (spec 000 §4), which end the sign-in;
 * - `failed`: the library's error.
 */
export type LibraryOutcome =
  | { readonly kind: 'signed-in'; readonly entries: readonly (readonly [string, string])[] }
  | { readonly kind: 'custom-challenge'; readonly challenge?: string }
  | { readonly kind: 'mfa-setup' }
  | { readonly kind: 'mfa-required' }
  | { readonly kind: 'new-password-required' }
  | { readonly kind: 'failed'; readonly error: LibraryFailure };

/** The sign-in steps, run by LibrarySignIn here or in the sign-in worker (SignInWorkerClient). */
export interface SignInRunner {
  /**
   * Loads what the sign-in needs and warms it up, unless a sign-in comes first; resolves once
   * ready, never rejects.
   */
  warmUp(): Promise<void>;
  signIn(request: PasswordSignInRequest): Promise<LibraryOutcome>;
  startCustomChallenge(request: CustomSignInRequest): Promise<LibraryOutcome>;
  /** Answers the custom challenge of the last step; `failed` NO_CHALLENGE_PENDING when none waits. */
  answerCustomChallenge(answer: string, challenge: string): Promise<LibraryOutcome>;
}

/**
 * The sign-in steps run by amazon-cognito-identity-js as it is (CognitoUser.authenticateUser,
 * initiateAuth, sendCustomChallengeAnswer; SRP by its own AuthenticationHelper), each sign-in with
 * a fresh in-memory storage whose entries the outcome carries. Holds at most one user between a
 * custom challenge and its answer; a new sign-in forgets it.
 */
export class LibrarySignIn implements SignInRunner {
  private pending: { readonly user: CognitoUser; readonly storage: MemoryCognitoStorage } | undefined;
  /** Whether a sign-in has started here (a warm-up is then no longer worth its time). */
  private started = false;

  constructor(private readonly library: Library) {}

  /**
   * One client SRP pair computed by the library's helper and dropped, on a later task, so that the
   * engine has compiled the big-integer code before the sign-in needs it; resolves once done, so
   * a sign-in asked after the answer does not wait behind it. Skipped when a sign-in has started
   * by then (issue #30: a click at hydration has its sign-in queued behind the warm-up, and a
   * pair costs about 100 ms, as much as the sign-in's own).
   */
  warmUp(): Promise<void> {
    return new Promise((resolve) =>
      setTimeout(() => {
        if (!this.started) this.computeDroppedPair();
        resolve();
      }, 0),
    );
  }

  private computeDroppedPair(): void {
    const Helper = (this.library as unknown as { AuthenticationHelper?: new (poolName: string) => unknown })
      .AuthenticationHelper;
    try {
      if (typeof Helper === 'function') new Helper('warm-up');
    } catch {
      // A warm-up that fails leaves the sign-in to compile as it goes.
    }
  }

  signIn(request: PasswordSignInRequest): Promise<LibraryOutcome> {
    const { user, storage } = this.user(request.pool, request.username);
    user.setAuthenticationFlowType(request.flow);
    const details = new this.library.AuthenticationDetails({
      Username: request.username,
      Password: request.password,
      ClientMetadata: request.clientMetadata ? { ...request.clientMetadata } : undefined,
    });
    return new Promise((resolve) => user.authenticateUser(details, this.callbacks(user, storage, resolve)));
  }

  startCustomChallenge(request: CustomSignInRequest): Promise<LibraryOutcome> {
    const { user, storage } = this.user(request.pool, request.username);
    user.setAuthenticationFlowType('CUSTOM_AUTH');
    const details = new this.library.AuthenticationDetails({
      Username: request.username,
      ClientMetadata: { challenge: request.challenge },
    });
    return new Promise((resolve) => user.initiateAuth(details, this.callbacks(user, storage, resolve)));
  }

  answerCustomChallenge(answer: string, challenge: string): Promise<LibraryOutcome> {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return Promise.resolve({ kind: 'failed', error: { code: 'NO_CHALLENGE_PENDING' } });
    const { user, storage } = pending;
    return new Promise((resolve) =>
      user.sendCustomChallengeAnswer(answer, this.callbacks(user, storage, resolve), { challenge }),
    );
  }

  private user(pool: PoolSettings, username: string): { user: CognitoUser; storage: MemoryCognitoStorage } {
    this.started = true;
    this.pending = undefined;
    const storage = new MemoryCognitoStorage();
    const userPool = new this.library.CognitoUserPool({
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
      endpoint: pool.endpoint,
      Storage: storage,
    });
    return {
      user: new this.library.CognitoUser({ Username: username, Pool: userPool, Storage: storage }),
      storage,
    };
  }

  private callbacks(
    user: CognitoUser,
    storage: MemoryCognitoStorage,
    resolve: (outcome: LibraryOutcome) => void,
  ): IAuthenticationCallback {
    return {
      onSuccess: () => resolve({ kind: 'signed-in', entries: storage.entries() }),
      onFailure: (error: unknown) => resolve({ kind: 'failed', error: failureOf(error) }),
      customChallenge: (parameters: Record<string, string> | undefined) => {
        this.pending = { user, storage };
        resolve({ kind: 'custom-challenge', challenge: parameters?.challenge });
      },
      mfaSetup: () => resolve({ kind: 'mfa-setup' }),
      mfaRequired: () => resolve({ kind: 'mfa-required' }),
      totpRequired: () => resolve({ kind: 'mfa-required' }),
      selectMFAType: () => resolve({ kind: 'mfa-required' }),
      newPasswordRequired: () => resolve({ kind: 'new-password-required' }),
    };
  }
}

/** The error's code, name and message as strings (what survives a structured clone as such). */
function failureOf(error: unknown): LibraryFailure {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    name: typeof name === 'string' ? name : undefined,
    message: typeof message === 'string' ? message : error === undefined ? undefined : String(error),
  };
}
