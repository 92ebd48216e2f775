import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the automatic rules read about people (reward_people, application_referrals; migration
 * 0020) as the people tab and the member's profile show and set it.
 */

export interface RewardPersonRow {
  id: string;
  first_name: string;
  last_name: string;
  started_on: string | null;
  birthday_opt_in: number | null;
}

/** Members of the subtree at `path` by name, a page at a time, with their start date and opt-in. */
export async function rewardPeoplePage(
  db: Kysely<Database>,
  path: string,
  offset: number,
  limit: number,
): Promise<{ rows: RewardPersonRow[]; total: number }> {
  const members = db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select('m.user_id')
    .distinct()
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('user_profiles as u')
      .leftJoin('reward_people as r', 'r.user_id', 'u.user_id')
      .select(['u.user_id as id', 'u.first_name', 'u.last_name', 'r.started_on', 'r.birthday_opt_in'])
      .where('u.user_id', 'in', members)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.user_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('user_profiles as u')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.user_id', 'in', members)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Sets the person's start date (null clears it), keeping the rest of their row. */
export async function setStartedOn(db: Kysely<Database>, userId: string, startedOn: string | null) {
  await db
    .insertInto('reward_people')
    .values({
      user_id: userId,
      started_on: startedOn,
      birthday: null,
      birthday_opt_in: 0,
      employee_ref: null,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ started_on: startedOn }))
    .execute();
}

/** The user's birthday ('MM-DD') and opt-in; nothing set reads as no birthday, not opted in. */
export async function birthdayOf(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('reward_people')
    .select(['birthday', 'birthday_opt_in'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { birthday: row?.birthday ?? null, birthday_opt_in: row?.birthday_opt_in === 1 };
}

/** Sets the user's birthday and opt-in, keeping the rest of their row. */
export async function setBirthday(
  db: Kysely<Database>,
  userId: string,
  birthday: string | null,
  optIn: boolean,
) {
  const values = { birthday, birthday_opt_in: optIn ? 1 : 0 };
  await db
    .insertInto('reward_people')
    .values({ user_id: userId, started_on: null, employee_ref: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export interface ReferralRow {
  application_id: number;
  status: string;
  position_title: string;
  candidate_id: string;
  candidate_first_name: string | null;
  candidate_last_name: string | null;
  referrer_id: string | null;
  referrer_first_name: string | null;
  referrer_last_name: string | null;
}

const applicationsOf = (db: Kysely<Database>, path: string) =>
  db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .where('a.archived', '=', 0)
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`);

/** Applications of the subtree at `path` (not archived), newest first, with who referred each. */
export async function referralsPage(
  db: Kysely<Database>,
  path: string,
  offset: number,
  limit: number,
): Promise<{ rows: ReferralRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    applicationsOf(db, path)
      .leftJoin('user_profiles as c', 'c.user_id', 'a.candidate_user_id')
      .leftJoin('application_referrals as r', 'r.application_id', 'a.id')
      .leftJoin('user_profiles as f', 'f.user_id', 'r.referrer_user_id')
      .select([
        'a.id as application_id',
        'a.status',
        'p.title as position_title',
        'a.candidate_user_id as candidate_id',
        'c.first_name as candidate_first_name',
        'c.last_name as candidate_last_name',
        'r.referrer_user_id as referrer_id',
        'f.first_name as referrer_first_name',
        'f.last_name as referrer_last_name',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    applicationsOf(db, path)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The application of the subtree (archived ones too, for a retry), or undefined. */
export async function applicationOfSubtree(db: Kysely<Database>, applicationId: number, path: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['a.id', 'a.candidate_user_id'])
    .where('a.id', '=', applicationId)
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .executeTakeFirst();
}

/** Records who referred the application's candidate (null: nobody), replacing what was there. */
export async function setReferrer(
  db: Kysely<Database>,
  applicationId: number,
  referrerId: string | null,
  now: Date,
) {
  if (referrerId === null) {
    await db.deleteFrom('application_referrals').where('application_id', '=', applicationId).execute();
    return;
  }
  await db
    .insertInto('application_referrals')
    .values({ application_id: applicationId, referrer_user_id: referrerId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('application_id').doUpdateSet({ referrer_user_id: referrerId }))
    .execute();
}
