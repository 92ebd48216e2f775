import type { ChallengeTokenStore } from './challenge-token.port';
import type { VerifyAuthChallengeResponseEvent } from './custom-auth.events';

/**
 * Verify Auth Challenge Response: the answer is the token itself. A right answer uses the
 * token up (both kinds are one-time), so a replay fails.
 */
export function verifyAuthChallengeHandler(store: ChallengeTokenStore) {
  return async function verifyAuthChallenge(
    event: VerifyAuthChallengeResponseEvent,
  ): Promise<VerifyAuthChallengeResponseEvent> {
    const sub = event.request.userAttributes.sub;
    const answer = event.request.challengeAnswer;
    let answerCorrect = false;
    if (!event.request.userNotFound && sub && answer) {
      switch (event.request.privateChallengeParameters.challenge) {
        case 'MASTER_ACCOUNT_TOKEN':
          answerCorrect = await store.consumeMagicLinkToken(sub, answer);
          break;
        case 'CORPORATE_USER_ACCESS_TOKEN':
          answerCorrect = (await store.consumeCorporateAccessToken(sub, answer)) !== undefined;
          break;
      }
    }
    event.response = { answerCorrect };
    return event;
  };
}
