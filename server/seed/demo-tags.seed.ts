import type { Kysely } from 'kysely';
import { foldTagName } from '../../src-domain/index';
import type { Database } from '../db/schema';
import { ensureStatusTags } from '../gateway/tags/tags.repository';
import type { DemoBrands } from './demo-brands.seed';

export interface DemoTagsInput {
  readonly ownerId: string;
  readonly managerId: string;
  readonly candidateId: string;
  /** pooled@: a candidate of its own for the opt-out e2e test (nobody else reads their pools). */
  readonly pooledId: string;
}

type TagSpec = readonly [
  brandId: number,
  name: string,
  mode: string,
  extra?: { position?: string; owner?: string },
];

/**
 * Tags, talent pools and feedback of the demo (README "Demo accounts", issue #14): the pipeline
 * stages of both enterprises; Harbor-wide pools, a Harbor Grill pool, a Portland Downtown pool
 * and position tag, and a private tag of manager@; applicants in those pools with thumbs from
 * owner@ and manager@; Devon Tran opted out of talent pools; pooled@ (Parker Pool) applied for
 * line cook at Harbor Grill Seattle Airport and sits in two pools.
 */
export async function seedDemoTags(
  db: Kysely<Database>,
  brands: DemoBrands,
  input: DemoTagsInput,
): Promise<void> {
  const now = new Date().toISOString();
  await ensureStatusTags(db, brands.harbor.id, now);
  await ensureStatusTags(db, brands.sunset.id, now);
  const downtown = brands.grillLocations[0];
  if (!downtown) throw new Error('demo location missing');
  const serverPosition = await db
    .selectFrom('positions')
    .select('id')
    .where('brand_id', '=', downtown.id)
    .where('title', '=', 'Server')
    .executeTakeFirstOrThrow();
  const specs: readonly TagSpec[] = [
    [brands.harbor.id, 'Weekend availability', 'GLOBAL'],
    [brands.harbor.id, 'Bilingual', 'GLOBAL'],
    [brands.harbor.id, 'Rehire eligible', 'GLOBAL'],
    [brands.grill.id, 'Patio team', 'GLOBAL'],
    [downtown.id, 'Downtown pool', 'GLOBAL'],
    [downtown.id, 'Wine knowledge', 'POSITION', { position: 'Server' }],
    [downtown.id, 'Call back Monday', 'PRIVATE', { owner: input.managerId }],
  ];
  await seedPooledApplication(db, brands, input.pooledId);
  const order = new Map<string, number>();
  const tagIds = new Map<string, number>();
  for (const [brandId, name, mode, extra] of specs) {
    const key = `${brandId}:${mode}`;
    const sortOrder = order.get(key) ?? 0;
    order.set(key, sortOrder + 1);
    const positionId = extra?.position ? serverPosition.id : null;
    const owner = extra?.owner ?? null;
    const row = await db
      .insertInto('tags')
      .values({
        brand_id: brandId,
        name,
        name_folded: foldTagName(name),
        mode,
        scope: positionId !== null ? `position:${positionId}` : owner !== null ? `user:${owner}` : '',
        position_id: positionId,
        owner_user_id: owner,
        status: null,
        sort_order: sortOrder,
        created_by_user_id: owner ?? input.ownerId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.set(name, row.id);
  }
  const applicant = async (email: string) =>
    (await db.selectFrom('identity_users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const avery = await applicant('avery.applicant@demo.brigade.test');
  const blake = await applicant('blake.applicant@demo.brigade.test');
  const carmen = await applicant('carmen.applicant@demo.brigade.test');
  const devon = await applicant('devon.applicant@demo.brigade.test');
  const emery = await applicant('emery.applicant@demo.brigade.test');
  const tag = (name: string) => {
    const id = tagIds.get(name);
    if (id === undefined) throw new Error(`demo tag ${name} missing`);
    return id;
  };
  const assignments: readonly (readonly [string, string, string])[] = [
    [avery, 'Bilingual', input.ownerId],
    [avery, 'Weekend availability', input.ownerId],
    [blake, 'Downtown pool', input.managerId],
    [blake, 'Wine knowledge', input.managerId],
    [carmen, 'Rehire eligible', input.ownerId],
    [carmen, 'Bilingual', input.ownerId],
    [emery, 'Weekend availability', input.ownerId],
    [input.candidateId, 'Patio team', input.ownerId],
    [input.candidateId, 'Call back Monday', input.managerId],
    [input.pooledId, 'Patio team', input.ownerId],
    [input.pooledId, 'Weekend availability', input.ownerId],
  ];
  await db
    .insertInto('candidate_tags')
    .values(
      assignments.map(([candidate, name, by]) => ({
        tag_id: tag(name),
        candidate_user_id: candidate,
        assigned_by_user_id: by,
        assigned_at: now,
      })),
    )
    .execute();
  const feedback: readonly (readonly [string, string, string, string, string])[] = [
    [avery, 'Bilingual', input.ownerId, 'UP', 'Fluent in Spanish and English; great with guests.'],
    [blake, 'Downtown pool', input.managerId, 'DOWN', 'Only free in the evenings for now.'],
    [carmen, 'Rehire eligible', input.ownerId, 'UP', 'Worked two summers with us, reliable.'],
    [input.candidateId, 'Patio team', input.managerId, 'UP', 'Strong first call, keen on the patio.'],
  ];
  await db
    .insertInto('tag_feedback')
    .values(
      feedback.map(([candidate, name, author, thumb, note]) => ({
        tag_id: tag(name),
        candidate_user_id: candidate,
        author_user_id: author,
        thump_type: thumb,
        note,
        updated_at: now,
      })),
    )
    .execute();
  await db.insertInto('talent_pool_opt_outs').values({ user_id: devon, opted_out_at: now }).execute();
}

/**
 * pooled@'s one application (APPLIED, no messages) for line cook at Harbor Grill Seattle Airport,
 * a position and location that already have an application, so the hiring report keeps its rows.
 */
async function seedPooledApplication(db: Kysely<Database>, brands: DemoBrands, pooledId: string) {
  const airport = brands.grillLocations[3];
  if (!airport) throw new Error('demo location missing');
  const lineCook = await db
    .selectFrom('positions')
    .select('id')
    .where('brand_id', '=', airport.id)
    .where('title', '=', 'Line Cook')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applications')
    .values({
      position_id: lineCook.id,
      candidate_user_id: pooledId,
      status: 'APPLIED',
      archived: 0,
      created_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    })
    .execute();
}
