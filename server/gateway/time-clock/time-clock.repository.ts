import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { inPublishedWeek } from '../schedules/schedules.repository';

export type PunchRow = Selectable<Database['time_clock_punches']>;
export type PersonRow = Selectable<Database['time_clock_people']>;

/**
 * The locations where `userId` may punch: their memberships on location brands (not GP-n
 * levels, the `schedulable` rule of GET /v3/brands/{id}/users), not archived, by name; each with
 * its path and geofence (null columns without one).
 */
export function schedulableLocations(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .leftJoin('time_clock_geofences as g', 'g.brand_id', 'b.id')
    .select(['b.id', 'b.name', 'b.path', 'g.latitude', 'g.longitude', 'g.radius_m'])
    .where('m.user_id', '=', userId)
    .where('b.type', 'not like', 'GP-%')
    .where('b.archived', '=', 0)
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
}

/**
 * The person's clock row, created OFF when missing, and locked to the end of `trx`: on
 * PostgreSQL `FOR UPDATE` (a second punch of the person waits, then reads what the first
 * committed); on SQLite the insert takes the database's write lock first, so the transaction
 * runs alone. Call it first in the punch's transaction.
 */
export async function lockPerson(trx: Kysely<Database>, userId: string, now: string): Promise<PersonRow> {
  await trx
    .insertInto('time_clock_people')
    .values({ user_id: userId, state: 'OFF', shift_punch_id: null, last_punch_id: null, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('time_clock_people')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
}

/** The person's state, or undefined before their first punch (no lock). */
export function findPerson(db: Kysely<Database>, userId: string) {
  return db.selectFrom('time_clock_people').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findPunch(db: Kysely<Database>, id: number | null) {
  if (id === null) return Promise.resolve(undefined);
  return db.selectFrom('time_clock_punches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The punches of the shift whose CLOCK_IN is `shiftPunchId`, in device-time order. */
export function shiftPunches(db: Kysely<Database>, shiftPunchId: number) {
  return db
    .selectFrom('time_clock_punches')
    .selectAll()
    .where('shift_punch_id', '=', shiftPunchId)
    .orderBy('device_at')
    .orderBy('id')
    .execute();
}

/** Inserts a punch; a CLOCK_IN becomes its own shift (shift_punch_id = its id). */
export async function insertPunch(
  trx: Kysely<Database>,
  values: Omit<Insertable<Database['time_clock_punches']>, 'id'>,
): Promise<PunchRow> {
  const inserted = await trx
    .insertInto('time_clock_punches')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.kind === 'CLOCK_IN') {
    await trx
      .updateTable('time_clock_punches')
      .set({ shift_punch_id: inserted.id })
      .where('id', '=', inserted.id)
      .execute();
  }
  return (await findPunch(trx, inserted.id))!;
}

export function updatePerson(
  trx: Kysely<Database>,
  userId: string,
  fields: { state: string; shift_punch_id: number | null; last_punch_id: number; updated_at: string },
) {
  return trx.updateTable('time_clock_people').set(fields).where('user_id', '=', userId).execute();
}

/** The person's punches with device times at or after `since` (ISO), in device-time order. */
export function punchesSince(db: Kysely<Database>, userId: string, since: string) {
  return db
    .selectFrom('time_clock_punches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('device_at', '>=', since)
    .orderBy('device_at')
    .orderBy('id')
    .limit(500)
    .execute();
}

/**
 * `userId`'s shifts of published weeks not ended at `now` and starting before `until` (ISO),
 * soonest first, with their location's name: what the time clock shows beside the punches.
 */
export function upcomingShifts(db: Kysely<Database>, userId: string, now: string, until: string) {
  return db
    .selectFrom('shifts as s')
    .innerJoin('brands as b', 'b.id', 's.brand_id')
    .select(['s.brand_id', 'b.name', 's.position', 's.starts_at', 's.ends_at'])
    .where('s.user_id', '=', userId)
    .where('s.ends_at', '>', now)
    .where('s.starts_at', '<', until)
    .where(inPublishedWeek)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(10)
    .execute();
}
