import { sql, type Generated, type Kysely } from 'kysely';

/**
 * Tags on candidates, their feedback and talent-pool opt-outs (issue #14, spec 001 §3 "Tag").
 * STATUS tags hold no assignment rows: a candidate carries a STATUS tag when one of their
 * applications has the tag's status (`applications.status` stays the pipeline's truth).
 */
export interface TagTables {
  tags: {
    id: Generated<number>;
    /** The owning brand; STATUS tags belong to the enterprise (the brand's group_id). */
    brand_id: number;
    /** As shown: normalised (NFC, trimmed, single spaces). */
    name: string;
    /** The clash key of the unique index: the name folded (NFKC, lower case). */
    name_folded: string;
    /** 'GLOBAL' | 'STATUS' | 'POSITION' | 'PRIVATE' */
    mode: string;
    /** '' for GLOBAL and STATUS, 'position:<id>' for POSITION, 'user:<id>' for PRIVATE. */
    scope: string;
    position_id: number | null;
    /** PRIVATE tags: their author (the only one who sees them). */
    owner_user_id: string | null;
    /** STATUS tags: the application status the stage stands for. */
    status: string | null;
    sort_order: number;
    created_by_user_id: string | null;
    created_at: string;
    updated_at: string;
  };
  candidate_tags: {
    tag_id: number;
    candidate_user_id: string;
    assigned_by_user_id: string | null;
    assigned_at: string;
  };
  tag_feedback: {
    tag_id: number;
    candidate_user_id: string;
    author_user_id: string;
    /** 'UP' | 'DOWN' */
    thump_type: string;
    note: string;
    updated_at: string;
  };
  talent_pool_opt_outs: {
    user_id: string;
    opted_out_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('cascade'))
    .addColumn('owner_user_id', 'text', (c) => c.references('identity_users.id').onDelete('cascade'))
    .addColumn('status', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // "Server" and "server " are one tag per brand, mode and scope: two managers creating the
  // same name at once get one tag and one conflict, whatever the timing.
  await db.schema
    .createIndex('tags_unique_name')
    .on('tags')
    .columns(['brand_id', 'mode', 'scope', 'name_folded'])
    .unique()
    .execute();
  // One STATUS tag per status and enterprise.
  await sql`create unique index tags_unique_status on tags (brand_id, status) where status is not null`.execute(
    db,
  );

  await db.schema
    .createTable('candidate_tags')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('candidate_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('assigned_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_tags_pk', ['tag_id', 'candidate_user_id'])
    .execute();
  await db.schema
    .createIndex('candidate_tags_candidate')
    .on('candidate_tags')
    .column('candidate_user_id')
    .execute();

  await db.schema
    .createTable('tag_feedback')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('candidate_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('author_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('thump_type', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_feedback_pk', ['tag_id', 'candidate_user_id', 'author_user_id'])
    .execute();

  await db.schema
    .createTable('talent_pool_opt_outs')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
    .addColumn('opted_out_at', 'text', (c) => c.notNull())
    .execute();
}
