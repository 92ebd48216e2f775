import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type TemplateRow = Selectable<Database['attestation_templates']>;
export type VersionRow = Selectable<Database['attestation_template_versions']>;
/** The stored form of a version's content (JSON already encoded). */
export type VersionContent = Omit<
  Database['attestation_template_versions'],
  'id' | 'template_id' | 'version' | 'created_at' | 'created_by_user_id'
>;

/** A template with its current version's content and every version's answer count. */
export interface TemplateRecord {
  readonly template: TemplateRow;
  readonly current: VersionRow;
  readonly versions: readonly { version: number; created_at: string; answer_count: number }[];
}

/**
 * The templates of a brand's setting in their order, with status 'ACTIVE', 'ARCHIVED' or
 * undefined for both (active first), each with its current version and version history.
 */
export async function listTemplates(
  db: Kysely<Database>,
  brandId: number,
  setting: string,
  status: string | undefined,
): Promise<TemplateRecord[]> {
  let query = db
    .selectFrom('attestation_templates')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('setting', '=', setting);
  if (status !== undefined) query = query.where('status', '=', status);
  const templates = await query.orderBy('status').orderBy('sort_order').orderBy('id').execute();
  return withVersions(db, templates);
}

/** One template of the brand's setting, or undefined. */
export async function findTemplate(
  db: Kysely<Database>,
  brandId: number,
  setting: string,
  id: number,
): Promise<TemplateRecord | undefined> {
  const template = await db
    .selectFrom('attestation_templates')
    .selectAll()
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .where('setting', '=', setting)
    .executeTakeFirst();
  if (!template) return undefined;
  return (await withVersions(db, [template]))[0];
}

async function withVersions(
  db: Kysely<Database>,
  templates: readonly TemplateRow[],
): Promise<TemplateRecord[]> {
  if (templates.length === 0) return [];
  const versions = await db
    .selectFrom('attestation_template_versions as v')
    .leftJoin('attestation_answers as a', 'a.version_id', 'v.id')
    .selectAll('v')
    .select((eb) => eb.fn.count<number>('a.id').as('answer_count'))
    .where(
      'v.template_id',
      'in',
      templates.map((template) => template.id),
    )
    .groupBy('v.id')
    .orderBy('v.template_id')
    .orderBy('v.version')
    .execute();
  return templates.map((template) => {
    const own = versions.filter((version) => version.template_id === template.id);
    const current = own.find((version) => version.version === template.current_version);
    if (!current) throw new Error(`Template ${template.id} has no version ${template.current_version}`);
    return {
      template,
      current,
      versions: own.map((version) => ({
        version: version.version,
        created_at: version.created_at,
        answer_count: Number(version.answer_count),
      })),
    };
  });
}

/** Adds a template at the end of the active list with its version 1; answers its id. */
export async function insertTemplate(
  db: Kysely<Database>,
  fields: { brandId: number; setting: string; content: VersionContent; userId: string; now: string },
): Promise<number> {
  const last = await db
    .selectFrom('attestation_templates')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('brand_id', '=', fields.brandId)
    .where('setting', '=', fields.setting)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('attestation_templates')
    .values({
      brand_id: fields.brandId,
      setting: fields.setting,
      status: 'ACTIVE',
      sort_order: Number(last?.max ?? 0) + 1,
      current_version: 1,
      revision: 1,
      created_at: fields.now,
      updated_at: fields.now,
      archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('attestation_template_versions')
    .values({
      ...fields.content,
      template_id: inserted.id,
      version: 1,
      created_at: fields.now,
      created_by_user_id: fields.userId,
    })
    .execute();
  return inserted.id;
}

/**
 * Saves new content over `revision`: a new version when the current one has answers, else the
 * current version in place. Answers false (nothing written) when the revision moved on since.
 */
export async function saveTemplate(
  db: Kysely<Database>,
  record: TemplateRecord,
  fields: { revision: number; content: VersionContent; newVersion: boolean; userId: string; now: string },
): Promise<boolean> {
  const nextVersion = fields.newVersion
    ? record.template.current_version + 1
    : record.template.current_version;
  const moved = await db
    .updateTable('attestation_templates')
    .set({ revision: fields.revision + 1, current_version: nextVersion, updated_at: fields.now })
    .where('id', '=', record.template.id)
    .where('revision', '=', fields.revision)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  if (fields.newVersion) {
    await db
      .insertInto('attestation_template_versions')
      .values({
        ...fields.content,
        template_id: record.template.id,
        version: nextVersion,
        created_at: fields.now,
        created_by_user_id: fields.userId,
      })
      .execute();
  } else {
    await db
      .updateTable('attestation_template_versions')
      .set({ ...fields.content, created_by_user_id: fields.userId })
      .where('id', '=', record.current.id)
      .execute();
  }
  return true;
}

/** Archives a template (its versions and answers stay). */
export async function archiveTemplate(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('attestation_templates')
    .set((eb) => ({
      status: 'ARCHIVED',
      archived_at: now,
      updated_at: now,
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Gives the templates `ids` the sort orders 1, 2, … in that order. */
export async function reorderTemplates(
  db: Kysely<Database>,
  ids: readonly number[],
  now: string,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('attestation_templates')
      .set({ sort_order: index + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
