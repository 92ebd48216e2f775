import type { Kysely } from 'kysely';
import { addWeeks, daysOfWeek, weekStartOf } from '../../src-domain/index';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

/**
 * Availability and time off for the demo (issue #34) at Harbor Grill Portland Downtown: Rosa
 * (crew@) cannot work Sunday mornings, and asks for next week's Tuesday off (pending, waiting
 * for scheduler@). Neither meets a seeded shift, so the seeded flags stay those of the labour
 * rules.
 */
export async function seedTimeOff(
  db: Kysely<Database>,
  brands: DemoBrands,
  idOf: (email: string) => string,
  now: Date,
): Promise<void> {
  const location = brands.grillLocations[0]!.id;
  const rosa = idOf('crew@demo.brigade.test');
  const tuesday = daysOfWeek(addWeeks(weekStartOf(now.toISOString(), 'America/Los_Angeles')!, 1))[1]!;
  await db
    .insertInto('schedule_unavailability')
    .values({ brand_id: location, user_id: rosa, weekday: 7, from_time: '00:00', to_time: '10:00' })
    .execute();
  await db
    .insertInto('time_off_requests')
    .values({
      brand_id: location,
      user_id: rosa,
      starts_on: tuesday,
      ends_on: tuesday,
      from_time: null,
      to_time: null,
      reason: 'Moving house',
      status: 'PENDING',
      note: '',
      created_at: now.toISOString(),
      decided_at: null,
      decided_by_user_id: null,
    })
    .execute();
}
