import { GatewayError } from '../gateway.errors';
import type { UpstreamError } from './indeed.client';

/** Our answer to a provider failure (`INDEED.<REASON>` codes; never a 500). */
export function gatewayErrorFor(error: UpstreamError): GatewayError {
  switch (error.failure) {
    case 'invalid_grant':
      return new GatewayError(
        400,
        'INDEED.INVALID_GRANT',
        `The provider refused the authorization: ${error.message}`,
      );
    case 'invalid_scope':
      return new GatewayError(
        400,
        'INDEED.INVALID_SCOPE',
        `The provider refused the scope: ${error.message}`,
      );
    case 'invalid_request':
      return new GatewayError(
        400,
        'INDEED.INVALID_REQUEST',
        `The provider refused the request: ${error.message}`,
      );
    case 'invalid_client':
      return new GatewayError(
        502,
        'INDEED.CLIENT_REJECTED',
        'The provider does not accept our client credentials',
      );
    case 'insufficient_scope':
      return new GatewayError(403, 'INDEED.INSUFFICIENT_SCOPE', 'The connection may not read campaigns');
    case 'forbidden':
      return new GatewayError(403, 'INDEED.CAMPAIGN_FORBIDDEN', 'The campaign belongs to another employer');
    case 'not_found':
      return new GatewayError(404, 'INDEED.CAMPAIGN_NOT_FOUND', 'No such campaign');
    case 'bad_parameter':
      return new GatewayError(
        400,
        'INDEED.INVALID_PARAMETER',
        `The provider refused a parameter: ${error.message}`,
      );
    case 'unauthorized':
      return new GatewayError(
        409,
        'INDEED.SESSION_EXPIRED',
        'The provider connection expired; connect again',
      );
    case 'unavailable':
      return new GatewayError(502, 'INDEED.UNAVAILABLE', 'The job-ad provider is unavailable');
  }
}

export const notConnected = () =>
  new GatewayError(409, 'INDEED.NOT_CONNECTED', 'This brand is not connected to the job-ad provider');
export const revoked = () =>
  new GatewayError(409, 'INDEED.REVOKED', 'The provider revoked the connection; connect again');
export const sessionExpired = () =>
  new GatewayError(409, 'INDEED.SESSION_EXPIRED', 'The provider connection expired; connect again');
export const scopeMissing = () =>
  new GatewayError(
    403,
    'INDEED.SCOPE_MISSING',
    'The provider did not grant the campaign read permission, so nothing was connected',
  );
export const redirectUriMismatch = () =>
  new GatewayError(400, 'INDEED.REDIRECT_URI_MISMATCH', 'redirect_uri is not our registered callback');
export const hireForbidden = (brandId: number) =>
  new GatewayError(403, 'INDEED.FORBIDDEN', `You may not manage job ads of brand ${brandId} (SOURCE_HIRE)`);
