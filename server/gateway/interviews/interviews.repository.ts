import type { Kysely } from 'kysely';
import type { InterviewAvailabilityRules, InterviewWeeklyRange } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { AvailabilityWire, InterviewState, InterviewWire } from './interviews.schema';

type Db = Kysely<Database>;

/** The states in which an interview is open: at most one per application. */
export const OPEN_STATES = ['INVITED', 'BOOKED'] as const;

export type AvailabilityRow = Database['interview_availability'] & { id: number };

/** The availability row of exactly (location, position or null for the default). */
export async function availabilityRow(db: Db, locationId: number, positionId: number | null) {
  let query = db.selectFrom('interview_availability').selectAll().where('location_id', '=', locationId);
  query =
    positionId === null
      ? query.where('position_id', 'is', null)
      : query.where('position_id', '=', positionId);
  return query.executeTakeFirst();
}

/** The availability that applies to `positionId` at `locationId`: its own row, else the default. */
export async function effectiveAvailability(db: Db, locationId: number, positionId: number) {
  return (await availabilityRow(db, locationId, positionId)) ?? (await availabilityRow(db, locationId, null));
}

export function availabilityWire(
  row: NonNullable<Awaited<ReturnType<typeof availabilityRow>>>,
): AvailabilityWire {
  return {
    position_id: row.position_id,
    weekly_hours: JSON.parse(row.weekly_hours_json) as InterviewWeeklyRange[],
    length_minutes: row.length_minutes,
    buffer_minutes: row.buffer_minutes,
    horizon_days: row.horizon_days,
    minimum_notice_hours: row.minimum_notice_hours,
    updated_at: row.updated_at,
  };
}

export function rulesOf(row: {
  weekly_hours_json: string;
  length_minutes: number;
  buffer_minutes: number;
  horizon_days: number;
  minimum_notice_hours: number;
}): InterviewAvailabilityRules {
  return {
    weeklyHours: JSON.parse(row.weekly_hours_json) as InterviewWeeklyRange[],
    lengthMinutes: Number(row.length_minutes),
    bufferMinutes: Number(row.buffer_minutes),
    horizonDays: Number(row.horizon_days),
    minimumNoticeHours: Number(row.minimum_notice_hours),
  };
}

/** Replaces the availability of (location, position or null) in one transaction. */
export async function saveAvailability(
  db: Db,
  value: Omit<AvailabilityWire, 'updated_at'> & { location_id: number; minimum_notice_hours: number },
  userId: string,
): Promise<AvailabilityWire> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await availabilityRow(trx, value.location_id, value.position_id);
    const fields = {
      weekly_hours_json: JSON.stringify(
        value.weekly_hours.map(({ weekday, start, end }) => ({ weekday, start, end })),
      ),
      length_minutes: value.length_minutes,
      buffer_minutes: value.buffer_minutes,
      horizon_days: value.horizon_days,
      minimum_notice_hours: value.minimum_notice_hours,
      updated_by: userId,
      updated_at: now,
    };
    if (existing) {
      await trx.updateTable('interview_availability').set(fields).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('interview_availability')
        .values({ location_id: value.location_id, position_id: value.position_id, ...fields })
        .execute();
    }
    return availabilityWire({
      ...fields,
      id: 0,
      location_id: value.location_id,
      position_id: value.position_id,
    });
  });
}

