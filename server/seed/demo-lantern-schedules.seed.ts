import type { Kysely } from 'kysely';
import { addWeeks, daysOfWeek, instantAt, weekStartOf } from '../../src-domain/index';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';
import { seedWeekTemplate } from './demo-schedule-template.seed';

const ZONE = 'America/Los_Angeles';

/**
 * Schedules for the demo (issue #34) at scheduler@'s second location, Lantern Portland Downtown
 * (Los Angeles time, the default labour and minors' rules, wages in USD per position: Barista
 * 17.50, Shift lead 22.00): Noor (barista@) and Kai (barista2@, marked a minor) work there with
 * Sam (scheduler@). This week is published and next week a draft, each with Kai's Friday close
 * ending at 23:00, after the minors' latest end (22:00), so the grid flags it MINOR_NIGHT; an open
 * Sunday shift; Noor's last shift of the week that has not started offered and taken by Kai,
 * waiting for approval (a daytime shift that keeps the minors' limits); Noor asks for next week's
 * Thursday off (pending, meeting no shift); and the template "Lantern week".
 */
export async function seedLanternSchedules(
  db: Kysely<Database>,
  brands: DemoBrands,
  idOf: (email: string) => string,
  now: Date,
): Promise<void> {
  const location = brands.coffeeLocations[0]!.id;
  const noor = idOf('barista@demo.brigade.test');
  const kai = idOf('barista2@demo.brigade.test');
  const sam = idOf('scheduler@demo.brigade.test');
  const iso = now.toISOString();
  await db
    .insertInto('schedule_settings')
    .values({
      brand_id: location,
      time_zone: ZONE,
      min_rest_minutes: 600,
      max_day_minutes: 720,
      max_week_minutes: 2400,
      notice_days: 14,
      updated_at: iso,
    })
    .execute();
  await db
    .insertInto('schedule_position_wages')
    .values([
      {
        brand_id: location,
        position: 'Barista',
        position_key: 'barista',
        hourly_minor: 1750,
        updated_at: iso,
      },
      {
        brand_id: location,
        position: 'Shift lead',
        position_key: 'shift lead',
        hourly_minor: 2200,
        updated_at: iso,
      },
    ])
    .execute();
  await db
    .insertInto('schedule_people')
    .values({ brand_id: location, user_id: kai, hourly_minor: null, minor: 1, updated_at: iso })
    .execute();
  const thisWeek = weekStartOf(iso, ZONE)!;
  const nextWeek = addWeeks(thisWeek, 1);
  const plan: [string | null, string, number, string, string][] = [
    [noor, 'Barista', 0, '06:00', '14:00'],
    [kai, 'Barista', 0, '15:00', '19:00'],
    [sam, 'Shift lead', 1, '07:00', '15:00'],
    [noor, 'Barista', 2, '06:00', '14:00'],
    [kai, 'Barista', 4, '16:00', '23:00'],
    [noor, 'Barista', 5, '07:00', '15:00'],
    [noor, 'Barista', 6, '08:00', '14:00'],
    [null, 'Barista', 6, '12:00', '18:00'],
  ];
  const rows = (week: string) => {
    const days = daysOfWeek(week);
    return plan.map(([user, position, index, from, to]) => ({
      brand_id: location,
      week_start: week,
      user_id: user,
      position,
      starts_at: instantAt(days[index]!, from, ZONE)!,
      ends_at: instantAt(days[index]!, to, ZONE)!,
      break_minutes: 30,
      note: '',
      version: 1,
      created_at: iso,
      updated_at: iso,
    }));
  };
  const published = await db
    .insertInto('shifts')
    .values(rows(thisWeek))
    .returning(['id', 'user_id', 'starts_at'])
    .execute();
  await db.insertInto('shifts').values(rows(nextWeek)).execute();
  await db
    .insertInto('schedule_weeks')
    .values({
      brand_id: location,
      week_start: thisWeek,
      status: 'PUBLISHED',
      published_at: iso,
      published_by_user_id: sam,
    })
    .execute();
  const offered = published.filter((row) => row.user_id === noor && row.starts_at > iso).at(-1);
  if (offered) {
    await db
      .insertInto('shift_requests')
      .values({
        shift_id: offered.id,
        brand_id: location,
        from_user_id: noor,
        taker_user_id: kai,
        status: 'TAKEN',
        created_at: iso,
        taken_at: iso,
        decided_at: null,
        decided_by_user_id: null,
      })
      .execute();
  }
  const thursday = daysOfWeek(nextWeek)[3]!;
  await db
    .insertInto('time_off_requests')
    .values({
      brand_id: location,
      user_id: noor,
      starts_on: thursday,
      ends_on: thursday,
      from_time: null,
      to_time: null,
      reason: 'Family visit',
      status: 'PENDING',
      note: '',
      created_at: iso,
      decided_at: null,
      decided_by_user_id: null,
    })
    .execute();
  await seedWeekTemplate(db, {
    location,
    weekStart: thisWeek,
    zone: ZONE,
    name: 'Lantern week',
    createdBy: sam,
    now: iso,
  });
}
