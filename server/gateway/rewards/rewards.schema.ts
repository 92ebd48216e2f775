import { Type, type Static, type TInteger, type TSchema } from '@sinclair/typebox';
import {
  BUDGET_LEFTOVERS,
  BUDGET_MODES,
  BUDGET_PERIODS,
  RAFFLE_STATUSES,
  RULE_EVENTS,
} from '../../../src-domain/index';
import { Nullable, StringEnum } from '../route-schema';

/**
 * The rewards area's shared route schemas (TypeBox): what the answers of budgets, recognitions,
 * raffles, rules and people are made of. A route's own body or query stays beside its route.
 */
export const TAGS = ['Rewards and recognition'];

export const person = Type.Object({ id: Type.String(), first_name: Type.String(), last_name: Type.String() });
export const brandRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A calendar day, 'YYYY-MM-DD'. */
export const daySchema = Type.String({ format: 'date' });
/** An instant, ISO 8601 with its offset. */
export const instantSchema = Type.String({ format: 'date-time' });
/** Whole points: positive, at most MAX_POINTS. */
export const pointsSchema = Type.Integer({ minimum: 1, maximum: 100_000_000 });
/** Text a person wrote: 1 to `max` characters, not only blanks. */
export const textSchema = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const budgetPeriodSchema = StringEnum(BUDGET_PERIODS);
export const budgetModeSchema = StringEnum(BUDGET_MODES);
export const budgetLeftoverSchema = StringEnum(BUDGET_LEFTOVERS);
export const ruleEventSchema = StringEnum(RULE_EVENTS);

/** `?offset=&limit=` of a list (both optional: 0 and 20). */
export const pageQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** The page a `pageQuery` asks for, its defaults filled in. */
export function pageOfQuery(query: Static<typeof pageQuery>): { offset: number; limit: number } {
  return { offset: query.offset ?? 0, limit: query.limit ?? 20 };
}

/** `/brands/:id/<things>/:<item>`: the brand's id and the item's, both positive integers. */
export const brandAndItemParams = <Item extends string>(item: Item) =>
  Type.Object({
    id: Type.Integer({ minimum: 1 }),
    ...({ [item]: Type.Integer({ minimum: 1 }) } as Record<Item, TInteger>),
  });

export const budgetSchema = Type.Object({
  id: Type.Integer(),
  brand: brandRefSchema,
  period: budgetPeriodSchema,
  period_start: Type.String(),
  period_end: Type.String(),
  starts_on: Type.String(),
  amount: Type.Integer(),
  allotted: Type.Integer(),
  rolled_over: Type.Integer(),
  per_giver_limit: Nullable(Type.Integer()),
  mode: budgetModeSchema,
  leftover: budgetLeftoverSchema,
  spent: Type.Integer(),
  rules_spent: Type.Integer({ description: 'The rules’ share of spent' }),
  left: Type.Integer(),
  overspent: Type.Integer(),
});

export const recognitionSchema = Type.Object({
  id: Type.Integer(),
  brand: brandRefSchema,
  giver: person,
  recipient: person,
  points: Type.Integer(),
  message: Type.String(),
  created_at: Type.String(),
});

export const newsItemSchema = Type.Object({
  kind: StringEnum(['RECOGNITION', 'ANNOUNCEMENT']),
  id: Type.Integer(),
  brand: brandRefSchema,
  giver: Nullable(person),
  recipient: Nullable(person),
  author: Nullable(person),
  points: Nullable(Type.Integer()),
  message: Type.String(),
  created_at: Type.String(),
});

export const raffleSchema = Type.Object({
  id: Type.Integer(),
  brand: brandRefSchema,
  title: Type.String(),
  prize: Type.String(),
  entry_cost: Type.Integer(),
  winners_count: Type.Integer(),
  opens_at: Type.String(),
  closes_at: Type.String(),
  status: StringEnum(RAFFLE_STATUSES),
  seed_hash: Type.String(),
  seed: Nullable(Type.String()),
  entries_hash: Nullable(Type.String()),
  entries_count: Type.Integer(),
  my_entries: Type.Integer(),
  winners: Type.Array(person),
});

export const ruleSchema = Type.Object({
  id: Type.Integer(),
  brand: brandRefSchema,
  event: ruleEventSchema,
  points: Type.Integer(),
  cap_per_period: Type.Integer(),
  period: budgetPeriodSchema,
  effective_from: Type.String(),
  effective_to: Nullable(Type.String()),
  active: Type.Boolean(),
  fired_count: Type.Integer(),
});

/** A page of a list: `items` from the page asked for, and how many there are in all. */
export const pageOf = <Item extends TSchema>(item: Item) =>
  Type.Object({ total: Type.Integer(), items: Type.Array(item) });
