import { CognitoError } from '../identity.errors';
import type { IdentityOperation } from '../identity.operation';
import { refreshSession } from '../session-refresh.flow';
import { asWireObject, assertClientId, optionalString, requiredString, stringMap } from '../wire.validation';

/**
 * GetTokensFromRefreshToken {RefreshToken, ClientId, ClientSecret?, DeviceKey?,
 * ClientMetadata?} → {AuthenticationResult}: new ID and access tokens, and a new refresh token
 * when the app client rotates them (IdentityOptions.refreshTokenRotation). Amplify v6 refreshes
 * only through it. A revoked, expired or unknown token is NotAuthorizedException. Our app
 * client has no secret, so a ClientSecret cannot be right; no device tracking, so DeviceKey is
 * only checked for shape.
 */
export const getTokensFromRefreshToken: IdentityOperation = async (context, body) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const token = requiredString(request, 'RefreshToken', 4096);
  if (optionalString(request, 'ClientSecret', 256) !== undefined) {
    throw new CognitoError(
      'NotAuthorizedException',
      `Unable to verify secret hash for client ${context.config.clientId}`,
    );
  }
  optionalString(request, 'DeviceKey', 256);
  stringMap(request, 'ClientMetadata');
  const rotate = context.options.refreshTokenRotation;
  return { AuthenticationResult: await refreshSession(context, token, rotate) };
};
