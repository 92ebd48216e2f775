import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { person } from './rewards.schema';

/** A person as the rewards answers name them (rewards.schema.ts `person`). */
export type PersonWire = Static<typeof person>;

/** Names of the users, by id (an unknown id is missing from the map). */
export async function peopleById(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, PersonWire>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_profiles')
    .select(['user_id as id', 'first_name', 'last_name'])
    .where('user_id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The person, or a nameless stand-in when the profile is gone. */
export const personOf = (people: Map<string, PersonWire>, id: string): PersonWire =>
  people.get(id) ?? { id, first_name: '', last_name: '' };

/** People with a membership in the subtree at `path`, by name. */
export async function membersOfSubtree(db: Kysely<Database>, path: string): Promise<PersonWire[]> {
  return db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .innerJoin('user_profiles as p', 'p.user_id', 'm.user_id')
    .select(['p.user_id as id', 'p.first_name', 'p.last_name'])
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .groupBy(['p.user_id', 'p.first_name', 'p.last_name'])
    .orderBy('p.first_name')
    .orderBy('p.last_name')
    .orderBy('p.user_id')
    .execute();
}

/** Whether the user has a membership in the subtree at `path`. */
export async function isMemberOfSubtree(
  db: Kysely<Database>,
  userId: string,
  path: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select('m.user_id')
    .where('m.user_id', '=', userId)
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's balance: the sum of their ledger rows. */
export async function balanceOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
