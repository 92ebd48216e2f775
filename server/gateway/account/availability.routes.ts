import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MESSAGES, looksLikeEmail, USERNAME_TAKEN_MESSAGE } from '../../../src-domain/index';
import { badRequest } from '../gateway.errors';
import { languageOfRequest } from '../../mail/mail-language';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { Body, Nullable } from '../route-schema';
import { sendActivationLink } from './activation';
import { REGISTRATION_TAGS } from './registration.schema';
import { refuseSsoOnlyEmail } from './sso-only-email';

/** The availability checks a guest makes while registering: e-mail and username (spec 000 §4, §5). */
export function registerAvailabilityRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;

  defineRoute(app, {
    method: 'POST',
    url: '/v1/registration/validateEmail',
    summary:
      'Whether an e-mail may register: AVAILABLE, USED (user_status ACTIVE, or NO_PASSWORD for an account never activated — a new activation link is sent) or DRAFT_NO_PASSWORD; 403 REGISTRATION.SSO_REQUIRED for an e-mail of an SSO-only domain',
    tags: REGISTRATION_TAGS,
    auth: 'none',
    sensitive: true,
    body: Body({ email: Type.String({ minLength: 1, maxLength: 254 }) }, ['email']),
    data: Type.Object({
      email: Type.String(),
      available: Type.Boolean(),
      status: Type.String(),
      user_status: Nullable(Type.String()),
      activation_link_sent: Type.Boolean(),
      message: Nullable(Type.String()),
    }),
    handler: async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!looksLikeEmail(email)) throw badRequest('INVALID_EMAIL_ADDRESS', 'Enter the correct email.');
      refuseSsoOnlyEmail(config, email);
      const user = await identity.findUserByEmail(email);
      if (user?.status === 'UNCONFIRMED') {
        await db
          .transaction()
          .execute((trx) => sendActivationLink(trx, context, user, languageOfRequest(request.headers)));
        return {
          email,
          available: false,
          status: 'USED',
          user_status: 'NO_PASSWORD',
          activation_link_sent: true,
          message: `${EMAIL_MESSAGES.unverified} ${EMAIL_MESSAGES.activationSent}`,
        };
      }
      if (user) {
        return {
          email,
          available: false,
          status: 'USED',
          user_status: 'ACTIVE',
          activation_link_sent: false,
          message: EMAIL_MESSAGES.used,
        };
      }
      const draft = await db
        .selectFrom('registration_data')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst();
      if (draft?.status === 'DRAFT') {
        return {
          email,
          available: false,
          status: 'DRAFT_NO_PASSWORD',
          user_status: 'DRAFT_NO_PASSWORD',
          activation_link_sent: false,
          message: EMAIL_MESSAGES.unverified,
        };
      }
      return {
        email,
        available: true,
        status: 'AVAILABLE',
        user_status: null,
        activation_link_sent: false,
        message: null,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/registration/validateUsername',
    summary: 'Whether a username is free; a free alternative is suggested when it is taken',
    tags: REGISTRATION_TAGS,
    auth: 'none',
    sensitive: true,
    body: Body({ username: Type.String({ minLength: 1, maxLength: 128, pattern: '^\\S+$' }) }, ['username']),
    data: Type.Object({
      username: Type.String(),
      available: Type.Boolean(),
      suggestion: Nullable(Type.String()),
      message: Nullable(Type.String()),
    }),
    handler: async (request) => {
      const username = request.body.username.normalize('NFC').toLowerCase();
      if (!(await identity.findUserByLoginName(username))) {
        return { username, available: true, suggestion: null, message: null };
      }
      let suggestion: string | null = null;
      for (let tries = 0; tries < 20 && suggestion === null; tries++) {
        const candidate = `${username.slice(0, 120)}${crypto.randomInt(10, tries < 10 ? 1000 : 100000)}`;
        if (!(await identity.findUserByLoginName(candidate))) suggestion = candidate;
      }
      return { username, available: false, suggestion, message: USERNAME_TAKEN_MESSAGE };
    },
  });
}
