import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewsRow {
  kind: 'RECOGNITION' | 'ANNOUNCEMENT';
  id: number;
  brand_id: number;
  brand_name: string;
  actor: string;
  recipient: string | null;
  points: number | null;
  message: string;
  created_at: string;
}

/**
 * Recognitions and announcements of the brands under any of `paths`, newest first, and how
 * many there are in all.
 */
export async function newsPage(
  db: Kysely<Database>,
  paths: readonly string[],
  offset: number,
  limit: number,
): Promise<{ rows: NewsRow[]; total: number }> {
  if (paths.length === 0) return { rows: [], total: 0 };
  const inScope = sql.join(
    paths.map((path) => sql`(b.path >= ${path} and b.path < ${`${path}~`})`),
    sql` or `,
  );
  const union = sql`
    select 'RECOGNITION' as kind, r.id, r.brand_id, b.name as brand_name, r.giver_user_id as actor,
      r.recipient_user_id as recipient, r.points, r.message, r.created_at
    from recognitions r join brands b on b.id = r.brand_id where ${inScope}
    union all
    select 'ANNOUNCEMENT', a.id, a.brand_id, b.name, a.author_user_id, null, null, a.message, a.created_at
    from announcements a join brands b on b.id = a.brand_id where ${inScope}`;
  const [rows, total] = await Promise.all([
    sql<NewsRow>`select * from (${union}) as news order by created_at desc, kind, id desc limit ${limit} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*) as n from (${union}) as news`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}
