import { sql, type Generated, type Kysely } from 'kysely';

/**
 * The hiring workspace (issue #13): who has read which message (per user, so two managers of
 * one brand each keep their own unread count), files attached to messages, candidates' resumes
 * and the approvals to recruit (ATR) of positions. Stored files live under DATA_DIR with
 * random hashed names; rows hold the name, never a public path.
 */
export interface HiringWorkspaceTables {
  message_reads: {
    message_id: number;
    user_id: string;
    read_at: string;
  };
  message_files: {
    id: Generated<number>;
    message_id: number;
    /** Hex SHA-256 of a random secret: the file's name under DATA_DIR/uploads/messages. */
    stored_name: string;
    /** The name the sender gave (shown, never used as a path). */
    original_name: string;
    /** Decided from the file's first bytes, not from what the sender claimed. */
    content_type: string;
    size_bytes: number;
    created_at: string;
  };
  application_resumes: {
    id: Generated<number>;
    application_id: number;
    stored_name: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    created_at: string;
  };
  position_atrs: {
    id: Generated<number>;
    position_id: number;
    /** 'PENDING' | 'APPROVED' | 'REJECTED' | 'FILLED' */
    status: string;
    headcount: number;
    reason: string;
    requested_by_user_id: string | null;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_reads')
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('application_messages.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('message_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('application_messages.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_files_message').on('message_files').column('message_id').execute();

  await db.schema
    .createTable('application_resumes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_resumes_application')
    .on('application_resumes')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('position_atrs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('position_atrs_position').on('position_atrs').column('position_id').execute();

  // The inbox: applications of a set of positions, newest first; the unread counts: a thread's
  // messages by sender, then the reader's row in message_reads (its primary key).
  await db.schema
    .createIndex('applications_position_created')
    .on('applications')
    .columns(['position_id', 'archived', 'created_at'])
    .execute();
  // The first pages of a wide subtree (an enterprise): walk applications newest first and stop
  // after the page, instead of sorting every application of the subtree.
  await db.schema
    .createIndex('applications_archived_created')
    .on('applications')
    .columns(['archived', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('application_messages_application_sender')
    .on('application_messages')
    .columns(['application_id', 'sender_user_id'])
    .execute();

  // The single is_read flag becomes per-user reads: a read message from the employer was read
  // by its candidate. Which employer read a candidate's message was never recorded, so those
  // stay unread for every employer: a count too high is safer than a message nobody sees.
  await sql`
    insert into message_reads (message_id, user_id, read_at)
    select m.id, a.candidate_user_id, m.created_at
    from application_messages m join applications a on a.id = m.application_id
    where m.is_read = 1 and (m.sender_user_id is null or m.sender_user_id != a.candidate_user_id)
  `.execute(db);
}
