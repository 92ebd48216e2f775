import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Language } from '../../../src-domain';
import type { Database } from '../../db/schema';
import { originOfLanguage } from '../../mail/mail-language';
import type { IdentityService } from '../../identity/identity.service';
import { hashSecret, isoIn, randomSecret } from '../../security/secrets.helper';
import { isCanonicalBase64url } from '../../security/base64url.helper';
import { badRequest } from '../gateway.errors';

const ACTIVATION_LIFETIME_SECONDS = 7 * 24 * 3600;

/**
 * Issues an activation link for an unconfirmed account and puts it in the outbox (join the
 * caller's transaction by passing it as `db`), in `language` (the page's the person is on). The
 * link is GET /api/core/v1/users/activation on that language's host, so activation lands on the
 * login page in the same language.
 */
export async function sendActivationLink(
  db: Kysely<Database>,
  { config, identity }: { config: ServerConfig; identity: IdentityService },
  user: { id: string; email: string },
  language: Language,
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
  const link = new URL('/api/core/v1/users/activation', originOfLanguage(config.publicOrigin, language));
  link.searchParams.set('token', token);
  await identity.sendMessage(
    {
      channel: 'email',
      recipient: user.email,
      language,
      template: 'activationLink',
      values: { link: link.href },
    },
    db,
  );
}

/**
 * Activates the account of a token: identity user CONFIRMED with a verified e-mail, profile
 * e-mail verified, registration ACTIVATED. 400 ACTIVATION.INVALID_TOKEN for unknown, used,
 * expired or non-canonical (padded, re-spelt base64url) tokens. Returns the e-mail.
 */
export async function activate(
  db: Kysely<Database>,
  identity: IdentityService,
  token: string,
): Promise<string> {
  // Only the text we issued: a padded or otherwise re-spelt token is another token.
  if (!isCanonicalBase64url(token)) {
    throw badRequest('ACTIVATION.INVALID_TOKEN', 'This activation link is invalid or has expired.');
  }
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
    const user = await identity.confirmUser(row.user_id, trx);
    // The token's user is deleted with it (foreign key), so a live token always has one.
    if (!user) throw new Error(`The user of activation token ${row.token_hash} is missing`);
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
    return user.email;
  });
}
