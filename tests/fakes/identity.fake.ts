import type { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { IdentityPort } from '../../src-domain/identity/identity.port';
import type {
  CustomChallengeName,
  SessionTokens,
  SignInOutcome,
} from '../../src-domain/session/session.model';

/**
 * In-memory IdentityPort: one account table of username → password; `signIn` succeeds with
 * fake tokens for a listed pair and fails with INVALID_CREDENTIALS otherwise. Like the real
 * adapter, `signOut` of a session asks the server to log its refresh token out
 * (POST /v1/logout, failures ignored) through the gateway it was given (`useGateway`; the test
 * container gives it the container's gateway), so a second server logout shows in the requests.
 */
export class FakeIdentity implements IdentityPort {
  tokens: SessionTokens | undefined;
  readonly calls: string[] = [];
  /** What `prepareSignIn` resolves with (a test may hold it). */
  signInPrepared: Promise<void> = Promise.resolve();
  /** The outcome the next custom challenge answer returns. */
  nextChallengeOutcome: SignInOutcome | undefined;

  private gateway: HttpGatewayPort | undefined;

  constructor(private readonly accounts: Record<string, string> = {}) {}

  /** The gateway `signOut` calls, as the real adapter calls the app's one gateway. */
  useGateway(gateway: HttpGatewayPort): this {
    this.gateway = gateway;
    return this;
  }

  /** Starts the fake signed in as `username`. */
  signedInAs(username: string): this {
    this.tokens = { accessToken: `access-${username}`, refreshToken: `refresh-${username}`, username };
    return this;
  }

  prepareSignIn(): Promise<void> {
    this.calls.push('prepareSignIn');
    return this.signInPrepared;
  }

  async signIn(username: string, password: string): Promise<SignInOutcome> {
    this.calls.push(`signIn:${username}`);
    if (this.accounts[username] !== password) {
      return {
        kind: 'failed',
        code: 'INVALID_CREDENTIALS',
        message: 'Enter the correct email and password.',
      };
    }
    this.signedInAs(username);
    return { kind: 'signed-in', tokens: this.tokens as SessionTokens };
  }

  async answerCustomChallenge(name: CustomChallengeName, answer: string): Promise<SignInOutcome> {
    this.calls.push(`answer:${name}:${answer}`);
    return (
      this.nextChallengeOutcome ?? {
        kind: 'failed',
        code: 'NOT_AUTHORIZED',
        message: 'Something went wrong.',
      }
    );
  }

  async refresh(): Promise<SessionTokens> {
    this.calls.push('refresh');
    if (!this.tokens) throw new Error('no session');
    return this.tokens;
  }

  currentTokens(): SessionTokens | undefined {
    return this.tokens;
  }

  async signOut(options?: { global?: boolean }): Promise<void> {
    this.calls.push(options?.global ? 'signOut:global' : 'signOut');
    const tokens = this.tokens;
    if (tokens && this.gateway) {
      await this.gateway
        .request({ method: 'POST', path: '/v1/logout', body: { refresh_token: tokens.refreshToken } })
        .catch(() => undefined);
    }
    this.tokens = undefined;
  }

  async forgotPassword(username: string): Promise<void> {
    this.calls.push(`forgotPassword:${username}`);
  }

  async confirmForgotPassword(username: string, code: string): Promise<void> {
    this.calls.push(`confirmForgotPassword:${username}:${code}`);
  }
}
