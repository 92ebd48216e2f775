import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BUDGET_PERIODS,
  RULE_EVENTS,
  RULE_MAX_CAP_PER_PERIOD,
  RULE_MAX_POINTS,
  ruleIsEffective,
  type BudgetPeriod,
  type RuleEvent,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, body, bool, brandIdParams, int, nullable, object } from '../gateway.schema';
import { isMemberOfSubtree } from './people.repository';
import { holdPointsLocks, pointsLock } from './points-locks';
import { evaluateRewardRules, grantRuleOccurrence } from './rule-evaluation';
import { dayOf, rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import { TAGS, brandAndItemParams, daySchema, pointsSchema, ruleSchema } from './rewards.schema';

interface RuleBody {
  event: RuleEvent;
  points: number;
  cap_per_period: number;
  period: BudgetPeriod;
  effective_from: string;
  effective_to?: string | null;
  active: boolean;
}

const ruleBody = body(
  {
    event: { type: 'string', enum: [...RULE_EVENTS] },
    points: pointsSchema,
    cap_per_period: pointsSchema,
    period: { type: 'string', enum: [...BUDGET_PERIODS] },
    effective_from: daySchema,
    effective_to: nullable(daySchema),
    active: bool,
  },
  ['event', 'points', 'cap_per_period', 'period', 'effective_from', 'active'],
);

async function rulesOf(db: Kysely<Database>, brandId: number, ruleId?: number) {
  let query = db
    .selectFrom('reward_rules as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .selectAll('r')
    .select((eb) => [
      'b.name as brand_name',
      eb
        .selectFrom('points_ledger as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.rule_id', '=', 'r.id')
        .as('fired_count'),
    ])
    .where('r.brand_id', '=', brandId);
  if (ruleId !== undefined) query = query.where('r.id', '=', ruleId);
  const rows = await query.orderBy('r.event').orderBy('r.id').execute();
  return rows.map((row) => ({
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    event: row.event,
    points: row.points,
    cap_per_period: row.cap_per_period,
    period: row.period,
    effective_from: row.effective_from,
    effective_to: row.effective_to,
    active: row.active === 1,
    fired_count: Number(row.fired_count ?? 0),
  }));
}

/** Refuses a rule body with a 400: points above the rules' maximum, dates out of order, a cap below the points. */
function checkRule(input: RuleBody): void {
  if (input.points > RULE_MAX_POINTS || input.cap_per_period > RULE_MAX_CAP_PER_PERIOD) {
    throw rewardsErrors.rulePointsAboveMaximum(RULE_MAX_POINTS, RULE_MAX_CAP_PER_PERIOD);
  }
  if (input.effective_to && input.effective_to < input.effective_from) {
    throw rewardsErrors.invalidDates('effective_to must not come before effective_from');
  }
  if (input.cap_per_period < input.points) {
    throw rewardsErrors.invalidDates('cap_per_period must allow at least one grant of points');
  }
}

/**
 * Rules: automatic grants on events (points, a cap per person and period, effective dates). A rule
 * fires at most once per person and event occurrence: the ledger key is rule:<id>:<user>:<event key>.
 */
export function registerRuleRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/reward_rules',
    summary: 'The brand’s rules with how often each fired (MANAGE_REWARDS)',
    tags: TAGS,
    params: brandIdParams,
    data: arrayOf(ruleSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      return rulesOf(db, brand.id);
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Body: RuleBody }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/reward_rules',
    summary: `Creates a rule (MANAGE_REWARDS); 400 REWARDS.RULE_POINTS_ABOVE_MAXIMUM for points above ${RULE_MAX_POINTS} or a cap above ${RULE_MAX_CAP_PER_PERIOD} per person and period, REWARDS.INVALID_DATES for dates out of order or a cap below the points. Its grants draw on the budget of its brand (or the nearest ancestor with one) covering the day. Accepts Idempotency-Key`,
    tags: TAGS,
    params: brandIdParams,
    body: ruleBody,
    data: ruleSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      checkRule(request.body);
      const input = request.body;
      const row = await db
        .insertInto('reward_rules')
        .values({
          brand_id: brand.id,
          event: input.event,
          points: input.points,
          cap_per_period: input.cap_per_period,
          period: input.period,
          effective_from: input.effective_from,
          effective_to: input.effective_to ?? null,
          active: input.active ? 1 : 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await rulesOf(db, brand.id, row.id))[0];
    },
  });

  defineUntypedRoute<{ Params: { id: number; rule: number }; Body: RuleBody }>(app, {
    method: 'PUT',
    url: '/v1/brands/:id/reward_rules/:rule',
    summary: `Replaces a rule of the brand (MANAGE_REWARDS); grants already made stay in the ledger. 400 REWARDS.RULE_POINTS_ABOVE_MAXIMUM above ${RULE_MAX_POINTS} points or a cap of ${RULE_MAX_CAP_PER_PERIOD}. Accepts Idempotency-Key`,
    tags: TAGS,
    params: brandAndItemParams('rule'),
    body: ruleBody,
    data: ruleSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      checkRule(request.body);
      const input = request.body;
      const result = await db
        .updateTable('reward_rules')
        .set({
          event: input.event,
          points: input.points,
          cap_per_period: input.cap_per_period,
          period: input.period,
          effective_from: input.effective_from,
          effective_to: input.effective_to ?? null,
          active: input.active ? 1 : 0,
        })
        .where('id', '=', request.params.rule)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw rewardsErrors.ruleNotFound(request.params.rule);
      return (await rulesOf(db, brand.id, request.params.rule))[0];
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/reward_rules/evaluate',
    summary:
      'Runs an evaluation pass of the automatic rules of the brand and its subtree now (MANAGE_REWARDS); the server also runs one for every brand at start and every hour. Each active rule grants its points for every occurrence of its event in its brand’s subtree: WORK_ANNIVERSARY (reward_people.started_on), BIRTHDAY (opted-in birthday), REFERRAL_HIRE (an application with a referrer moved to HIRED; the referrer is granted), ATTESTATION_STREAK (5 consecutive shift days answered without a flag); SHIFT_COVER is fired by a manager (…/fire). An occurrence is granted when its day lies within the rule’s effective dates and at most 7 days back, at most once per person and occurrence (ledger key rule:<id>:<user>:<occurrence>), within the rule’s cap per person and period. Answers how many rules ran and how many grants were written. Accepts Idempotency-Key',
    tags: TAGS,
    params: brandIdParams,
    data: object({ rules: int, granted: int }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      return evaluateRewardRules(db, {
        now: new Date(),
        path: brand.path,
        actorUserId: principalOf(request).sub,
      });
    },
  });

  defineUntypedRoute<{ Params: { id: number; rule: number }; Body: { user_id: string; event_key: string } }>(
    app,
    {
      method: 'POST',
      url: '/v1/brands/:id/reward_rules/:rule/fire',
      summary:
        'Fires a rule for a member of the subtree and one occurrence of its event (event_key, e.g. "2026-11-25" or a shift id) (MANAGE_REWARDS), drawing its points from the budget of the rule’s brand (or its nearest ancestor with one) covering today. fired is false when this person and occurrence were already granted. 400 REWARDS.SELF_GRANT for the caller’s own user id; 409 REWARDS.RULE_NOT_EFFECTIVE, REWARDS.RULE_CAP_REACHED, REWARDS.NO_BUDGET, REWARDS.BUDGET_EXHAUSTED (the grant would pass the budget’s allotment, in either mode). Accepts Idempotency-Key',
      tags: TAGS,
      params: brandAndItemParams('rule'),
      body: body(
        {
          user_id: { type: 'string', minLength: 1, maxLength: 64 },
          event_key: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
        },
        ['user_id', 'event_key'],
      ),
      data: object({ fired: bool }),
      handler: async (request) => {
        const brand = await rewardsBrand(context, request, request.params.id, 'manage');
        const { user_id: userId, event_key: eventKey } = request.body;
        const caller = principalOf(request).sub;
        if (userId === caller) throw rewardsErrors.selfGrant();
        return db.transaction().execute(async (trx) => {
          await holdPointsLocks(trx, [pointsLock.person(userId)]);
          const rule = await trx
            .selectFrom('reward_rules')
            .selectAll()
            .where('id', '=', request.params.rule)
            .where('brand_id', '=', brand.id)
            .executeTakeFirst();
          if (!rule) throw rewardsErrors.ruleNotFound(request.params.rule);
          const now = new Date();
          const today = dayOf(now);
          if (
            rule.active !== 1 ||
            !ruleIsEffective(today, rule.effective_from, rule.effective_to ?? undefined)
          ) {
            throw rewardsErrors.ruleNotEffective();
          }
          if (!(await isMemberOfSubtree(trx, userId, brand.path))) throw rewardsErrors.recipientNotFound();
          const outcome = await grantRuleOccurrence(
            trx,
            { ...rule, path: brand.path },
            { userId, eventKey },
            now,
            caller,
          );
          if (outcome === 'CAP_REACHED') throw rewardsErrors.ruleCapReached();
          if (outcome === 'NO_BUDGET') throw rewardsErrors.noBudget(brand.id);
          if (outcome === 'BUDGET_EXHAUSTED') throw rewardsErrors.budgetExhausted();
          return { fired: outcome === 'GRANTED' };
        });
      },
    },
  );
}
