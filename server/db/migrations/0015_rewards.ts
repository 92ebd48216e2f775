import type { Generated, Kysely } from 'kysely';

/**
 * Rewards and recognition (issue #17). The points ledger is append-only: every grant, spend,
 * refund, expiry and correction is a row with a unique idempotency key, balances are sums, and
 * nothing is updated in place. Budgets give points to recognitions (one budget per brand and
 * period); raffles keep the secret seed they committed to until their draw reveals it.
 */
export interface RewardsTables {
  reward_budgets: {
    id: Generated<number>;
    brand_id: number;
    /** 'MONTH' | 'QUARTER' */
    period: string;
    /** 'YYYY-MM-DD' */
    period_start: string;
    period_end: string;
    starts_on: string;
    amount: number;
    /** The pro-rated amount plus rolled_over: what the period may give. */
    allotted: number;
    rolled_over: number;
    per_giver_limit: number | null;
    /** 'FIXED' | 'FLEXIBLE' */
    mode: string;
    /** 'ROLLOVER' | 'EXPIRE' */
    leftover: string;
    created_by_user_id: string | null;
    created_at: string;
  };
  points_ledger: {
    id: Generated<number>;
    /** Whose balance the row moves. */
    user_id: string;
    brand_id: number;
    /** 'GRANT' | 'SPEND' | 'REFUND' | 'EXPIRY' | 'CORRECTION' */
    kind: string;
    /** Signed whole points. */
    points: number;
    budget_id: number | null;
    recognition_id: number | null;
    raffle_id: number | null;
    rule_id: number | null;
    actor_user_id: string | null;
    note: string | null;
    /** Unique: the same grant, spend or refund is never written twice. */
    idempotency_key: string;
    created_at: string;
  };
  recognitions: {
    id: Generated<number>;
    brand_id: number;
    budget_id: number;
    giver_user_id: string;
    recipient_user_id: string;
    points: number;
    message: string;
    created_at: string;
  };
  announcements: {
    id: Generated<number>;
    brand_id: number;
    author_user_id: string;
    message: string;
    created_at: string;
  };
  raffles: {
    id: Generated<number>;
    brand_id: number;
    title: string;
    prize: string;
    entry_cost: number;
    winners_count: number;
    opens_at: string;
    closes_at: string;
    /** 'OPEN' | 'CLOSED' | 'DRAWN' | 'CANCELLED' */
    status: string;
    /** Secret hex seed; shown only once the raffle is DRAWN. */
    seed: string;
    seed_hash: string;
    entries_hash: string | null;
    created_by_user_id: string | null;
    created_at: string;
  };
  raffle_entries: {
    id: Generated<number>;
    raffle_id: number;
    user_id: string;
    created_at: string;
  };
  raffle_winners: {
    raffle_id: number;
    slot: number;
    entry_id: number;
    user_id: string;
  };
  reward_rules: {
    id: Generated<number>;
    brand_id: number;
    event: string;
    points: number;
    cap_per_period: number;
    period: string;
    effective_from: string;
    effective_to: string | null;
    active: number;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reward_budgets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('allotted', 'integer', (c) => c.notNull())
    .addColumn('rolled_over', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_giver_limit', 'integer')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('leftover', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reward_budgets_brand_period', ['brand_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('recognitions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('reward_budgets.id').onDelete('cascade'))
    .addColumn('giver_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('recipient_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recognitions_created')
    .on('recognitions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('recognitions_brand')
    .on('recognitions')
    .columns(['brand_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('author_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_created')
    .on('announcements')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('raffles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('entry_cost', 'integer', (c) => c.notNull())
    .addColumn('winners_count', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('entries_hash', 'text')
    .addColumn('created_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('raffles_brand').on('raffles').columns(['brand_id', 'created_at']).execute();

  await db.schema
    .createTable('raffle_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('raffle_entries_raffle')
    .on('raffle_entries')
    .columns(['raffle_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('raffle_winners')
    .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('raffle_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('raffle_winners_pk', ['raffle_id', 'slot'])
    .execute();

  await db.schema
    .createTable('reward_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('cap_per_period', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('effective_to', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reward_rules_brand').on('reward_rules').column('brand_id').execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('budget_id', 'integer', (c) => c.references('reward_budgets.id').onDelete('cascade'))
    .addColumn('recognition_id', 'integer', (c) => c.references('recognitions.id').onDelete('cascade'))
    .addColumn('raffle_id', 'integer', (c) => c.references('raffles.id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.references('reward_rules.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'text')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('points_ledger_user')
    .on('points_ledger')
    .columns(['user_id', 'points'])
    .execute();
  await db.schema
    .createIndex('points_ledger_budget')
    .on('points_ledger')
    .columns(['budget_id', 'actor_user_id'])
    .execute();
  await db.schema
    .createIndex('points_ledger_rule')
    .on('points_ledger')
    .columns(['rule_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('points_ledger_brand_created')
    .on('points_ledger')
    .columns(['brand_id', 'created_at', 'kind'])
    .execute();
}
