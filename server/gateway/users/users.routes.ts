import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { UserLocationSchema } from './user-location.schema';
import { HOME_PAGE_PREFERENCES, type HomePagePreference } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { badRequest } from '../gateway.errors';
import { Body, ImageRef, Nullable } from '../route-schema';
import { photoOf, requireProfile } from './profiles.repository';
import { userRecordOf, userSchema } from './user-record';
import { forgetLocation, locationOf, saveLocation, sweepExpiredLocations } from './user-location.repository';

const TAGS = ['Users'];
const homePageSchema = Type.Object({ default_home_page: Nullable(Type.String()) });
/** A home page to save, or null (Ajv's `nullable` needs the null in `enum` too). */
const homePageChoice = Type.Unsafe<HomePagePreference | null>({
  type: 'string',
  enum: [...HOME_PAGE_PREFERENCES, null],
  nullable: true,
});
const locationSchema = UserLocationSchema;

/** Users info, user record, logout, navigation preferences, location and media (spec 000 §7). */
export function registerUserRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/info',
    summary:
      'The signed-in user: names, employer flag, entry mode, shadow flag; persona and highest parent on request',
    tags: TAGS,
    querystring: Type.Object({
      include_persona: Type.Optional(Type.Boolean()),
      include_highest_parent: Type.Optional(Type.Boolean()),
    }),
    data: userSchema,
    handler: (request) =>
      userRecordOf(db, principalOf(request), {
        persona: request.query.include_persona ?? false,
        highestParent: request.query.include_highest_parent ?? false,
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/user',
    summary: 'The signed-in user’s record',
    tags: TAGS,
    data: userSchema,
    handler: (request) => userRecordOf(db, principalOf(request), { persona: true, highestParent: false }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/logout',
    summary: 'Ends the session of the refresh token (the access token stops working at once)',
    tags: TAGS,
    body: Body({ refresh_token: Type.String({ minLength: 1, maxLength: 4096 }) }, ['refresh_token']),
    data: Type.Object({ logged_out: Type.Boolean() }),
    handler: async (request) => {
      principalOf(request);
      await context.identity.revokeRefreshToken(request.body.refresh_token);
      return { logged_out: true };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/navigation_preferences',
    summary: 'The saved default home page',
    tags: TAGS,
    data: homePageSchema,
    handler: async (request) => {
      const profile = await requireProfile(db, principalOf(request).sub);
      return { default_home_page: profile.default_home_page };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/users/navigation_preferences',
    summary: 'Saves the default home page (HALO_DASHBOARD, RISK_ANALYSIS, HARRI_ENGAGE or null)',
    tags: TAGS,
    body: Body({ default_home_page: homePageChoice }, ['default_home_page']),
    data: homePageSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      await requireProfile(db, userId);
      await db
        .updateTable('user_profiles')
        .set({ default_home_page: request.body.default_home_page, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .execute();
      return { default_home_page: request.body.default_home_page };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/user_lat_long',
    summary:
      'The user’s location: their own while shared with consent (kept 7 days, source USER), else the entry brand’s (BRAND); nulls when unknown',
    tags: TAGS,
    data: locationSchema,
    handler: async (request) => {
      const profile = await requireProfile(db, principalOf(request).sub);
      return locationOf(db, profile, Date.now());
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/user_lat_long',
    summary:
      'Shares the user’s own location; `consent: true` is required (400 LOCATION.CONSENT_REQUIRED otherwise). Kept 7 days.',
    tags: TAGS,
    body: Body(
      {
        lat: Type.Number({ minimum: -90, maximum: 90 }),
        long: Type.Number({ minimum: -180, maximum: 180 }),
        consent: Type.Boolean(),
      },
      ['lat', 'long', 'consent'],
    ),
    data: locationSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      if (request.body.consent !== true) {
        throw badRequest(
          'LOCATION.CONSENT_REQUIRED',
          'The location is saved only when the user agrees to share it',
        );
      }
      await requireProfile(db, userId);
      const now = new Date();
      await saveLocation(db, userId, request.body, now);
      return locationOf(db, await requireProfile(db, userId), now.getTime());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/user_lat_long',
    summary: 'Forgets the user’s own location (withdraws the consent); answers the location used instead',
    tags: TAGS,
    data: locationSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      await requireProfile(db, userId);
      const now = new Date();
      await forgetLocation(db, userId, now);
      return locationOf(db, await requireProfile(db, userId), now.getTime());
    },
  });

  sweepExpiredLocations(app, db);

  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/basic_media',
    summary: 'The user’s profile media',
    tags: TAGS,
    data: Type.Object({
      profile_image: ImageRef,
      degrees: Type.Number(),
      rotation: Type.Number(),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
    handler: async (request) => {
      const profile = await requireProfile(db, principalOf(request).sub);
      return {
        profile_image: photoOf(profile),
        degrees: profile.profile_photo_degrees,
        rotation: profile.profile_photo_rotation,
        first_name: profile.first_name,
        last_name: profile.last_name,
      };
    },
  });
}
