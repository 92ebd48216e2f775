import type { DefineAuthChallengeEvent } from './custom-auth.events';

/**
 * Define Auth Challenge: one custom challenge per sign-in. No answer yet → CUSTOM_CHALLENGE;
 * the last answer right → tokens; anything else → fail (a token is never typed, so a wrong
 * one is not worth a second try).
 */
export async function defineAuthChallenge(
  event: DefineAuthChallengeEvent,
): Promise<DefineAuthChallengeEvent> {
  const session = event.request.session;
  const last = session[session.length - 1];
  if (event.request.userNotFound && last) {
    event.response = { issueTokens: false, failAuthentication: true };
  } else if (!last) {
    event.response = { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  } else if (last.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult) {
    event.response = { issueTokens: true, failAuthentication: false };
  } else {
    event.response = { issueTokens: false, failAuthentication: true };
  }
  return event;
}
