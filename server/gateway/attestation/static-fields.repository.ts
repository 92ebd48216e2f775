import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The static texts of a brand's setting, in kind order then id. */
export function listStaticFields(db: Kysely<Database>, brandId: number, setting: string) {
  return db
    .selectFrom('attestation_static_fields')
    .select(['id', 'kind', 'text_json'])
    .where('brand_id', '=', brandId)
    .where('setting', '=', setting)
    .orderBy('kind')
    .orderBy('id')
    .execute();
}

export function findStaticField(db: Kysely<Database>, brandId: number, setting: string, id: number) {
  return db
    .selectFrom('attestation_static_fields')
    .select(['id', 'kind', 'text_json'])
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .where('setting', '=', setting)
    .executeTakeFirst();
}

export function findStaticFieldOfKind(db: Kysely<Database>, brandId: number, setting: string, kind: string) {
  return db
    .selectFrom('attestation_static_fields')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('setting', '=', setting)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function insertStaticField(
  db: Kysely<Database>,
  fields: { brandId: number; setting: string; kind: string; textJson: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('attestation_static_fields')
    .values({
      brand_id: fields.brandId,
      setting: fields.setting,
      kind: fields.kind,
      text_json: fields.textJson,
      created_at: fields.now,
      updated_at: fields.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaticField(db: Kysely<Database>, id: number, textJson: string, now: string) {
  await db
    .updateTable('attestation_static_fields')
    .set({ text_json: textJson, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteStaticField(db: Kysely<Database>, id: number) {
  await db.deleteFrom('attestation_static_fields').where('id', '=', id).execute();
}
