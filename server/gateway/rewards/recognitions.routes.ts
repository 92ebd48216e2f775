import { publishLiveEvent } from '../live/live-events.port';
import { newsCreated, recognitionCreated } from '../live/live-events.catalogue';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { grantRefusal, POINTS_STATUSES, type PointsStatus } from '../../../src-domain/index';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, StringEnum } from '../route-schema';
import { coveringBudget, givenFromBudget, grantsByBudget, holdBudget } from './budgets.repository';
import { newsPage } from './news.repository';
import { balanceOf, isMemberOfSubtree, membersOfSubtree, peopleById, personOf } from './people.repository';
import { dayOf, rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import { pointsBySubtree } from './points.repository';
import {
  TAGS,
  newsItemSchema,
  pageOf,
  pageOfQuery,
  pageQuery,
  person,
  pointsSchema,
  recognitionSchema,
  textSchema,
} from './rewards.schema';

const messageSchema = textSchema(500);
const pointsStatus = StringEnum(POINTS_STATUSES);

/** Recognitions, announcements, the news feed, points counts and the caller's balance. */
export function registerRecognitionRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/rewards/recipients',
    summary: 'People of the brand and its subtree who may be recognised (the caller left out)',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Array(person),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const caller = principalOf(request).sub;
      return (await membersOfSubtree(db, brand.path)).filter((member) => member.id !== caller);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/recognitions',
    summary:
      'Recognises a member of the brand’s subtree with points from the budget of the brand (or its nearest ancestor with one) covering today. A FIXED budget never goes below zero: 409 REWARDS.BUDGET_EXHAUSTED; a per-giver limit: 409 REWARDS.GIVER_LIMIT_REACHED; no budget: 409 REWARDS.NO_BUDGET. The giver is a member of the brand or an ancestor (a grant alone: 403 BRAND.NOT_A_MEMBER). Accepts Idempotency-Key',
    tags: TAGS,
    params: BrandIdParams,
    body: Body(
      {
        recipient_id: Type.String({ minLength: 1, maxLength: 64 }),
        points: pointsSchema,
        message: messageSchema,
      },
      ['recipient_id', 'points', 'message'],
    ),
    data: recognitionSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      // The giver speaks for the brand's people: a member of it (or of an ancestor), not a
      // grant holder or somebody who merely entered through its careers page (issue #28).
      await context.scopeOf(request).requireMember(brand.id);
      const giver = principalOf(request).sub;
      const { recipient_id: recipientId, points } = request.body;
      const message = request.body.message.trim();
      if (recipientId === giver) throw rewardsErrors.selfRecognition();
      const now = new Date();
      // One transaction holding the budget (holdBudget: SQLite runs the transaction alone,
      // PostgreSQL queues the others on the budget's row), so the budget read and the grant
      // cannot interleave with another recognition's (50 at once never overspend a FIXED budget).
      const created = await db.transaction().execute(async (trx) => {
        if (!(await isMemberOfSubtree(trx, recipientId, brand.path))) throw rewardsErrors.recipientNotFound();
        const budget = await coveringBudget(trx, pathIds(brand.path), dayOf(now));
        if (!budget) throw rewardsErrors.noBudget(brand.id);
        await holdBudget(trx, budget.id);
        const [spent, givenByGiver] = await Promise.all([
          grantsByBudget(trx, [budget.id]).then((map) => map.get(budget.id)?.spent ?? 0),
          givenFromBudget(trx, budget.id, giver),
        ]);
        const refusal = grantRefusal({
          mode: budget.mode === 'FLEXIBLE' ? 'FLEXIBLE' : 'FIXED',
          allotted: budget.allotted,
          spent,
          perGiverLimit: budget.per_giver_limit ?? undefined,
          givenByGiver,
          points,
        });
        if (refusal === 'BUDGET_EXHAUSTED') throw rewardsErrors.budgetExhausted();
        if (refusal === 'GIVER_LIMIT_REACHED') throw rewardsErrors.giverLimitReached();
        const createdAt = now.toISOString();
        const recognition = await trx
          .insertInto('recognitions')
          .values({
            brand_id: brand.id,
            budget_id: budget.id,
            giver_user_id: giver,
            recipient_user_id: recipientId,
            points,
            message,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('points_ledger')
          .values({
            user_id: recipientId,
            brand_id: brand.id,
            kind: 'GRANT',
            points,
            budget_id: budget.id,
            recognition_id: recognition.id,
            raffle_id: null,
            rule_id: null,
            actor_user_id: giver,
            note: null,
            idempotency_key: `recognition:${recognition.id}`,
            created_at: createdAt,
          })
          .execute();
        await publishLiveEvent(trx, recognitionCreated(brand, recognition.id, recipientId));
        return { id: recognition.id, createdAt };
      });
      const people = await peopleById(db, [giver, recipientId]);
      return {
        id: created.id,
        brand: { id: brand.id, name: brand.name },
        giver: personOf(people, giver),
        recipient: personOf(people, recipientId),
        points,
        message,
        created_at: created.createdAt,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/announcements',
    summary:
      'A manager’s announcement to the news feed of everyone who may see the brand (MANAGE_REWARDS). Accepts Idempotency-Key',
    tags: TAGS,
    params: BrandIdParams,
    body: Body({ message: messageSchema }, ['message']),
    data: Type.Object({ id: Type.Integer(), created_at: Type.String() }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const createdAt = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('announcements')
          .values({
            brand_id: brand.id,
            author_user_id: principalOf(request).sub,
            message: request.body.message.trim(),
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await publishLiveEvent(trx, newsCreated(brand, inserted.id));
        return inserted;
      });
      return { id: row.id, created_at: createdAt };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/news_feed',
    summary: 'Recognitions and announcements of every brand the caller may see, newest first',
    tags: TAGS,
    querystring: pageQuery,
    data: pageOf(newsItemSchema),
    handler: async (request) => {
      const roots = await context.scopeOf(request).roots();
      const { offset, limit } = pageOfQuery(request.query);
      const { rows, total } = await newsPage(
        db,
        roots.map((root) => root.path),
        offset,
        limit,
      );
      const people = await peopleById(
        db,
        rows.flatMap((row) => (row.recipient === null ? [row.actor] : [row.actor, row.recipient])),
      );
      return {
        total,
        items: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          brand: { id: row.brand_id, name: row.brand_name },
          giver: row.kind === 'RECOGNITION' ? personOf(people, row.actor) : null,
          recipient: row.recipient === null ? null : personOf(people, row.recipient),
          author: row.kind === 'ANNOUNCEMENT' ? personOf(people, row.actor) : null,
          points: row.points,
          message: row.message,
          created_at: row.created_at,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/engagement_points/count',
    summary:
      'Points of the brand’s subtree by status: GRANTED, SPENT (on raffles), REFUNDED, EXPIRED, CORRECTED (net) or AVAILABLE (the balances’ sum; default)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      status: Type.Optional(
        Type.Unsafe<PointsStatus>({ type: 'string', enum: [...POINTS_STATUSES], default: 'AVAILABLE' }),
      ),
    }),
    data: Type.Object({ brand_id: Type.Integer(), status: pointsStatus, count: Type.Integer() }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const status = request.query.status ?? 'AVAILABLE';
      const count = await pointsBySubtree(db, brand, status);
      return { brand_id: brand.id, status, count };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/points/balance',
    summary: 'The caller’s points balance (the sum of their ledger rows)',
    tags: TAGS,
    data: Type.Object({ balance: Type.Integer() }),
    handler: async (request) => ({ balance: await balanceOf(db, principalOf(request).sub) }),
  });
}
