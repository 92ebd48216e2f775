import type { AppConfig } from '../../../src-domain/configuration/app-config.model';
import type {
  SessionTokens,
  SignInOutcome,
  CustomChallengeName,
} from '../../../src-domain/session/session.model';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeCookies } from '../../fakes/cookie.fake';
import { FakeIdentity } from '../../fakes/identity.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';
import { createTestContainer, type TestFakes } from '../../support/test-container';
import { testAppConfig } from '../../support/test-config';

/** The fake identity with the custom-auth start the account screens use (magic link, corporate token). */
export class ChallengeIdentity extends FakeIdentity {
  /** What `signInWithChallenge` answers, per challenge; default: failed. */
  readonly challengeOutcomes = new Map<CustomChallengeName, SignInOutcome>();

  async signInWithChallenge(username: string, challenge: CustomChallengeName, answer?: string) {
    this.calls.push(`challenge:${challenge}:${username}:${answer ?? ''}`);
    const outcome = this.challengeOutcomes.get(challenge) ?? {
      kind: 'failed' as const,
      code: `${challenge}_NOT_FOUND`,
      message: 'not found',
    };
    if (outcome.kind === 'signed-in') this.tokens = outcome.tokens;
    return outcome;
  }
}

export const tokensOf = (username: string): SessionTokens => ({
  accessToken: `access-${username}`,
  refreshToken: `refresh-${username}`,
  username,
});

export interface AccountFakes extends TestFakes {
  readonly identity: ChallengeIdentity;
  readonly storage: FakeKeyValueStorage;
  readonly cookies: FakeCookies;
  readonly clock: FakeClock;
}

/** The shared test container plus the storage, cookie and clock fakes these stores use. */
export function createAccountContainer(
  options: { config?: AppConfig; identity?: ChallengeIdentity; gateway?: TestFakes['gateway'] } = {},
) {
  const identity = options.identity ?? new ChallengeIdentity({ 'owner@demo.brigade.test': 'Brigade-demo-1' });
  const storage = new FakeKeyValueStorage();
  const cookies = new FakeCookies();
  const clock = new FakeClock();
  const { container, fakes } = createTestContainer(options.config ?? testAppConfig, {
    identity,
    storage,
    cookies,
    clock,
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  const all: AccountFakes = { ...fakes, identity, storage, cookies, clock };
  return { container, fakes: all };
}
