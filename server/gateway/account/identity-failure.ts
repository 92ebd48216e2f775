import { IdentityError } from '../../identity/identity.service';
import { GatewayError } from '../gateway.errors';

/**
 * Rethrows a failure of creating an identity user as the gateway answers it: a taken e-mail or
 * username is 409, any other IdentityError (a weak password, a malformed e-mail) 400, with the
 * identity's code and message; anything else is rethrown as it is (a bug, answered 500).
 */
export function identityFailure(error: unknown): never {
  if (error instanceof IdentityError) {
    const status =
      error.code === 'IDENTITY.EMAIL_TAKEN' || error.code === 'IDENTITY.USERNAME_TAKEN' ? 409 : 400;
    throw new GatewayError(status, error.code, error.message);
  }
  throw error;
}
