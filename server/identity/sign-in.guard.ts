import {
  acceptAttempt,
  releaseAttempt,
  reserveAttempt,
  slowDown,
  type AttemptKeys,
  type AttemptReservation,
} from './attempt.limiter';
import { notAuthorized } from './identity.errors';
import type { IdentityContext } from './identity.context';
import type { UserWithSecrets } from './users.repository';

/**
 * Runs one password check as a reserved attempt (attempt.limiter.ts): counted on the user and
 * the address before `check` runs, kept as a failure when `check` proves nobody (undefined:
 * then, once failures pile up, the answer waits and NotAuthorizedException follows), given
 * back when it proves the user (returned) or throws. Rejects at once, unchecked, while the
 * user or the address is locked.
 */
export async function guardedSignIn(
  context: IdentityContext,
  keys: AttemptKeys,
  check: () => Promise<UserWithSecrets | undefined>,
): Promise<UserWithSecrets> {
  const reservation: AttemptReservation = await reserveAttempt(
    context.db,
    [keys.user, keys.address],
    context.options,
  );
  let proven: UserWithSecrets | undefined;
  try {
    proven = await check();
  } catch (error) {
    await releaseAttempt(context.db, reservation, context.options);
    throw error;
  }
  if (!proven) {
    await slowDown(reservation.failures, context.options);
    throw notAuthorized();
  }
  await acceptAttempt(context.db, reservation, keys, context.options);
  return proven;
}
