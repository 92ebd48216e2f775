import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, Nullable } from '../route-schema';
import { findProfile } from '../users/profiles.repository';
import { saveRegistration } from './registration.repository';
import { NAME_FIELD, REGISTRATION_TAGS, brandField, currencyField, phoneField } from './registration.schema';

/** PUT /v1/users/registration/details: what the signed-in user adds to their registration. */
export function registerRegistrationDetailsRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const detailsBody = Body({
    first_name: Type.String({ ...NAME_FIELD, minLength: 1 }),
    last_name: Type.String(NAME_FIELD),
    phone: phoneField,
    position: Type.String({ maxLength: 200 }),
    business_type: Type.String({ maxLength: 100 }),
    employees_count: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    how_did_you_hear: Type.String({ maxLength: 500 }),
    brand: brandField,
    currency: currencyField,
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/v1/users/registration/details',
    summary: 'Adds details to the caller’s registration (names and phone update the profile)',
    tags: REGISTRATION_TAGS,
    body: detailsBody,
    data: Type.Object({
      first_name: Type.String(),
      last_name: Type.String(),
      phone: Nullable(Type.String()),
      details: Type.Object({}, { additionalProperties: true }),
    }),
    handler: async (request) => {
      const principal = principalOf(request);
      const profile = await findProfile(db, principal.sub);
      if (!profile)
        throw new GatewayError(
          403,
          'USER_NOT_MAPPED',
          'This account is not set up yet, please contact support.',
        );
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const registration = await trx
          .selectFrom('registration_data')
          .select(['id', 'details_json'])
          .where('user_id', '=', principal.sub)
          .executeTakeFirst();
        const details = {
          ...(registration ? (JSON.parse(registration.details_json) as object) : {}),
          ...request.body,
        };
        if (registration) {
          await trx
            .updateTable('registration_data')
            .set({ details_json: JSON.stringify(details), updated_at: now })
            .where('id', '=', registration.id)
            .execute();
        } else {
          await saveRegistration(
            trx,
            { id: principal.sub, email: principal.email },
            { first_name: profile.first_name },
            profile.user_type,
            'ACTIVATED',
            details,
          );
        }
        const first_name = request.body.first_name?.trim() ?? profile.first_name;
        const last_name = request.body.last_name?.trim() ?? profile.last_name;
        const phone = request.body.phone ?? profile.phone;
        // A new number is not proven yet (MFA by phone needs it proven).
        const phoneChanged = phone !== profile.phone;
        await trx
          .updateTable('user_profiles')
          .set({
            first_name,
            last_name,
            phone,
            updated_at: now,
            ...(phoneChanged ? { phone_verified_at: null } : {}),
          })
          .where('user_id', '=', principal.sub)
          .execute();
        return { first_name, last_name, phone, details };
      });
    },
  });
}
