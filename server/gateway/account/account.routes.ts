import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { hashSecret, isoIn, randomCode } from '../../security/secrets.helper';
import { badRequest } from '../gateway.errors';
import { languageOfRequest } from '../../mail/mail-language';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, Nullable, StringEnum } from '../route-schema';
import { requireProfile } from '../users/profiles.repository';

const TAGS = ['Account'];
const CODE_LIFETIME_SECONDS = 15 * 60;
const MAX_CODE_ATTEMPTS = 5;
const VERIFICATION_TYPES = ['EMAIL', 'PHONE'] as const;
type VerificationType = (typeof VERIFICATION_TYPES)[number];
const typeSchema = StringEnum(VERIFICATION_TYPES);
/** Where a channel's verification stands (send, check and confirm answer it). */
const statusSchema = Type.Object({
  type: typeSchema,
  verified: Type.Boolean(),
  verified_at: Nullable(Type.String()),
  code_sent: Type.Boolean(),
});

/**
 * E-mail / phone verification (send a code, check the status, confirm the code; spec 000 §7).
 * A proven channel is what MFA set-up (mfa.routes.ts) accepts for Email and Phone.
 */
export function registerAccountRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, identity } = context;
  const verifiedColumn = (type: VerificationType) =>
    type === 'EMAIL' ? 'email_verified_at' : 'phone_verified_at';

  defineRoute(app, {
    method: 'POST',
    url: '/v1/users/verification/send',
    summary:
      'Sends a six-digit verification code by e-mail or SMS (to /dev/outbox locally) unless already verified',
    tags: TAGS,
    sensitive: true,
    body: Body({ type: typeSchema }, ['type']),
    data: statusSchema,
    handler: async (request) => {
      const principal = principalOf(request);
      const profile = await requireProfile(db, principal.sub);
      const { type } = request.body;
      const verifiedAt = profile[verifiedColumn(type)];
      if (verifiedAt) return { type, verified: true, verified_at: verifiedAt, code_sent: false };
      const recipient = type === 'EMAIL' ? principal.email : profile.phone;
      if (!recipient) throw badRequest('INVALID_PHONE_NUMBER', 'Enter the correct phone number.');
      const code = randomCode();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const values = {
          code_hash: hashSecret(code),
          attempts: 0,
          created_at: now,
          expires_at: isoIn(CODE_LIFETIME_SECONDS),
        };
        await trx
          .insertInto('verification_codes')
          .values({ user_id: principal.sub, type, ...values })
          .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
          .execute();
        await identity.sendMessage(
          {
            channel: type === 'EMAIL' ? 'email' : 'sms',
            recipient,
            language: languageOfRequest(request.headers),
            template: 'contactCode',
            values: { code },
          },
          trx,
        );
      });
      return { type, verified: false, verified_at: null, code_sent: true };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/verification/check',
    summary: 'Whether the e-mail or phone is verified, and whether a code is waiting',
    tags: TAGS,
    querystring: Type.Object({ type: typeSchema }),
    data: statusSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const profile = await requireProfile(db, userId);
      const { type } = request.query;
      const pending = await db
        .selectFrom('verification_codes')
        .select('expires_at')
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .executeTakeFirst();
      const verifiedAt = profile[verifiedColumn(type)];
      return {
        type,
        verified: verifiedAt !== null,
        verified_at: verifiedAt,
        code_sent: pending !== undefined && pending.expires_at > new Date().toISOString(),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/users/verification/confirm',
    summary: 'Confirms a verification code (our addition: the spec shows send and check only)',
    tags: TAGS,
    sensitive: true,
    body: Body({ type: typeSchema, code: Type.String({ pattern: '^[0-9]{6}$' }) }, ['type', 'code']),
    data: statusSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      await requireProfile(db, userId);
      const { type, code } = request.body;
      const now = new Date().toISOString();
      // Reserve the attempt before comparing, in one statement: parallel guesses cannot all
      // read the same count, so at most MAX_CODE_ATTEMPTS codes are ever compared.
      const reserved = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('expires_at', '>', now)
        .where('attempts', '<', MAX_CODE_ATTEMPTS)
        .returning('code_hash')
        .executeTakeFirst();
      if (!reserved) {
        throw badRequest('VERIFICATION.EXPIRED_CODE', 'This code has expired, ask for a new one.');
      }
      if (reserved.code_hash !== hashSecret(code)) {
        throw badRequest('VERIFICATION.CODE_MISMATCH', 'This code is not right.');
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('verification_codes')
          .where('user_id', '=', userId)
          .where('type', '=', type)
          .execute();
        await trx
          .updateTable('user_profiles')
          .set({ [verifiedColumn(type)]: now, updated_at: now })
          .where('user_id', '=', userId)
          .execute();
      });
      return { type, verified: true, verified_at: now, code_sent: false };
    },
  });
}
