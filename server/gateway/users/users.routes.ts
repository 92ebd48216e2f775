import type { FastifyInstance } from 'fastify';
import { HOME_PAGE_PREFERENCES } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { badRequest } from '../gateway.errors';
import { body, bool, imageRef, nullable, num, object, str } from '../gateway.schema';
import { photoOf, requireProfile } from './profiles.repository';
import { userRecordOf, userSchema } from './user-record';
import { forgetLocation, locationOf, saveLocation, sweepExpiredLocations } from './user-location.repository';

const TAGS = ['Users'];

/** Users info, user record, logout, navigation preferences, location and media (spec 000 §7). */
export function registerUserRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Querystring: { include_persona?: boolean; include_highest_parent?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/users/info',
    summary:
      'The signed-in user: names, employer flag, entry mode, shadow flag; persona and highest parent on request',
    tags: TAGS,
    querystring: object({ include_persona: bool, include_highest_parent: bool }),
    data: userSchema,
    handler: (request) =>
      userRecordOf(db, principalOf(request), {
        persona: request.query.include_persona ?? false,
        highestParent: request.query.include_highest_parent ?? false,
      }),
  });

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/user',
    summary: 'The signed-in user’s record',
    tags: TAGS,
    data: userSchema,
    handler: (request) => userRecordOf(db, principalOf(request), { persona: true, highestParent: false }),
  });

  defineUntypedRoute<{ Body: { refresh_token: string } }>(app, {
    method: 'POST',
    url: '/v1/logout',
    summary: 'Ends the session of the refresh token (the access token stops working at once)',
    tags: TAGS,
    body: body({ refresh_token: { type: 'string', minLength: 1, maxLength: 4096 } }, ['refresh_token']),
    data: object({ logged_out: bool }),
    handler: async (request) => {
      principalOf(request);
      await context.identity.revokeRefreshToken(request.body.refresh_token);
      return { logged_out: true };
    },
  });

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/users/navigation_preferences',
    summary: 'The saved default home page',
    tags: TAGS,
    data: object({ default_home_page: nullable(str) }),
    handler: async (request) => {
      const profile = await requireProfile(db, principalOf(request).sub);
      return { default_home_page: profile.default_home_page };
    },
  });

  defineUntypedRoute<{ Body: { default_home_page: string | null } }>(app, {
    method: 'PUT',
    url: '/v1/users/navigation_preferences',
    summary: 'Saves the default home page (HALO_DASHBOARD, RISK_ANALYSIS, HARRI_ENGAGE or null)',
    tags: TAGS,
    body: body(
      { default_home_page: { type: 'string', enum: [...HOME_PAGE_PREFERENCES, null], nullable: true } },
      ['default_home_page'],
    ),
    data: object({ default_home_page: nullable(str) }),
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

  const locationSchema = object({
    lat: nullable(num),
    long: nullable(num),
    source: nullable({ type: 'string', enum: ['USER', 'BRAND'] }),
    shared_at: nullable(str),
    expires_at: nullable(str),
  });

  defineUntypedRoute(app, {
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

  defineUntypedRoute<{ Body: { lat: number; long: number; consent: boolean } }>(app, {
    method: 'PUT',
    url: '/v1/user_lat_long',
    summary:
      'Shares the user’s own location; `consent: true` is required (400 LOCATION.CONSENT_REQUIRED otherwise). Kept 7 days.',
    tags: TAGS,
    body: body(
      {
        lat: { type: 'number', minimum: -90, maximum: 90 },
        long: { type: 'number', minimum: -180, maximum: 180 },
        consent: bool,
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

  defineUntypedRoute(app, {
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

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/user/basic_media',
    summary: 'The user’s profile media',
    tags: TAGS,
    data: object({
      profile_image: imageRef,
      degrees: num,
      rotation: num,
      first_name: str,
      last_name: str,
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
