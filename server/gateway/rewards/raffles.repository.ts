import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type RaffleRow = Selectable<Database['raffles']> & { brand_name: string };

function raffles(db: Kysely<Database>, path: string) {
  return db
    .selectFrom('raffles as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`);
}

/** Raffles of the subtree at `path`, newest first. */
export async function rafflesPage(db: Kysely<Database>, path: string, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    raffles(db, path)
      .selectAll('r')
      .select('b.name as brand_name')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    raffles(db, path)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as RaffleRow[], total: Number(total.n) };
}

/** A raffle of the subtree at `path`; undefined when none. */
export async function findRaffle(db: Kysely<Database>, id: number, path: string) {
  return (await raffles(db, path)
    .selectAll('r')
    .select('b.name as brand_name')
    .where('r.id', '=', id)
    .executeTakeFirst()) as RaffleRow | undefined;
}

/** Entry counts of the raffles, all and the user's own, by raffle id. */
export async function entryCounts(db: Kysely<Database>, ids: readonly number[], userId: string) {
  if (ids.length === 0) return new Map<number, { all: number; mine: number }>();
  const rows = await db
    .selectFrom('raffle_entries')
    .select((eb) => [
      'raffle_id',
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('mine'),
    ])
    .where('raffle_id', 'in', [...ids])
    .groupBy('raffle_id')
    .execute();
  return new Map(rows.map((row) => [row.raffle_id, { all: Number(row.all), mine: Number(row.mine) }]));
}

/** The entries of a raffle in the frozen order (by id). */
export async function entriesOf(db: Kysely<Database>, raffleId: number) {
  return db
    .selectFrom('raffle_entries')
    .select(['id', 'user_id'])
    .where('raffle_id', '=', raffleId)
    .orderBy('id')
    .execute();
}

/** The winners of the raffles, slot by slot, by raffle id. */
export async function winnersOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { slot: number; entry_id: number; user_id: string }[]>();
  const rows = await db
    .selectFrom('raffle_winners')
    .select(['raffle_id', 'slot', 'entry_id', 'user_id'])
    .where('raffle_id', 'in', [...ids])
    .orderBy('raffle_id')
    .orderBy('slot')
    .execute();
  const byRaffle = new Map<number, { slot: number; entry_id: number; user_id: string }[]>();
  for (const row of rows) byRaffle.set(row.raffle_id, [...(byRaffle.get(row.raffle_id) ?? []), row]);
  return byRaffle;
}

/** Moves a raffle from one status to another; false when it was not in `from` any more. */
export async function moveRaffle(
  db: Kysely<Database>,
  id: number,
  from: readonly string[],
  to: string,
  fields: { entries_hash?: string } = {},
) {
  const result = await db
    .updateTable('raffles')
    .set({ status: to, ...fields })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
