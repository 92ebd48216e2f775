import { type Generated, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { runPortable } from './portable-sql';

/**
 * Counters of the hiring workspace (issue #13), kept by triggers in the same transaction as the
 * writes they count, whoever writes (routes, seeds):
 * - per application, how many messages each side sent; per reader and application, how many of
 *   each side's messages that reader has read. A reader's unread count of a thread is the other
 *   side's messages minus those they read: one primary-key lookup instead of scanning the thread
 *   (the message board of a 20 000-location enterprise).
 * - per application, when the employer first replied (`first_reply_at`, the first message not
 *   from the candidate) and when it was hired (`hired_at`, set when the status becomes HIRED,
 *   cleared when it leaves HIRED): the hiring dashboards' "time to first reply" and "time to hire".
 */
export interface HiringCountersTables {
  applications: {
    /** Messages the candidate sent. */
    candidate_messages: Generated<number>;
    /** Messages the employer side sent (any employer, or the system: sender null). */
    employer_messages: Generated<number>;
    /** ISO time of the first message not from the candidate; null before it. */
    first_reply_at: string | null;
    /** ISO time the status became HIRED; null while not hired. */
    hired_at: string | null;
  };
  application_read_counts: {
    user_id: string;
    application_id: number;
    /** Of the application's candidate messages, how many this user has read. */
    candidate_read: Generated<number>;
    /** Of the application's employer messages, how many this user has read. */
    employer_read: Generated<number>;
  };
}

/** 1 when message `m` (a row alias or NEW/OLD) is from its application's candidate. */
const FROM_CANDIDATE = (m: string, pg = false) =>
  `coalesce((select ${flag(`${m}.sender_user_id = a.candidate_user_id`, pg)} from applications a where a.id = ${m}.application_id), 0)`;

/** A condition as 1/0: SQLite's booleans are integers already, PostgreSQL's are cast. */
const flag = (condition: string, pg: boolean) => (pg ? `(${condition})::int` : condition);

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await runPortable(db, `alter table applications add column candidate_messages integer not null default 0`);
  await runPortable(db, `alter table applications add column employer_messages integer not null default 0`);
  await runPortable(db, `alter table applications add column first_reply_at text`);
  await runPortable(db, `alter table applications add column hired_at text`);

  await db.schema
    .createTable('application_read_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('candidate_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employer_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('application_read_counts_pk', ['user_id', 'application_id'])
    .execute();

  // Backfill from what is stored.
  await runPortable(
    db,
    `
    update applications set
      candidate_messages = (select count(*) from application_messages m
        where m.application_id = applications.id and m.sender_user_id = applications.candidate_user_id),
      employer_messages = (select count(*) from application_messages m
        where m.application_id = applications.id
          and (m.sender_user_id is null or m.sender_user_id != applications.candidate_user_id)),
      first_reply_at = (select min(m.created_at) from application_messages m
        where m.application_id = applications.id
          and (m.sender_user_id is null or m.sender_user_id != applications.candidate_user_id)),
      hired_at = case when status = 'HIRED' then coalesce(
        (select max(m.created_at) from application_messages m where m.application_id = applications.id),
        created_at) end
  `,
  );
  await runPortable(
    db,
    `
    insert into application_read_counts (user_id, application_id, candidate_read, employer_read)
    select r.user_id, m.application_id,
      sum(case when m.sender_user_id = a.candidate_user_id then 1 else 0 end),
      sum(case when m.sender_user_id = a.candidate_user_id then 0 else 1 end)
    from message_reads r
    join application_messages m on m.id = r.message_id
    join applications a on a.id = m.application_id
    group by r.user_id, m.application_id
  `,
  );

  await runPortable(
    db,
    `create trigger application_messages_count_insert after insert on application_messages begin
        update applications set
          candidate_messages = candidate_messages + (${flag('new.sender_user_id is not null and new.sender_user_id = candidate_user_id', pg)}),
          employer_messages = employer_messages + (${flag('new.sender_user_id is null or new.sender_user_id != candidate_user_id', pg)}),
          first_reply_at = case
            when first_reply_at is null and (new.sender_user_id is null or new.sender_user_id != candidate_user_id)
            then new.created_at else first_reply_at end
        where id = new.application_id;
      end`,
  );
  await runPortable(
    db,
    `create trigger application_messages_count_delete after delete on application_messages begin
        update applications set
          candidate_messages = candidate_messages - (${flag('old.sender_user_id is not null and old.sender_user_id = candidate_user_id', pg)}),
          employer_messages = employer_messages - (${flag('old.sender_user_id is null or old.sender_user_id != candidate_user_id', pg)})
        where id = old.application_id;
      end`,
  );
  await runPortable(
    db,
    `create trigger message_reads_count_insert after insert on message_reads begin
        insert into application_read_counts (user_id, application_id, candidate_read, employer_read)
        select new.user_id, m.application_id, ${FROM_CANDIDATE('m', pg)}, 1 - ${FROM_CANDIDATE('m', pg)}
        from application_messages m where m.id = new.message_id
        on conflict (user_id, application_id) do update set
          candidate_read = candidate_read + excluded.candidate_read,
          employer_read = employer_read + excluded.employer_read;
      end`,
  );
  await runPortable(
    db,
    `create trigger message_reads_count_delete after delete on message_reads begin
        update application_read_counts set
          candidate_read = candidate_read - ${FROM_CANDIDATE('m', pg)},
          employer_read = employer_read - (1 - ${FROM_CANDIDATE('m', pg)})
        from (select * from application_messages where id = old.message_id) m
        where application_read_counts.user_id = old.user_id
          and application_read_counts.application_id = m.application_id;
      end`,
  );
  // A message deleted takes its reads along (cascade); by then the reads' trigger cannot see the
  // message, so its readers' counts are lowered here, before.
  await runPortable(
    db,
    `create trigger application_messages_reads_delete before delete on application_messages begin
        update application_read_counts set
          candidate_read = candidate_read - ${FROM_CANDIDATE('old', pg)},
          employer_read = employer_read - (1 - ${FROM_CANDIDATE('old', pg)})
        where application_id = old.application_id
          and user_id in (select r.user_id from message_reads r where r.message_id = old.id);
      end`,
  );
  await runPortable(
    db,
    `create trigger applications_hired_insert after insert on applications
       when new.status = 'HIRED' and new.hired_at is null begin
        update applications set hired_at = new.created_at where id = new.id;
      end`,
  );
  await runPortable(
    db,
    `create trigger applications_hired_update after update of status on applications
       when new.status is not old.status begin
        update applications set hired_at = case when new.status = 'HIRED' then ${NOW} end where id = new.id;
      end`,
  );

  // The message board groups every application of a subtree by position and status with its
  // unread count: this index covers the scan (no table row read per application).
  await db.schema
    .createIndex('applications_archived_position_status')
    .on('applications')
    .columns(['archived', 'position_id', 'status', 'candidate_messages', 'employer_messages'])
    .execute();
}
