import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { safeRedirectTarget, validateNewPassword } from '../../../src-domain/index';
import { IdentityError, type IdentityService, type PreparedPassword } from '../../identity/identity.service';
import { isCanonicalBase64url } from '../../security/base64url.helper';
import { hashSecret, isoIn, randomSecret } from '../../security/secrets.helper';
import { GatewayError, badRequest } from '../gateway.errors';
import { languageOfRequest, originOfLanguage } from '../../mail/mail-language';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { Body, Nullable } from '../route-schema';
import { findProfile } from '../users/profiles.repository';

const TAGS = ['Password reset'];
const TOKEN_LIFETIME_SECONDS = 3600;
const DAY_MS = 24 * 3600 * 1000;
const SENT_MESSAGE = 'If an account exists for this username, a password reset link has been sent.';
const CODE = Type.String({ minLength: 1, maxLength: 512 });
const MAX_ATTEMPTS_MESSAGE = 'You have reached the maximum number of password reset attempts.';

/** Failures here carry `data.message`: the reset screens show the server's data message (000 §8). */
const resetError = (status: number, code: string, message: string) =>
  new GatewayError(status, code, message, { message });

/**
 * Password reset by link (spec 000 §5, §7, §8): request (reCAPTCHA, at most RESET_MAX_ATTEMPTS
 * links per user per 24 h; past that the same answer as for an unknown user), validate the code, confirm with a new password (a code dies after
 * RESET_MAX_ATTEMPTS wrong confirmations; each wrong one is counted on purpose). Guest routes.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;
  const maxAttempts = config.resetMaxAttempts;

  async function liveToken(code: string) {
    // Only the text we issued: a padded or otherwise re-spelt code is another code.
    if (!isCanonicalBase64url(code)) {
      throw resetError(400, 'RESET.INVALID_CODE', 'This password reset link is invalid or has expired.');
    }
    const token = await db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(code))
      .executeTakeFirst();
    if (!token || token.used_at !== null || token.expires_at <= new Date().toISOString()) {
      throw resetError(400, 'RESET.INVALID_CODE', 'This password reset link is invalid or has expired.');
    }
    if (token.attempts >= maxAttempts) throw resetError(429, 'RESET_MAX_ATTEMPTS', MAX_ATTEMPTS_MESSAGE);
    return token;
  }

  defineRoute(app, {
    method: 'POST',
    url: '/v1/users/request_reset_password',
    summary:
      'Sends a password reset link (to /dev/outbox locally); the same answer whether or not the user exists',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: Body(
      {
        username: Type.String({ minLength: 1, maxLength: 254 }),
        flow: Type.String({ pattern: '^[A-Z_]{1,32}$', default: 'HARRI' }),
        'g-recaptcha-response': Type.String({ maxLength: 4096 }),
        return_url: Type.String({ maxLength: 2048 }),
      },
      ['username'],
    ),
    data: Type.Object({ message: Type.String() }),
    handler: async (request) => {
      await context.recaptcha.verify(request.body['g-recaptcha-response'], request.ip);
      const returnUrl = request.body.return_url;
      if (
        returnUrl !== undefined &&
        safeRedirectTarget(returnUrl, { origin: config.publicOrigin, fallback: '' }) === ''
      ) {
        throw resetError(400, 'RESET.INVALID_RETURN_URL', 'The return address is not allowed.');
      }
      const user = await identity.findUserByLoginName(request.body.username);
      if (!user) return { message: SENT_MESSAGE };
      const profile = await findProfile(db, user.id);
      if (profile?.external_auth_source) {
        throw resetError(
          400,
          'EXTERNAL_USER',
          'Please reset your password from your enterprise account provider.',
        );
      }
      const since = new Date(Date.now() - DAY_MS).toISOString();
      const recent = await db
        .selectFrom('password_reset_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      // Past the cap nothing is sent, with the answer an unknown user gets: a 429 here told
      // anyone which addresses have accounts.
      if (Number(recent.n) >= maxAttempts) {
        request.log.info({ userId: user.id }, 'password reset request over the daily cap: nothing sent');
        return { message: SENT_MESSAGE };
      }
      const code = randomSecret();
      const language = languageOfRequest(request.headers);
      const link = new URL('/user/reset/password/token', originOfLanguage(config.publicOrigin, language));
      link.searchParams.set('code', code);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('password_reset_tokens')
          .values({
            id: crypto.randomUUID(),
            user_id: user.id,
            token_hash: hashSecret(code),
            attempts: 0,
            return_url: returnUrl ?? null,
            created_at: new Date().toISOString(),
            expires_at: isoIn(TOKEN_LIFETIME_SECONDS),
            used_at: null,
          })
          .execute();
        await identity.sendMessage(
          {
            channel: 'email',
            recipient: user.email,
            language,
            template: 'passwordLink',
            values: { email: user.email, link: link.href },
          },
          trx,
        );
      });
      return { message: SENT_MESSAGE };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/validateResetToken',
    summary: 'Checks a password reset code',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: Body({ code: CODE }, ['code']),
    data: Type.Object({ valid: Type.Boolean(), return_url: Nullable(Type.String()) }),
    handler: async (request) => {
      const token = await liveToken(request.body.code);
      return { valid: true, return_url: token.return_url };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/resetPasswordConfirmation',
    summary: 'Sets a new password with a reset code; signs the user out everywhere',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: Body(
      {
        code: CODE,
        new_password: Type.String({ maxLength: 256 }),
        confirm_new_password: Type.String({ maxLength: 256 }),
      },
      ['code', 'new_password', 'confirm_new_password'],
    ),
    data: Type.Object({ message: Type.String(), return_url: Nullable(Type.String()) }),
    handler: async (request) => {
      const token = await liveToken(request.body.code);
      const user = await identity.findUserById(token.user_id);
      if (!user)
        throw resetError(400, 'RESET.INVALID_CODE', 'This password reset link is invalid or has expired.');
      const { new_password: password, confirm_new_password: confirmation } = request.body;
      const prepared =
        validateNewPassword(password, confirmation, user.email) ??
        (await preparePassword(identity, user.id, password));
      if (!('secrets' in prepared)) {
        await db
          .updateTable('password_reset_tokens')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', token.id)
          .execute();
        throw badRequest(prepared.code, prepared.message, { message: prepared.message });
      }
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date().toISOString() })
          .where('id', '=', token.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) {
          throw resetError(400, 'RESET.INVALID_CODE', 'This password reset link is invalid or has expired.');
        }
        await identity.setPassword(prepared, trx);
      });
      return { message: 'Your password has been reset.', return_url: token.return_url };
    },
  });
}

/** The new password checked by the pool's policy and hashed, or the policy's reason (PASSWORD.POLICY). */
async function preparePassword(
  identity: IdentityService,
  userId: string,
  password: string,
): Promise<PreparedPassword | { code: string; message: string }> {
  try {
    return await identity.preparePassword(userId, password);
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'IDENTITY.INVALID_PASSWORD') {
      return { code: 'PASSWORD.POLICY', message: error.message };
    }
    throw error;
  }
}
