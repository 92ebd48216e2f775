import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isUserLocationExpired,
  USER_LOCATION_KEPT_MS,
  userLocationExpiresAtMs,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { scheduleJob } from '../scheduled-job';
import { findBrands } from '../brands/brands.repository';
import type { ProfileRow } from './profiles.repository';
import type { UserLocationWire } from './user-location.schema';

/**
 * The location GET /v1/user_lat_long answers for `profile` at `nowMs`: the user's own while it
 * was shared with consent less than 7 days ago, else the entry brand's, else nulls.
 */
export async function locationOf(
  db: Kysely<Database>,
  profile: ProfileRow,
  nowMs: number,
): Promise<UserLocationWire> {
  const sharedAtMs = profile.location_shared_at === null ? NaN : Date.parse(profile.location_shared_at);
  if (
    profile.latitude !== null &&
    profile.longitude !== null &&
    !Number.isNaN(sharedAtMs) &&
    !isUserLocationExpired(sharedAtMs, nowMs)
  ) {
    return {
      lat: profile.latitude,
      long: profile.longitude,
      source: 'USER',
      shared_at: profile.location_shared_at,
      expires_at: new Date(userLocationExpiresAtMs(sharedAtMs)).toISOString(),
    };
  }
  // The entry brand's coordinates as a fallback: context only (issue #28), no access to the brand.
  const [entry] = profile.entry_brand_id === null ? [] : await findBrands(db, [profile.entry_brand_id]);
  const known = entry?.latitude != null && entry.longitude != null;
  return {
    lat: known ? entry.latitude : null,
    long: known ? entry.longitude : null,
    source: known ? 'BRAND' : null,
    shared_at: null,
    expires_at: null,
  };
}

/** Saves the user's own location with the instant they agreed; one statement. */
export async function saveLocation(
  db: Kysely<Database>,
  userId: string,
  coordinates: { lat: number; long: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({
      latitude: coordinates.lat,
      longitude: coordinates.long,
      location_shared_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets the user's own location and the consent with it; one statement. */
export async function forgetLocation(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({ latitude: null, longitude: null, location_shared_at: null, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets every location shared 7 days or more before `now`; returns how many. */
export async function forgetExpiredLocations(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - USER_LOCATION_KEPT_MS).toISOString();
  const result = await db
    .updateTable('user_profiles')
    .set({ latitude: null, longitude: null, location_shared_at: null })
    .where('location_shared_at', 'is not', null)
    .where('location_shared_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired shared locations hourly, once per hour over every server process (the
 * job_leases row 'location-sweep', scheduled-job.ts), the first when the server is ready (reads
 * already ignore them, so this only keeps the promise that nothing older than 7 days is stored).
 * Failures are logged; stops with the server.
 */
export function sweepExpiredLocations(app: FastifyInstance, db: Kysely<Database>): void {
  scheduleJob(app, db, {
    name: 'location-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const forgotten = await forgetExpiredLocations(db, new Date());
      if (forgotten > 0) app.log.info({ forgotten }, 'expired user locations forgotten');
    },
  });
}
