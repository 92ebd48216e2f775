import type { Kysely } from 'kysely';
import { addWeeks, instantAt, weekStartOf } from '../../src-domain/index';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';
import { seedWeekTemplate } from './demo-schedule-template.seed';

const ZONE = 'America/Los_Angeles';

/**
 * Schedules for the demo (issue #34) at Harbor Grill Portland Downtown (Los Angeles time, the
 * default labour rules): this week published, next week a draft (one shift breaking the rest
 * rule), an open shift next to them, Rosa's (crew@) offer of a shift taken by Ari (crew2@) and
 * waiting for scheduler@'s approval, the template "Downtown week" (this week's shifts), and the
 * rewards rule "shift cover" (25 points) on Harbor Grill that approving it fires.
 */
export async function seedSchedules(
  db: Kysely<Database>,
  brands: DemoBrands,
  idOf: (email: string) => string,
  now: Date,
): Promise<void> {
  const location = brands.grillLocations[0]!.id;
  const rosa = idOf('crew@demo.brigade.test');
  const ari = idOf('crew2@demo.brigade.test');
  const marco = idOf('manager@demo.brigade.test');
  const scheduler = idOf('scheduler@demo.brigade.test');
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
  const thisWeek = weekStartOf(iso, ZONE)!;
  const nextWeek = addWeeks(thisWeek, 1);
  const day = (week: string, index: number) =>
    new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
  const plan: [string | null, string, number, string, string][] = [
    [rosa, 'Server', 0, '09:00', '17:00'],
    [ari, 'Line cook', 0, '14:00', '22:00'],
    [marco, 'Shift lead', 1, '08:00', '16:00'],
    [rosa, 'Server', 2, '16:00', '23:00'],
    [ari, 'Line cook', 3, '10:00', '18:00'],
    [rosa, 'Server', 5, '11:00', '19:00'],
    [ari, 'Line cook', 6, '12:00', '20:00'],
    [null, 'Host', 6, '17:00', '22:00'],
  ];
  const rows = (week: string) =>
    plan.map(([user, position, index, from, to]) => ({
      brand_id: location,
      week_start: week,
      user_id: user,
      position,
      starts_at: instantAt(day(week, index), from, ZONE)!,
      ends_at: instantAt(day(week, index), to, ZONE)!,
      break_minutes: 30,
      note: '',
      version: 1,
      created_at: iso,
      updated_at: iso,
    }));
  const draft = rows(nextWeek);
  // A clopen in the draft: Rosa closes Wednesday at 23:00 and opens Thursday at 07:00.
  draft.push({
    ...draft[0]!,
    starts_at: instantAt(day(nextWeek, 3), '07:00', ZONE)!,
    ends_at: instantAt(day(nextWeek, 3), '12:00', ZONE)!,
  });
  const published = await db
    .insertInto('shifts')
    .values(rows(thisWeek))
    .returning(['id', 'user_id', 'starts_at'])
    .execute();
  await db.insertInto('shifts').values(draft).execute();
  await db
    .insertInto('schedule_weeks')
    .values({
      brand_id: location,
      week_start: thisWeek,
      status: 'PUBLISHED',
      published_at: iso,
      published_by_user_id: scheduler,
    })
    .execute();
  // Rosa's last shift of the week that has not started, offered and taken by Ari.
  const offered = published.filter((row) => row.user_id === rosa && row.starts_at > iso).at(-1);
  if (offered) {
    await db
      .insertInto('shift_requests')
      .values({
        shift_id: offered.id,
        brand_id: location,
        from_user_id: rosa,
        taker_user_id: ari,
        status: 'TAKEN',
        created_at: iso,
        taken_at: iso,
        decided_at: null,
        decided_by_user_id: null,
      })
      .execute();
  }
  await seedWeekTemplate(db, {
    location,
    weekStart: thisWeek,
    zone: ZONE,
    name: 'Downtown week',
    createdBy: scheduler,
    now: iso,
  });
  await db
    .insertInto('reward_rules')
    .values({
      brand_id: brands.grill.id,
      event: 'SHIFT_COVER',
      points: 25,
      cap_per_period: 200,
      period: 'MONTH',
      effective_from: '2024-01-01',
      effective_to: null,
      active: 1,
      created_at: iso,
    })
    .execute();
}
