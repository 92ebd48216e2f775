import { arrayOf, bool, int, nullable, object, str, type JsonSchema } from '../gateway.schema';

export const TAGS = ['Rewards and recognition'];

export const person = object({ id: str, first_name: str, last_name: str });
export const brandRefSchema = object({ id: int, name: str });

const day = { type: 'string', format: 'date' };
export const daySchema: JsonSchema = day;
/** Whole points: positive, at most MAX_POINTS. */
export const pointsSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: 100_000_000 };

export const pageQuery: JsonSchema = object({
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
});

export const brandAndItemParams = (item: string): JsonSchema => ({
  type: 'object',
  required: ['id', item],
  properties: { id: { type: 'integer', minimum: 1 }, [item]: { type: 'integer', minimum: 1 } },
});

export const budgetSchema = object({
  id: int,
  brand: brandRefSchema,
  period: str,
  period_start: str,
  period_end: str,
  starts_on: str,
  amount: int,
  allotted: int,
  rolled_over: int,
  per_giver_limit: nullable(int),
  mode: str,
  leftover: str,
  spent: int,
  /** The rules' share of spent. */
  rules_spent: int,
  left: int,
  overspent: int,
});

export const recognitionSchema = object({
  id: int,
  brand: brandRefSchema,
  giver: person,
  recipient: person,
  points: int,
  message: str,
  created_at: str,
});

export const newsItemSchema = object({
  kind: { type: 'string', enum: ['RECOGNITION', 'ANNOUNCEMENT'] },
  id: int,
  brand: brandRefSchema,
  giver: nullable(person),
  recipient: nullable(person),
  author: nullable(person),
  points: nullable(int),
  message: str,
  created_at: str,
});

export const raffleSchema = object({
  id: int,
  brand: brandRefSchema,
  title: str,
  prize: str,
  entry_cost: int,
  winners_count: int,
  opens_at: str,
  closes_at: str,
  status: str,
  seed_hash: str,
  seed: nullable(str),
  entries_hash: nullable(str),
  entries_count: int,
  my_entries: int,
  winners: arrayOf(person),
});

export const ruleSchema = object({
  id: int,
  brand: brandRefSchema,
  event: str,
  points: int,
  cap_per_period: int,
  period: str,
  effective_from: str,
  effective_to: nullable(str),
  active: bool,
  fired_count: int,
});

export const pageOf = (item: JsonSchema): JsonSchema => object({ total: int, items: arrayOf(item) });
