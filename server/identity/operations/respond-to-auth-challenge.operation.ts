import { attemptKeys, releaseAttempt, reserveAttempt } from '../attempt.limiter';
import { answerCustomChallenge } from '../custom-auth.flow';
import { CognitoError, invalidParameter } from '../identity.errors';
import type { IdentityOperation } from '../identity.operation';
import { completeSignIn } from '../sign-in.completion';
import { openPasswordClaim } from '../srp-auth.flow';
import { asWireObject, assertClientId, requiredString, stringMap } from '../wire.validation';
import { guardedSignIn } from '../sign-in.guard';

/** RespondToAuthChallenge: PASSWORD_VERIFIER (SRP step 2) and CUSTOM_CHALLENGE. */
export const respondToAuthChallenge: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const challenge = requiredString(request, 'ChallengeName', 64);
  const session = requiredString(request, 'Session', 4096);
  const responses = stringMap(request, 'ChallengeResponses');
  const clientMetadata = stringMap(request, 'ClientMetadata');

  if (challenge === 'PASSWORD_VERIFIER') {
    const claim = await openPasswordClaim(context, {
      session,
      username: requiredString(responses, 'USERNAME', 128),
      secretBlock: requiredString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK', 4096),
      timestamp: requiredString(responses, 'TIMESTAMP', 64),
      signature: requiredString(responses, 'PASSWORD_CLAIM_SIGNATURE', 256),
    });
    const keys = attemptKeys({ userId: claim.user?.id, loginName: claim.userIdForSrp }, meta.address);
    const user = await guardedSignIn(context, keys, async () => (claim.verify() ? claim.user : undefined));
    return completeSignIn(context, user);
  }

  if (challenge === 'CUSTOM_CHALLENGE') {
    const answer = requiredString(responses, 'ANSWER', 4096);
    // Guessing tokens is counted against the address only: it must not lock the user out.
    // Reserved before the answer is checked; kept only when the answer is refused.
    const address = attemptKeys({ loginName: '' }, meta.address).address;
    const reservation = await reserveAttempt(context.db, [address], context.options);
    try {
      const reply = await answerCustomChallenge(context, session, answer, clientMetadata);
      await releaseAttempt(context.db, reservation, context.options);
      return reply;
    } catch (error) {
      if (!(error instanceof CognitoError && error.type === 'NotAuthorizedException')) {
        await releaseAttempt(context.db, reservation, context.options);
      }
      throw error;
    }
  }

  throw invalidParameter(`Unsupported ChallengeName ${challenge}`);
};
