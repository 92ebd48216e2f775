import type { Generated, Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * The language of a text-to-apply conversation (issue #38): its texts are sent in it. Chosen
 * when it starts (text-to-apply-language.rules.ts: a tag after the code, else the number's
 * country, else English); conversations from before read as English.
 */
export interface TextToApplyLanguageTables {
  sms_apply_conversations: {
    /** One of the eight languages (en, es, fr, de, ru, pl, tr, ar). */
    language: Generated<string>;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runPortable(db, `alter table sms_apply_conversations add column language text not null default 'en'`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runPortable(db, `alter table sms_apply_conversations drop column language`);
}
