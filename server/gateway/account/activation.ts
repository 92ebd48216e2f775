import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { hashSecret, isoIn, randomSecret } from '../../identity/identity.secrets';
import { sendToOutbox } from '../../identity/outbox.repository';
import { badRequest } from '../gateway.errors';

const ACTIVATION_LIFETIME_SECONDS = 7 * 24 * 3600;

/**
 * Issues an activation link for an unconfirmed account and puts it in the outbox (join the
 * caller's transaction by passing it as `db`). The link is GET /api/core/v1/users/activation.
 */
export async function sendActivationLink(
  db: Kysely<Database>,
  config: ServerConfig,
  user: { id: string; email: string },
): Promise<void> {
  const token = randomSecret();
  await db
    .insertInto('activation_tokens')
    .values({
      token_hash: hashSecret(token),
      user_id: user.id,
      created_at: new Date().toISOString(),
      expires_at: isoIn(ACTIVATION_LIFETIME_SECONDS),
      used_at: null,
    })
    .execute();
  const link = new URL('/api/core/v1/users/activation', config.publicOrigin);
  link.searchParams.set('token', token);
  await sendToOutbox(db, {
    channel: 'email',
    recipient: user.email,
    subject: 'Activate your Brigade account',
    body: `Welcome to Brigade! Activate your account within 7 days: ${link.href}`,
  });
}

/**
 * Activates the account of a token: identity user CONFIRMED with a verified e-mail, profile
 * e-mail verified, registration ACTIVATED. 400 ACTIVATION.INVALID_TOKEN for unknown, used or
 * expired tokens. Returns the e-mail.
 *
 * IdentityService has no "confirm user" call, so this writes identity_users.status itself.
 */
export async function activate(db: Kysely<Database>, token: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await trx
      .selectFrom('activation_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) {
      throw badRequest('ACTIVATION.INVALID_TOKEN', 'This activation link is invalid or has expired.');
    }
    await trx
      .updateTable('activation_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', row.token_hash)
      .execute();
    await trx
      .updateTable('identity_users')
      .set({ status: 'CONFIRMED', email_verified: 1, updated_at: now })
      .where('id', '=', row.user_id)
      .where('status', '=', 'UNCONFIRMED')
      .execute();
    await trx
      .updateTable('user_profiles')
      .set({ email_verified_at: now, updated_at: now })
      .where('user_id', '=', row.user_id)
      .execute();
    await trx
      .updateTable('registration_data')
      .set({ status: 'ACTIVATED', updated_at: now })
      .where('user_id', '=', row.user_id)
      .execute();
    const user = await trx
      .selectFrom('identity_users')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    return user.email;
  });
}
