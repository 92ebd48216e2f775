import { selfRegistrationBlock } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import { GatewayError } from '../gateway.errors';

/**
 * 403 REGISTRATION.SSO_REQUIRED for an e-mail of the hotel group whose people sign in through
 * its identity provider only (spec 000 §5, SSO_ONLY_EMAIL_DOMAINS); `data` repeats the message
 * and names the provider, so a client can say it in the user's language. Every way of creating
 * an account with an e-mail and password calls it (registration, its e-mail check, light signup).
 */
export function refuseSsoOnlyEmail(config: ServerConfig, email: string): void {
  const message = selfRegistrationBlock(email, config.ssoOnlyEmailDomains, config.ssoProviderName);
  if (message) {
    throw new GatewayError(403, 'REGISTRATION.SSO_REQUIRED', message, {
      message,
      provider: config.ssoProviderName,
    });
  }
}