/** Removes position `positionId`'s own hours at `locationId`; false when it had none. */
export async function removeAvailability(db: Db, locationId: number, positionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('interview_availability')
    .where('location_id', '=', locationId)
    .where('position_id', '=', positionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The positions of location `locationId` (not archived, no templates) by title, and whether each has its own hours. */
export async function positionsWithHours(
  db: Db,
  locationId: number,
): Promise<{ id: number; title: string; own_hours: boolean }[]> {
  const [positions, own] = await Promise.all([
    db
      .selectFrom('positions')
      .select(['id', 'title'])
      .where('brand_id', '=', locationId)
      .where('archived', '=', 0)
      .where('is_template', '=', 0)
      .orderBy('title')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('interview_availability')
      .select('position_id')
      .where('location_id', '=', locationId)
      .where('position_id', 'is not', null)
      .execute(),
  ]);
  const withHours = new Set(own.map((row) => Number(row.position_id)));
  return positions.map((row) => ({
    id: Number(row.id),
    title: row.title,
    own_hours: withHours.has(Number(row.id)),
  }));
}

/** The IANA zone of a location (its schedule settings; UTC when it has none). */
export async function zoneOfLocation(db: Db, locationId: number): Promise<string> {
  const row = await db
    .selectFrom('schedule_settings')
    .select('time_zone')
    .where('brand_id', '=', locationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** Whether position `positionId` belongs to brand `brandId`. */
export async function positionAt(db: Db, positionId: number, brandId: number): Promise<boolean> {
  const row = await db
    .selectFrom('positions')
    .select('id')
    .where('id', '=', positionId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row !== undefined;
}

const interviewColumns = [
  'i.id',
  'i.application_id',
  'i.location_id',
  'i.position_id',
  'i.state',
  'i.starts_at',
  'i.ends_at',
  'i.sequence',
  'i.language',
  'i.note',
  'i.invited_by',
  'i.created_at',
  'i.updated_at',
] as const;

/**
 * An interview with everything its notices and pages show: the application's candidate (names,
 * e-mail), the position, the location (name, address, path) and the brand (the location's root).
 */
export async function interviewDetail(db: Db, id: number) {
  const row = await db
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('positions as p', 'p.id', 'i.position_id')
    .innerJoin('brands as b', 'b.id', 'i.location_id')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .leftJoin('user_profiles as up', 'up.user_id', 'a.candidate_user_id')
    .leftJoin('schedule_settings as z', 'z.brand_id', 'i.location_id')
    .select([
      ...interviewColumns,
      'a.candidate_user_id',
      'a.status as application_status',
      'u.email',
      'up.first_name',
      'up.last_name',
      'p.title as position_title',
      'p.brand_id as position_brand_id',
      'b.name as location_name',
      'b.address as location_address',
      'b.path as location_path',
      'z.time_zone',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const rootId = Number(row.location_path.split('/').filter(Boolean)[0] ?? row.location_id);
  const root = await db.selectFrom('brands').select('name').where('id', '=', rootId).executeTakeFirst();
  const positionBrand = await db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('id', '=', row.position_brand_id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    time_zone: row.time_zone ?? 'UTC',
    brand_name: root?.name ?? row.location_name,
    /** The application's audience (its position's brand), for live events. */
    audience: {
      brand: { id: positionBrand.id, path: positionBrand.path },
      candidateUserId: row.candidate_user_id,
    },
  };
}
export type InterviewDetail = NonNullable<Awaited<ReturnType<typeof interviewDetail>>>;

export function interviewWire(row: {
  id: number;
  application_id: number;
  location_id: number;
  position_id: number;
  state: string;
  starts_at: string | null;
  ends_at: string | null;
  invited_by: string;
  created_at: string;
  updated_at: string;
}): InterviewWire {
  return {
    id: Number(row.id),
    application_id: Number(row.application_id),
    location_id: Number(row.location_id),
    position_id: Number(row.position_id),
    state: row.state as InterviewState,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    invited_by: row.invited_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The application's latest interview (an open one first), or undefined. */
export async function latestInterviewOf(db: Db, applicationId: number) {
  return db
    .selectFrom('interviews as i')
    .select(interviewColumns)
    .where('i.application_id', '=', applicationId)
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
}

/** The BOOKED interviews of a location ending after `fromIso`, other than `exceptId`. */
export async function bookedIntervals(db: Db, locationId: number, fromIso: string, exceptId?: number) {
  let query = db
    .selectFrom('interviews')
    .select(['starts_at', 'ends_at'])
    .where('location_id', '=', locationId)
    .where('state', '=', 'BOOKED')
    .where('ends_at', '>', fromIso);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.map((row) => ({ startsAt: row.starts_at ?? '', endsAt: row.ends_at ?? '' }));
}

/**
 * The interviews of locations under `paths` (subtrees): those starting in [fromIso, toIso) that
 * were booked (BOOKED, DONE, NO_SHOW), and every INVITED one (no time yet), by start.
 */
export async function listInterviews(db: Db, paths: readonly string[], fromIso: string, toIso: string) {
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('positions as p', 'p.id', 'i.position_id')
    .innerJoin('brands as b', 'b.id', 'i.location_id')
    .leftJoin('user_profiles as up', 'up.user_id', 'a.candidate_user_id')
    .select([
      ...interviewColumns,
      'up.first_name',
      'up.last_name',
      'p.title as position_title',
      'b.name as location_name',
    ])
    .where((eb) =>
      eb.or(paths.map((path) => eb.and([eb('b.path', '>=', path), eb('b.path', '<', `${path}~`)]))),
    )
    .where((eb) =>
      eb.or([
        eb('i.state', '=', 'INVITED'),
        eb.and([
          eb('i.state', 'in', ['BOOKED', 'DONE', 'NO_SHOW']),
          eb('i.starts_at', '>=', fromIso),
          eb('i.starts_at', '<', toIso),
        ]),
      ]),
    )
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(2000)
    .execute();
  return rows;
}

/**
 * The language of a person's latest mail (the outbox keeps it, issue #35): the best knowledge of
 * their language, since accounts store none. English when they never got one.
 */
export async function languageOfRecipient(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('language')
    .where('recipient', '=', email)
    .where('language', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.language ?? 'en';
}
