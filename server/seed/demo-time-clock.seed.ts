import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

/** The radius of the demo geofence, in metres. */
export const DEMO_GEOFENCE_RADIUS_M = 150;

/**
 * The time clock demo (issue #33): Harbor Grill Portland Downtown (where crew@ works) has a
 * geofence around its seeded point; the other locations have none (punches read NOT_SET).
 */
export async function seedTimeClock(db: Kysely<Database>, brands: DemoBrands): Promise<void> {
  const location = brands.grillLocations[0];
  if (!location || location.latitude === undefined || location.longitude === undefined) return;
  await db
    .insertInto('time_clock_geofences')
    .values({
      brand_id: location.id,
      latitude: location.latitude,
      longitude: location.longitude,
      radius_m: DEMO_GEOFENCE_RADIUS_M,
    })
    .execute();
}
