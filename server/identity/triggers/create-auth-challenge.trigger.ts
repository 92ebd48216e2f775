import type { ChallengeTokenStore } from './challenge-token.port';
import { isCustomChallengeName, type CreateAuthChallengeEvent } from './custom-auth.events';

/** Thrown (and so reported by Cognito as UserLambdaValidationException) when no magic-link token exists. */
export const MASTER_ACCOUNT_TOKEN_NOT_FOUND = 'MASTER_ACCOUNT_TOKEN_NOT_FOUND';

/**
 * Create Auth Challenge: the challenge named by `clientMetadata.challenge`
 * (MASTER_ACCOUNT_TOKEN by default, or CORPORATE_USER_ACCESS_TOKEN). Public parameters
 * `{challenge}` tell the client what to answer with. MASTER_ACCOUNT_TOKEN fails with
 * MASTER_ACCOUNT_TOKEN_NOT_FOUND when the user holds no live magic-link token (spec 000 §4).
 */
export function createAuthChallengeHandler(store: ChallengeTokenStore) {
  return async function createAuthChallenge(
    event: CreateAuthChallengeEvent,
  ): Promise<CreateAuthChallengeEvent> {
    const requested = event.request.clientMetadata?.challenge;
    const challenge = isCustomChallengeName(requested) ? requested : 'MASTER_ACCOUNT_TOKEN';
    if (challenge === 'MASTER_ACCOUNT_TOKEN') {
      const sub = event.request.userAttributes.sub;
      if (event.request.userNotFound || !sub || !(await store.hasMagicLinkToken(sub))) {
        throw new Error(MASTER_ACCOUNT_TOKEN_NOT_FOUND);
      }
    }
    event.response = {
      publicChallengeParameters: { challenge },
      privateChallengeParameters: { challenge },
      challengeMetadata: challenge,
    };
    return event;
  };
}
