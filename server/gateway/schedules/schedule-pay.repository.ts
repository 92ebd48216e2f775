import type { Kysely } from 'kysely';
import type { LocationWages } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { WageSettingsWire, WagesWire } from './schedule-pay.schema';
import type { RulesWire } from './schedules.schema';

type Db = Kysely<Database>;

/** The key a position's wage is found by: trimmed, lower case. */
export const positionKeyOf = (position: string) => position.trim().toLocaleLowerCase('en');

/** A location's wages as stored (no settings row: USD; none set: empty lists). */
export async function wagesOf(db: Db, brandId: number): Promise<WagesWire> {
  const [settings, positions, people] = await Promise.all([
    db.selectFrom('schedule_settings').select('currency').where('brand_id', '=', brandId).executeTakeFirst(),
    db
      .selectFrom('schedule_position_wages')
      .select(['position', 'hourly_minor'])
      .where('brand_id', '=', brandId)
      .orderBy('position_key')
      .execute(),
    db
      .selectFrom('schedule_people')
      .select(['user_id', 'hourly_minor'])
      .where('brand_id', '=', brandId)
      .where('hourly_minor', 'is not', null)
      .orderBy('user_id')
      .execute(),
  ]);
  return {
    currency: settings?.currency ?? 'USD',
    positions,
    people: people.map((row) => ({ user_id: row.user_id, hourly_minor: row.hourly_minor! })),
  };
}

/** The wire's wages as the domain's. */
export const domainWages = (wire: WagesWire): LocationWages => ({
  currency: wire.currency,
  positions: wire.positions.map((row) => ({ position: row.position, hourlyMinor: row.hourly_minor })),
  people: wire.people.map((row) => ({ personId: row.user_id, hourlyMinor: row.hourly_minor })),
});

/**
 * Replaces, in one transaction, a location's wages: its currency (creating its settings row with
 * the default rules when it has none), every position wage, and every person's override (a person
 * left out goes back to the position's wage; their minor flag stays).
 */
export async function setWages(
  db: Db,
  brandId: number,
  wages: WagesWire,
  defaults: RulesWire,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('schedule_settings')
      .values({
        brand_id: brandId,
        time_zone: defaults.time_zone,
        min_rest_minutes: defaults.min_rest_minutes,
        max_day_minutes: defaults.max_day_minutes,
        max_week_minutes: defaults.max_week_minutes,
        notice_days: defaults.notice_days,
        currency: wages.currency,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('brand_id').doUpdateSet({ currency: wages.currency, updated_at: now }))
      .execute();
    await trx.deleteFrom('schedule_position_wages').where('brand_id', '=', brandId).execute();
    if (wages.positions.length > 0) {
      await trx
        .insertInto('schedule_position_wages')
        .values(
          wages.positions.map((row) => ({
            brand_id: brandId,
            position: row.position.trim(),
            position_key: positionKeyOf(row.position),
            hourly_minor: row.hourly_minor,
            updated_at: now,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('schedule_people')
      .set({ hourly_minor: null, updated_at: now })
      .where('brand_id', '=', brandId)
      .execute();
    for (const row of wages.people) {
      await trx
        .insertInto('schedule_people')
        .values({ brand_id: brandId, user_id: row.user_id, hourly_minor: row.hourly_minor, updated_at: now })
        .onConflict((oc) =>
          oc
            .columns(['brand_id', 'user_id'])
            .doUpdateSet({ hourly_minor: row.hourly_minor, updated_at: now }),
        )
        .execute();
    }
  });
}

/** The wages with `staff` (the location's members) and the positions its shifts and wages name. */
export async function wageSettingsOf(
  db: Db,
  brandId: number,
  staff: WageSettingsWire['staff'],
): Promise<WageSettingsWire> {
  const [wages, used] = await Promise.all([
    wagesOf(db, brandId),
    db.selectFrom('shifts').select('position').distinct().where('brand_id', '=', brandId).execute(),
  ]);
  const known = new Map<string, string>();
  for (const position of [
    ...wages.positions.map((row) => row.position),
    ...used.map((row) => row.position),
  ]) {
    if (!known.has(positionKeyOf(position))) known.set(positionKeyOf(position), position.trim());
  }
  return {
    ...wages,
    staff,
    known_positions: [...known.values()].sort((a, b) => a.localeCompare(b)),
  };
}

/** Marks `userId` a minor at the location, or not (their wage override stays). */
export async function setMinor(db: Db, brandId: number, userId: string, minor: boolean, now: string) {
  await db
    .insertInto('schedule_people')
    .values({ brand_id: brandId, user_id: userId, hourly_minor: null, minor: minor ? 1 : 0, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['brand_id', 'user_id']).doUpdateSet({ minor: minor ? 1 : 0, updated_at: now }),
    )
    .execute();
}
