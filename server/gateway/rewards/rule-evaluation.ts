import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ATTESTATION_STREAK_DAYS,
  RULE_CATCH_UP_DAYS,
  attestationStreakDays,
  brandHasService,
  lastWorkAnniversary,
  lastYearlyReturn,
  occurrenceGrantable,
  periodOf,
  ruleCapAllows,
  ruleGrantRefusal,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { loadServices, pathIds } from '../brands/brands.repository';
import { isLevelActive } from '../settings/level-activation.repository';
import { coveringBudget, grantsByBudget, holdBudget } from './budgets.repository';
import { isMemberOfSubtree } from './people.repository';
import { holdPointsLocks, pointsLock } from './points-locks';
import { REWARDS_SERVICE } from './rewards-access';
import { scheduleJob } from '../scheduled-job';

/** Minutes between evaluation passes of the server. */
const EVALUATE_EVERY_MS = 60 * 60 * 1000;

type RuleRow = Database['reward_rules'] & { id: number; path: string; type: string };

interface Occurrence {
  readonly userId: string;
  /** Names the occurrence for this person: the ledger key is rule:<id>:<user>:<event key>. */
  readonly eventKey: string;
  /** The UTC day it happened. */
  readonly day: string;
}

const dayBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Members of the subtree at `path` with their reward_people row. */
function peopleOfSubtree(db: Kysely<Database>, path: string) {
  return db
    .selectFrom('reward_people as p')
    .innerJoin('brand_memberships as m', 'm.user_id', 'p.user_id')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select(['p.user_id', 'p.started_on', 'p.birthday', 'p.birthday_opt_in', 'p.employee_ref'])
    .distinct()
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .execute();
}

/** What happened in the subtree of a rule's brand that its event grants for. */
async function occurrencesOf(db: Kysely<Database>, rule: RuleRow, today: string): Promise<Occurrence[]> {
  const earliest = dayBefore(today, RULE_CATCH_UP_DAYS);
  switch (rule.event) {
    case 'WORK_ANNIVERSARY':
      return (await peopleOfSubtree(db, rule.path)).flatMap((person) => {
        const day = person.started_on ? lastWorkAnniversary(person.started_on, today) : undefined;
        return day ? [{ userId: person.user_id, eventKey: `anniversary-${day.slice(0, 4)}`, day }] : [];
      });
    case 'BIRTHDAY':
      return (await peopleOfSubtree(db, rule.path)).flatMap((person) => {
        if (person.birthday_opt_in !== 1 || !person.birthday) return [];
        const day = lastYearlyReturn(person.birthday, today);
        return day ? [{ userId: person.user_id, eventKey: `birthday-${day.slice(0, 4)}`, day }] : [];
      });
    case 'REFERRAL_HIRE': {
      const hires = await db
        .selectFrom('application_referrals as r')
        .innerJoin('applications as a', 'a.id', 'r.application_id')
        .innerJoin('positions as p', 'p.id', 'a.position_id')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select(['a.id', 'a.hired_at', 'r.referrer_user_id'])
        .where('a.status', '=', 'HIRED')
        .where('a.hired_at', '>=', `${earliest}T00:00:00.000Z`)
        .where('b.path', '>=', rule.path)
        .where('b.path', '<', `${rule.path}~`)
        .execute();
      return hires.map((hire) => ({
        userId: hire.referrer_user_id,
        eventKey: `referral-${hire.id}`,
        day: hire.hired_at!.slice(0, 10),
      }));
    }
    case 'ATTESTATION_STREAK': {
      const people = (await peopleOfSubtree(db, rule.path)).filter((person) => person.employee_ref);
      if (people.length === 0) return [];
      // Enough days back for a streak ending within the catch-up window, and the run before it.
      const since = dayBefore(today, RULE_CATCH_UP_DAYS + ATTESTATION_STREAK_DAYS * 12);
      const answers = await db
        .selectFrom('attestation_answers as a')
        .innerJoin('brands as b', 'b.id', 'a.brand_id')
        .select(['a.employee_ref', 'a.shift_date', 'a.flagged'])
        .where(
          'a.employee_ref',
          'in',
          people.map((person) => person.employee_ref!),
        )
        .where('a.shift_date', '>=', since)
        .where('b.path', '>=', rule.path)
        .where('b.path', '<', `${rule.path}~`)
        .execute();
      return people.flatMap((person) => {
        const mine = answers.filter((answer) => answer.employee_ref === person.employee_ref);
        return attestationStreakDays(
          mine.map((answer) => answer.shift_date),
          mine.filter((answer) => answer.flagged === 1).map((answer) => answer.shift_date),
        ).map((day) => ({ userId: person.user_id, eventKey: `streak-${day}`, day }));
      });
    }
    default:
      // SHIFT_COVER is a manager's call: POST /v1/brands/{id}/reward_rules/{rule}/fire.
      return [];
  }
}

