import type { Kysely } from 'kysely';

/**
 * The outbox keeps what a mail was (issue #35, server/mail): its HTML part (null for an SMS and for
 * rows written before) and the language it was rendered in (null before).
 */
export interface MailPartsTables {
  outbox: {
    html: string | null;
    language: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('language', 'text').execute();
}
