import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MFA_METHODS } from '../../identity/identity.service';
import { badRequest } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, Nullable, StringEnum } from '../route-schema';
import { requireProfile, type ProfileRow } from '../users/profiles.repository';

const TAGS = ['Account'];

/** Whether the account must have a second factor, and which methods it saved (none: not set up). */
export function mfaStanding(
  profile: Pick<ProfileRow, 'mfa_required'>,
  user: { readonly mfaSetupRequired?: boolean; readonly mfaMethods?: readonly string[] } | undefined,
): { required: boolean; isSetup: boolean; methods: string[] } {
  const methods = [...(user?.mfaMethods ?? [])];
  return {
    required: profile.mfa_required === 1 || user?.mfaSetupRequired === true,
    isSetup: methods.length > 0,
    methods,
  };
}

/**
 * Multi-factor set-up (spec 000 §4 types Email, Phone, Passcodes; §7 status): whether it is
 * required and done, and saving the method the user chose at /user/setup-mfa.
 */
export function registerMfaRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/mfa/setup/status',
    summary: 'Whether multi-factor set-up is required and done; where to set it up',
    tags: TAGS,
    data: Type.Object({
      mfa_required: Type.Boolean(),
      is_setup: Type.Boolean(),
      methods: Type.Array(Type.String()),
      available_methods: Type.Array(Type.String()),
      setup_url: Nullable(Type.String()),
    }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const [profile, user] = await Promise.all([requireProfile(db, userId), identity.findUserById(userId)]);
      const { required, isSetup, methods } = mfaStanding(profile, user);
      return {
        mfa_required: required,
        is_setup: isSetup,
        methods,
        available_methods: [...MFA_METHODS],
        setup_url: required && !isSetup ? new URL('/user/setup-mfa', config.publicOrigin).href : null,
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/users/mfa/setup',
    summary:
      'Saves the chosen multi-factor method (our path: the spec shows the status only). EMAIL and PHONE need the channel proven first (POST /v1/users/verification/send, then /confirm); PASSCODES answers ten one-time passcodes, shown once',
    tags: TAGS,
    sensitive: true,
    body: Body({ method: StringEnum(MFA_METHODS) }, ['method']),
    data: Type.Object({
      methods: Type.Array(Type.String()),
      /** Only for PASSCODES, shown once. */
      passcodes: Type.Optional(Type.Array(Type.String())),
    }),
    handler: async (request, reply) => {
      const userId = principalOf(request).sub;
      const profile = await requireProfile(db, userId);
      const { method } = request.body;
      if (method === 'PHONE' && !profile.phone) {
        throw badRequest('INVALID_PHONE_NUMBER', 'Enter the correct phone number.');
      }
      const proven = method === 'EMAIL' ? profile.email_verified_at : profile.phone_verified_at;
      if (method !== 'PASSCODES' && proven === null) {
        throw badRequest(
          'MFA.CHANNEL_NOT_VERIFIED',
          method === 'EMAIL'
            ? 'Confirm your email with the code we sent first.'
            : 'Confirm your phone with the code we sent first.',
        );
      }
      const setup = await identity.setUpMfa(userId, method, {
        ...(method === 'PHONE' && profile.phone ? { phoneNumber: profile.phone } : {}),
      });
      // The passcodes are shown once: no cache may keep them.
      if (setup.passcodes) void reply.header('cache-control', 'no-store');
      return {
        methods: [...setup.methods],
        ...(setup.passcodes ? { passcodes: [...setup.passcodes] } : {}),
      };
    },
  });
}
