import crypto from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  drawWinners,
  entriesHashOf,
  entryToken,
  seedCommitmentOf,
  type RaffleStatus,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams } from '../route-schema';
import { nodeDrawHashing } from './node-draw-hashing';
import { holdPointsLocks, pointsLock } from './points-locks';
import { balanceOf, peopleById, personOf } from './people.repository';
import {
  entriesOf,
  entryCounts,
  findRaffle,
  moveRaffle,
  rafflesPage,
  winnersOf,
  type RaffleRow,
} from './raffles.repository';
import { rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import {
  TAGS,
  brandAndItemParams,
  instantSchema,
  pageOf,
  pageOfQuery,
  pageQuery,
  person,
  pointsSchema,
  raffleSchema,
  textSchema,
} from './rewards.schema';

const raffleParams = brandAndItemParams('raffle');

/** Raffles as the wire shows them: the seed only once drawn. */
async function raffleViews(
  db: Kysely<Database>,
  rows: readonly RaffleRow[],
  userId: string,
): Promise<Static<typeof raffleSchema>[]> {
  const ids = rows.map((row) => row.id);
  const [counts, winners] = await Promise.all([entryCounts(db, ids, userId), winnersOf(db, ids)]);
  const people = await peopleById(
    db,
    [...winners.values()].flat().map((winner) => winner.user_id),
  );
  return rows.map((row) => ({
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    title: row.title,
    prize: row.prize,
    entry_cost: row.entry_cost,
    winners_count: row.winners_count,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    // The column holds only the statuses moveRaffle writes.
    status: row.status as RaffleStatus,
    seed_hash: row.seed_hash,
    seed: row.status === 'DRAWN' ? row.seed : null,
    entries_hash: row.entries_hash,
    entries_count: counts.get(row.id)?.all ?? 0,
    my_entries: counts.get(row.id)?.mine ?? 0,
    winners: (winners.get(row.id) ?? []).map((winner) => personOf(people, winner.user_id)),
  }));
}

/**
 * Raffles with a verifiable draw (raffle-draw.rules.ts): created OPEN with the seed's SHA-256
 * published; entries bought with points; closing freezes and hashes the entries; the draw
 * reveals the seed; cancelling refunds every entry through the ledger.
 */
export function registerRaffleRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const oneRaffle = async (request: Parameters<typeof rewardsBrand>[1], brandPath: string, id: number) => {
    const row = await findRaffle(db, id, brandPath);
    if (!row) throw rewardsErrors.raffleNotFound(id);
    return (await raffleViews(db, [row], principalOf(request).sub))[0]!;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/raffles',
    summary: 'Raffles of the brand and its subtree, newest first',
    tags: TAGS,
    params: BrandIdParams,
    querystring: pageQuery,
    data: pageOf(raffleSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const { offset, limit } = pageOfQuery(request.query);
      const { rows, total } = await rafflesPage(db, brand.path, offset, limit);
      return { total, items: await raffleViews(db, rows, principalOf(request).sub) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/raffles/:raffle',
    summary: 'A raffle of the subtree',
    tags: TAGS,
    params: raffleParams,
    data: raffleSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      return oneRaffle(request, brand.path, request.params.raffle);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/raffles',
    summary:
      'Opens a raffle (MANAGE_REWARDS): the server draws a secret seed and publishes its SHA-256 (seed_hash). closes_at must follow opens_at: else 400 REWARDS.INVALID_DATES. Accepts Idempotency-Key',
    tags: TAGS,
    params: BrandIdParams,
    body: Body(
      {
        title: textSchema(120),
        prize: textSchema(200),
        entry_cost: pointsSchema,
        winners_count: Type.Integer({ minimum: 1, maximum: 100 }),
        opens_at: instantSchema,
        closes_at: instantSchema,
      },
      ['title', 'prize', 'entry_cost', 'winners_count', 'opens_at', 'closes_at'],
    ),
    data: raffleSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const input = request.body;
      const opens = Date.parse(input.opens_at);
      const closes = Date.parse(input.closes_at);
      if (!(closes > opens)) throw rewardsErrors.invalidDates('closes_at must come after opens_at');
      const seed = crypto.randomBytes(32).toString('hex');
      const row = await db
        .insertInto('raffles')
        .values({
          brand_id: brand.id,
          title: input.title.trim(),
          prize: input.prize.trim(),
          entry_cost: input.entry_cost,
          winners_count: input.winners_count,
          opens_at: new Date(opens).toISOString(),
          closes_at: new Date(closes).toISOString(),
          status: 'OPEN',
          seed,
          seed_hash: await seedCommitmentOf(nodeDrawHashing, seed),
          entries_hash: null,
          created_by_user_id: principalOf(request).sub,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return oneRaffle(request, brand.path, row.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/raffles/:raffle/entries',
    summary:
      'Buys entries with the caller’s points (one SPEND row per entry). 409 REWARDS.RAFFLE_NOT_OPEN outside its dates or once closed; 409 REWARDS.INSUFFICIENT_POINTS. Accepts Idempotency-Key',
    tags: TAGS,
    params: raffleParams,
    body: Body({ entries: Type.Integer({ minimum: 1, maximum: 100 }) }, ['entries']),
    data: raffleSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const userId = principalOf(request).sub;
      // The person's lock first (points-locks.ts), then the raffle's row: the balance read and
      // the spends cannot interleave with another spend of theirs (on PostgreSQL too), and a
      // close or cancel waits for the entries being bought, so it freezes or refunds them all.
      await db.transaction().execute(async (trx) => {
        await holdPointsLocks(trx, [pointsLock.person(userId)]);
        const raffle = await findRaffle(trx, request.params.raffle, brand.path);
        if (!raffle) throw rewardsErrors.raffleNotFound(request.params.raffle);
        const now = new Date();
        const nowIso = now.toISOString();
        if (raffle.status !== 'OPEN' || nowIso < raffle.opens_at || nowIso >= raffle.closes_at) {
          throw rewardsErrors.raffleNotOpen();
        }
        if (!(await moveRaffle(trx, raffle.id, ['OPEN'], 'OPEN'))) throw rewardsErrors.raffleNotOpen();
        const cost = raffle.entry_cost * request.body.entries;
        if ((await balanceOf(trx, userId)) < cost) throw rewardsErrors.insufficientPoints();
        for (let index = 0; index < request.body.entries; index++) {
          const entry = await trx
            .insertInto('raffle_entries')
            .values({ raffle_id: raffle.id, user_id: userId, created_at: nowIso })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('points_ledger')
            .values({
              user_id: userId,
              brand_id: raffle.brand_id,
              kind: 'SPEND',
              points: -raffle.entry_cost,
              budget_id: null,
              recognition_id: null,
              raffle_id: raffle.id,
              rule_id: null,
              actor_user_id: userId,
              note: null,
              idempotency_key: `raffle:${raffle.id}:entry:${entry.id}`,
              created_at: nowIso,
            })
            .execute();
        }
      });
      return oneRaffle(request, brand.path, request.params.raffle);
    },
  });

  for (const action of ['close', 'draw', 'cancel'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/v1/brands/:id/raffles/:raffle/${action}`,
      summary:
        {
          close:
            'Closes an OPEN raffle (MANAGE_REWARDS): its entries are frozen in order and their SHA-256 published (entries_hash)',
          draw: 'Draws a CLOSED raffle (MANAGE_REWARDS): winners from HMAC-SHA256(seed, entries hash, slot) with rejection sampling; the seed is revealed',
          cancel:
            'Cancels an OPEN or CLOSED raffle (MANAGE_REWARDS): every entry is refunded through the ledger',
        }[action] + '. 409 REWARDS.RAFFLE_WRONG_STATUS from another status. Accepts Idempotency-Key',
      tags: TAGS,
      params: raffleParams,
      data: raffleSchema,
      handler: async (request) => {
        const brand = await rewardsBrand(context, request, request.params.id, 'manage');
        // The move comes first: its row lock waits for entries being bought (which hold the
        // row), so the entries read after it are all there are — frozen, drawn or refunded whole.
        await db.transaction().execute(async (trx) => {
          const raffle = await findRaffle(trx, request.params.raffle, brand.path);
          if (!raffle) throw rewardsErrors.raffleNotFound(request.params.raffle);
          const from = { close: ['OPEN'], draw: ['CLOSED'], cancel: ['OPEN', 'CLOSED'] }[action];
          const to = { close: 'CLOSED', draw: 'DRAWN', cancel: 'CANCELLED' }[action];
          if (!(await moveRaffle(trx, raffle.id, from, to))) {
            throw rewardsErrors.raffleWrongStatus(action, raffle.status);
          }
          const entries = await entriesOf(trx, raffle.id);
          const tokens = entries.map((entry) => entryToken(entry.id, entry.user_id));
          if (action === 'close') {
            const entriesHash = await entriesHashOf(nodeDrawHashing, tokens);
            await moveRaffle(trx, raffle.id, ['CLOSED'], 'CLOSED', { entries_hash: entriesHash });
          } else if (action === 'draw') {
            const winners = await drawWinners(nodeDrawHashing, raffle.seed, tokens, raffle.winners_count);
            for (const [slot, token] of winners.entries()) {
              const entry = entries[tokens.indexOf(token)]!;
              await trx
                .insertInto('raffle_winners')
                .values({ raffle_id: raffle.id, slot, entry_id: entry.id, user_id: entry.user_id })
                .execute();
            }
          } else {
            const nowIso = new Date().toISOString();
            for (const entry of entries) {
              await trx
                .insertInto('points_ledger')
                .values({
                  user_id: entry.user_id,
                  brand_id: raffle.brand_id,
                  kind: 'REFUND',
                  points: raffle.entry_cost,
                  budget_id: null,
                  recognition_id: null,
                  raffle_id: raffle.id,
                  rule_id: null,
                  actor_user_id: principalOf(request).sub,
                  note: null,
                  idempotency_key: `raffle:${raffle.id}:refund:${entry.id}`,
                  created_at: nowIso,
                })
                .onConflict((oc) => oc.column('idempotency_key').doNothing())
                .execute();
            }
          }
        });
        return oneRaffle(request, brand.path, request.params.raffle);
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/raffles/:raffle/proof',
    summary:
      'What anyone needs to recompute a DRAWN raffle: the revealed seed and its published SHA-256, the frozen entries (tokens "<entry id>:<user id>" in order) and their hash, and the winning entries slot by slot. 409 REWARDS.RAFFLE_NOT_DRAWN before the draw',
    tags: TAGS,
    params: raffleParams,
    data: Type.Object({
      raffle_id: Type.Integer(),
      seed_hash: Type.String(),
      seed: Type.String(),
      entries_hash: Type.String(),
      entries: Type.Array(Type.String()),
      winners_count: Type.Integer(),
      winning_entries: Type.Array(Type.String()),
      winners: Type.Array(person),
    }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const raffle = await findRaffle(db, request.params.raffle, brand.path);
      if (!raffle) throw rewardsErrors.raffleNotFound(request.params.raffle);
      if (raffle.status !== 'DRAWN' || raffle.entries_hash === null) throw rewardsErrors.raffleNotDrawn();
      const [entries, winners] = await Promise.all([entriesOf(db, raffle.id), winnersOf(db, [raffle.id])]);
      const won = winners.get(raffle.id) ?? [];
      const people = await peopleById(
        db,
        won.map((winner) => winner.user_id),
      );
      return {
        raffle_id: raffle.id,
        seed_hash: raffle.seed_hash,
        seed: raffle.seed,
        entries_hash: raffle.entries_hash,
        entries: entries.map((entry) => entryToken(entry.id, entry.user_id)),
        winners_count: raffle.winners_count,
        winning_entries: won.map((winner) => entryToken(winner.entry_id, winner.user_id)),
        winners: won.map((winner) => personOf(people, winner.user_id)),
      };
    },
  });
}