/** What granting one occurrence of a rule came to (grantRuleOccurrence). */
export type RuleGrantOutcome = 'GRANTED' | 'ALREADY' | 'CAP_REACHED' | 'NO_BUDGET' | 'BUDGET_EXHAUSTED';

/**
 * Grants one occurrence of a rule (also the manual …/fire route), inside the caller's
 * transaction: ALREADY when the person and occurrence were granted before (the ledger's unique
 * key, also under a concurrent writer), CAP_REACHED when the grant would pass the rule's cap for
 * the person in the current period, NO_BUDGET when no budget of the rule's brand (or its nearest
 * ancestor with one) covers today, BUDGET_EXHAUSTED when the grant would take that budget past
 * its allotment (ruleGrantRefusal: rules are part of the period's budget), else writes the row,
 * drawn on that budget: GRANTED. Holds the person's lock and the budget's row first
 * (points-locks.ts), so parallel grants — other requests, the hourly pass, other processes —
 * read the cap and the budget one after the other and never pass either.
 */
export async function grantRuleOccurrence(
  trx: Kysely<Database>,
  rule: Pick<Database['reward_rules'], 'brand_id' | 'event' | 'points' | 'cap_per_period' | 'period'> & {
    id: number;
    /** The materialised path of the rule's brand. */
    path: string;
  },
  occurrence: Pick<Occurrence, 'userId' | 'eventKey'>,
  now: Date,
  actorUserId: string | null,
): Promise<RuleGrantOutcome> {
  await holdPointsLocks(trx, [pointsLock.person(occurrence.userId)]);
  const key = `rule:${rule.id}:${occurrence.userId}:${occurrence.eventKey}`;
  const already = await trx
    .selectFrom('points_ledger')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (already) return 'ALREADY';
  const today = now.toISOString().slice(0, 10);
  const period = periodOf(rule.period === 'QUARTER' ? 'QUARTER' : 'MONTH', today);
  const granted = await trx
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
    .where('rule_id', '=', rule.id)
    .where('user_id', '=', occurrence.userId)
    .where('created_at', '>=', `${period.start}T00:00:00.000Z`)
    .where('created_at', '<=', `${period.end}T23:59:59.999Z`)
    .executeTakeFirstOrThrow();
  if (!ruleCapAllows(rule.cap_per_period, Number(granted.points), rule.points)) return 'CAP_REACHED';
  const budget = await coveringBudget(trx, pathIds(rule.path), today);
  if (!budget) return 'NO_BUDGET';
  await holdBudget(trx, budget.id);
  const spent = (await grantsByBudget(trx, [budget.id])).get(budget.id)?.spent ?? 0;
  if (ruleGrantRefusal({ allotted: budget.allotted, spent, points: rule.points })) return 'BUDGET_EXHAUSTED';
  const written = await trx
    .insertInto('points_ledger')
    .values({
      user_id: occurrence.userId,
      brand_id: rule.brand_id,
      kind: 'GRANT',
      points: rule.points,
      budget_id: budget.id,
      recognition_id: null,
      raffle_id: null,
      rule_id: rule.id,
      actor_user_id: actorUserId,
      note: `${rule.event}:${occurrence.eventKey}`,
      idempotency_key: key,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1 ? 'GRANTED' : 'ALREADY';
}

export interface EvaluationResult {
  /** Active rules evaluated (on brands with the service switched on for their level). */
  readonly rules: number;
  /** Ledger rows written. */
  readonly granted: number;
}

/**
 * One evaluation pass of the automatic rules (work anniversary, birthday opt-in, hire through a
 * referral, attestation streak) of the brands under `path` (every brand when omitted): each
 * active rule grants its points for every occurrence of its event in its brand's subtree that is
 * grantable today (occurrenceGrantable: effective dates, at most RULE_CATCH_UP_DAYS old), to
 * members of that subtree, at most once per person and occurrence and within its cap. Running
 * it again (a retry, the next timer tick, a concurrent pass) grants nothing twice.
 */
export async function evaluateRewardRules(
  db: Kysely<Database>,
  options: { now: Date; path?: string; actorUserId?: string },
): Promise<EvaluationResult> {
  const today = options.now.toISOString().slice(0, 10);
  let query = db
    .selectFrom('reward_rules as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .selectAll('r')
    .select(['b.path', 'b.type'])
    .where('r.active', '=', 1)
    .where('r.event', '!=', 'SHIFT_COVER')
    .where('b.archived', '=', 0);
  if (options.path !== undefined) {
    query = query.where('b.path', '>=', options.path).where('b.path', '<', `${options.path}~`);
  }
  const rules = (await query.orderBy('r.id').execute()) as RuleRow[];
  let evaluated = 0;
  let granted = 0;
  for (const rule of rules) {
    if (!(await ruleLive(db, rule))) continue;
    evaluated++;
    granted += await grantOccurrences(db, rule, await occurrencesOf(db, rule, today), options);
  }
  return { rules: evaluated, granted };
}

/** Whether the rewards service is on for the rule's brand (or above it) and for its level. */
async function ruleLive(db: Kysely<Database>, rule: RuleRow): Promise<boolean> {
  const chain = pathIds(rule.path);
  const services = await loadServices(db, chain);
  if (!chain.some((id) => brandHasService({ services: services.get(id) ?? [] }, REWARDS_SERVICE)))
    return false;
  return isLevelActive(db, rule, REWARDS_SERVICE);
}

/** Grants the grantable occurrences of a rule to members of its subtree; answers how many were written. */
async function grantOccurrences(
  db: Kysely<Database>,
  rule: RuleRow,
  occurrences: readonly Occurrence[],
  options: { now: Date; actorUserId?: string },
): Promise<number> {
  const today = options.now.toISOString().slice(0, 10);
  let granted = 0;
  for (const occurrence of occurrences) {
    if (!occurrenceGrantable(occurrence.day, today, rule.effective_from, rule.effective_to ?? undefined)) {
      continue;
    }
    if (!(await isMemberOfSubtree(db, occurrence.userId, rule.path))) continue;
    const outcome = await db
      .transaction()
      .execute((trx) => grantRuleOccurrence(trx, rule, occurrence, options.now, options.actorUserId ?? null));
    if (outcome === 'GRANTED') granted++;
  }
  return granted;
}

/**
 * The referral rules' pass for one application, run when it is hired (the hourly pass would see
 * it later): every active REFERRAL_HIRE rule of its brand or an ancestor grants the recorded
 * referrer, as the hourly pass would (same ledger key: neither grants twice). Answers how many
 * grants were written; 0 when the application is not hired or has no referrer.
 */
export async function evaluateReferralHire(
  db: Kysely<Database>,
  applicationId: number,
  options: { now: Date; actorUserId?: string },
): Promise<number> {
  const hire = await db
    .selectFrom('applications as a')
    .innerJoin('application_referrals as r', 'r.application_id', 'a.id')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['a.id', 'a.hired_at', 'r.referrer_user_id', 'b.path'])
    .where('a.id', '=', applicationId)
    .where('a.status', '=', 'HIRED')
    .executeTakeFirst();
  if (!hire?.hired_at) return 0;
  const rules = (await db
    .selectFrom('reward_rules as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .selectAll('r')
    .select(['b.path', 'b.type'])
    .where('r.active', '=', 1)
    .where('r.event', '=', 'REFERRAL_HIRE')
    .where('b.archived', '=', 0)
    .where('r.brand_id', 'in', pathIds(hire.path))
    .orderBy('r.id')
    .execute()) as RuleRow[];
  const occurrence: Occurrence = {
    userId: hire.referrer_user_id,
    eventKey: `referral-${hire.id}`,
    day: hire.hired_at.slice(0, 10),
  };
  let granted = 0;
  for (const rule of rules) {
    if (!(await ruleLive(db, rule))) continue;
    granted += await grantOccurrences(db, rule, [occurrence], options);
  }
  return granted;
}

/**
 * Runs an evaluation pass of every brand's rules once per hour over every server process (the
 * job_leases row 'reward-evaluation', scheduled-job.ts: two processes never evaluate at once),
 * the first when the server is ready; stops with the server. Failures are logged, never thrown.
 */
export function scheduleRuleEvaluation(app: FastifyInstance, db: Kysely<Database>): void {
  scheduleJob(app, db, {
    name: 'reward-evaluation',
    everyMs: EVALUATE_EVERY_MS,
    run: async () => {
      const result = await evaluateRewardRules(db, { now: new Date() });
      if (result.granted > 0) app.log.info(result, 'reward rules granted points');
    },
  });
}
