import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

/**
 * Interview hours for the demo (issue #35) at Harbor Grill Portland Downtown (Los Angeles time, its
 * schedule settings): weekdays 10:00–16:00, 30-minute interviews with 10 minutes between them,
 * offered 14 days ahead with the default 12 hours' notice, so manager@ can invite at once. No
 * people and no application changes: other tests count those.
 */
export async function seedInterviews(
  db: Kysely<Database>,
  brands: DemoBrands,
  managerId: string,
  now: Date,
): Promise<void> {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '16:00' }));
  await db
    .insertInto('interview_availability')
    .values({
      location_id: brands.grillLocations[0]!.id,
      position_id: null,
      weekly_hours_json: JSON.stringify(weekdays),
      length_minutes: 30,
      buffer_minutes: 10,
      horizon_days: 14,
      minimum_notice_hours: 12,
      updated_by: managerId,
      updated_at: now.toISOString(),
    })
    .execute();
}
