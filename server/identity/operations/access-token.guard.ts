import { verifyAccessToken, type VerifiedAccessToken } from '../access-token.verifier';
import { IdentityError, notAuthorized } from '../identity.errors';
import type { IdentityContext } from '../identity.context';
import { requiredString, type WireObject } from '../wire.validation';

/** The `AccessToken` of a request, verified; any failure is NotAuthorizedException with the reason. */
export async function authenticate(
  context: IdentityContext,
  request: WireObject,
): Promise<VerifiedAccessToken> {
  const token = requiredString(request, 'AccessToken', 8192);
  try {
    return await verifyAccessToken(context, token);
  } catch (error) {
    if (error instanceof IdentityError) throw notAuthorized(error.message);
    throw error;
  }
}
