import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the application view shows of one application: the position and its brand, the
 * candidate's name, contact and photo, and the résumés' names (their bytes go through signed
 * links). Undefined when the application does not exist; access is checked by the caller.
 */
export async function applicationDetail(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .leftJoin('user_profiles as up', 'up.user_id', 'a.candidate_user_id')
    .leftJoin('career_applications as c', 'c.application_id', 'a.id')
    .select([
      'a.id',
      'a.status',
      'a.archived',
      'a.created_at',
      'p.id as position_id',
      'p.title',
      'p.category',
      'b.id as brand_id',
      'b.name as brand_name',
      'u.id as candidate_id',
      'u.email',
      'up.first_name',
      'up.last_name',
      'up.phone',
      'up.profile_photo_uuid',
      'up.profile_photo_path',
      'c.source',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const resumes = await db
    .selectFrom('application_resumes')
    .select(['id', 'original_name', 'content_type', 'size_bytes'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...row, resumes };
}
