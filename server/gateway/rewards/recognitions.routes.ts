import { publishLiveEvent } from '../live/live-events.port';
import { newsCreated, recognitionCreated } from '../live/live-events.catalogue';
import type { FastifyInstance } from 'fastify';
import { grantRefusal, POINTS_STATUSES, type PointsStatus } from '../../../src-domain/index';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, body, brandIdParams, int, object, str } from '../gateway.schema';
import { coveringBudget, givenFromBudget, holdBudget, spentByBudget } from './budgets.repository';
import { newsPage } from './news.repository';
import { balanceOf, isMemberOfSubtree, membersOfSubtree, peopleById, personOf } from './people.repository';
import { dayOf, rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import { pointsBySubtree } from './points.repository';
import {
  TAGS,
  newsItemSchema,
  pageOf,
  pageQuery,
  person,
  pointsSchema,
  recognitionSchema,
} from './rewards.schema';

const messageSchema = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' };

/** Recognitions, announcements, the news feed, points counts and the caller's balance. */
export function registerRecognitionRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/rewards/recipients',
    summary: 'People of the brand and its subtree who may be recognised (the caller left out)',
    tags: TAGS,
    params: brandIdParams,
    data: arrayOf(person),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const caller = principalOf(request).sub;
      return (await membersOfSubtree(db, brand.path)).filter((member) => member.id !== caller);
    },
  });

  defineUntypedRoute<{
    Params: { id: number };
    Body: { recipient_id: string; points: number; message: string };
  }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/recognitions',
    summary:
      'Recognises a member of the brand’s subtree with points from the budget of the brand (or its nearest ancestor with one) covering today. A FIXED budget never goes below zero: 409 REWARDS.BUDGET_EXHAUSTED; a per-giver limit: 409 REWARDS.GIVER_LIMIT_REACHED; no budget: 409 REWARDS.NO_BUDGET. The giver is a member of the brand or an ancestor (a grant alone: 403 BRAND.NOT_A_MEMBER). Accepts Idempotency-Key',
    tags: TAGS,
    params: brandIdParams,
    body: body(
      {
        recipient_id: { type: 'string', minLength: 1, maxLength: 64 },
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
          spentByBudget(trx, [budget.id]).then((map) => map.get(budget.id) ?? 0),
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

  defineUntypedRoute<{ Params: { id: number }; Body: { message: string } }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/announcements',
    summary:
      'A manager’s announcement to the news feed of everyone who may see the brand (MANAGE_REWARDS). Accepts Idempotency-Key',
    tags: TAGS,
    params: brandIdParams,
    body: body({ message: messageSchema }, ['message']),
    data: object({ id: int, created_at: str }),
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

  defineUntypedRoute<{ Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/news_feed',
    summary: 'Recognitions and announcements of every brand the caller may see, newest first',
    tags: TAGS,
    querystring: pageQuery,
    data: pageOf(newsItemSchema),
    handler: async (request) => {
      const roots = await context.scopeOf(request).roots();
      const { rows, total } = await newsPage(
        db,
        roots.map((root) => root.path),
        request.query.offset,
        request.query.limit,
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

  defineUntypedRoute<{ Params: { id: number }; Querystring: { status: PointsStatus } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/engagement_points/count',
    summary:
      'Points of the brand’s subtree by status: GRANTED, SPENT (on raffles), REFUNDED, EXPIRED, CORRECTED (net) or AVAILABLE (the balances’ sum; default)',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ status: { type: 'string', enum: [...POINTS_STATUSES], default: 'AVAILABLE' } }),
    data: object({ brand_id: int, status: str, count: int }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'use');
      const count = await pointsBySubtree(db, brand, request.query.status);
      return { brand_id: brand.id, status: request.query.status, count };
    },
  });

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/users/points/balance',
    summary: 'The caller’s points balance (the sum of their ledger rows)',
    tags: TAGS,
    data: object({ balance: int }),
    handler: async (request) => ({ balance: await balanceOf(db, principalOf(request).sub) }),
  });
}
