import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { PreparedUser } from '../../identity/identity.service';
import { badRequest, conflict } from '../gateway.errors';
import { languageOfRequest } from '../../mail/mail-language';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body } from '../route-schema';
import { findProfile, newProfile } from '../users/profiles.repository';
import { registerActivationRoutes } from './activation.routes';
import { sendActivationLink } from './activation';
import { registerAvailabilityRoutes } from './availability.routes';
import { identityFailure } from './identity-failure';
import { registerRegistrationDetailsRoutes } from './registration-details.routes';
import { createBusiness, saveRegistration } from './registration.repository';
import {
  REGISTRATION_TAGS,
  registrationAnswer,
  registrationBody,
  userTypeField,
} from './registration.schema';
import { refuseSsoOnlyEmail } from './sso-only-email';

/**
 * Registration: the availability checks, creating an account (guest with e-mail and password,
 * or a signed-in identity without a profile), federated registration, registration details and
 * activation links. The first two and the last two live in their own files.
 */
export function registerRegistrationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;

  registerAvailabilityRoutes(app, context);

  defineRoute(app, {
    method: 'POST',
    url: '/v1/users/registration',
    summary:
      'Creates an account: as a guest with email and password (identity user, profile, activation link to the outbox), or for the signed-in identity that has no profile yet; 403 REGISTRATION.SSO_REQUIRED for a guest with an e-mail of an SSO-only domain',
    tags: REGISTRATION_TAGS,
    auth: 'optional',
    sensitive: true,
    body: registrationBody,
    data: registrationAnswer,
    handler: async (request) => {
      const input = request.body;
      await context.recaptcha.verify(input['g-recaptcha-response'], request.ip);
      if (input.currency) {
        const known = await db
          .selectFrom('currencies')
          .select('id')
          .where('id', '=', input.currency.id)
          .executeTakeFirst();
        if (!known)
          throw badRequest('REGISTRATION.UNKNOWN_CURRENCY', `Currency ${input.currency.id} does not exist`);
      }
      const userType = (input.user_type ?? 'CANDIDATE').toUpperCase();
      let prepared: PreparedUser | undefined;
      let existing: { id: string; email: string; username: string } | undefined;
      if (request.principal) {
        existing = {
          id: request.principal.sub,
          email: request.principal.email,
          username: request.principal.username,
        };
        if (await findProfile(db, existing.id)) {
          throw conflict('REGISTRATION.ALREADY_REGISTERED', 'This account is already registered.');
        }
      } else {
        if (!input.email)
          throw badRequest('EMAIL_ADDRESS_REQUIRED', 'Unable to log in/sign up. Email required.');
        if (!input.password) throw badRequest('PASSWORD.REQUIRED', 'Password is required.');
        refuseSsoOnlyEmail(config, input.email);
        prepared = await identity
          .prepareUser({
            email: input.email,
            password: input.password,
            ...(input.username ? { username: input.username } : {}),
            status: 'UNCONFIRMED',
            emailVerified: false,
            ...(input.phone ? { phoneNumber: input.phone } : {}),
            attributes: { given_name: input.first_name.trim(), family_name: (input.last_name ?? '').trim() },
          })
          .catch(identityFailure);
      }
      return db.transaction().execute(async (trx) => {
        const user = prepared
          ? await identity.createUserInTransaction(prepared, trx).catch(identityFailure)
          : existing!;
        const entryBrandId =
          userType === 'EMPLOYER' && input.brand
            ? await createBusiness(trx, user.id, input.brand.name, input.currency?.id)
            : null;
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(user.id, {
              first_name: input.first_name.trim(),
              last_name: (input.last_name ?? '').trim(),
              phone: input.phone ?? null,
              user_employer: userType === 'EMPLOYER' ? 1 : 0,
              user_type: userType,
              registration_mode: input.registration_mode ?? 'NORMAL',
              entry_brand_id: entryBrandId,
              email_verified_at: prepared ? null : new Date().toISOString(),
            }),
          )
          .execute();
        await saveRegistration(trx, user, input, userType, prepared ? 'REGISTERED' : 'ACTIVATED');
        if (prepared) await sendActivationLink(trx, context, user, languageOfRequest(request.headers));
        return {
          user_id: user.id,
          email: user.email,
          username: user.username,
          user_type: userType,
          user_employer: userType === 'EMPLOYER',
          entry_brand_id: entryBrandId,
          activation_link_sent: prepared !== undefined,
        };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/users/federated_registration',
    summary:
      'Registers the signed-in federated identity (social or enterprise sign-in) as a user of the given type',
    tags: REGISTRATION_TAGS,
    sensitive: true,
    body: Body({ user_type: userTypeField }),
    data: Type.Object({
      user_id: Type.String(),
      email: Type.String(),
      user_type: Type.String(),
      user_employer: Type.Boolean(),
      created: Type.Boolean(),
    }),
    handler: async (request) => {
      const principal = principalOf(request);
      const known = await findProfile(db, principal.sub);
      if (known) {
        return {
          user_id: principal.sub,
          email: principal.email,
          user_type: known.user_type,
          user_employer: known.user_employer === 1,
          created: false,
        };
      }
      const userType = (request.body.user_type ?? 'CANDIDATE').toUpperCase();
      const user = await identity.findUserById(principal.sub);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(principal.sub, {
              first_name: user?.attributes.given_name ?? '',
              last_name: user?.attributes.family_name ?? '',
              user_employer: userType === 'EMPLOYER' ? 1 : 0,
              user_type: userType,
              registration_mode: 'FEDERATED',
              external_auth_source: user?.attributes['custom:external_auth_source'] ?? 'FEDERATED',
              email_verified_at: new Date().toISOString(),
            }),
          )
          .execute();
        await saveRegistration(
          trx,
          { id: principal.sub, email: principal.email },
          {
            first_name: user?.attributes.given_name ?? '',
            last_name: user?.attributes.family_name ?? '',
            registration_mode: 'FEDERATED',
          },
          userType,
          'ACTIVATED',
        );
      });
      return {
        user_id: principal.sub,
        email: principal.email,
        user_type: userType,
        user_employer: userType === 'EMPLOYER',
        created: true,
      };
    },
  });

  registerRegistrationDetailsRoutes(app, context);
  registerActivationRoutes(app, context);
}
