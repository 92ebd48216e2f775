import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden } from './gateway.errors';
import { principalOf } from './gateway.route';

/**
 * Passes for a platform administrator (a profile with `is_corporate`, who runs /corporate) and
 * rejects anyone else with 403 `code`: the platform's own pages (the job queue, real users'
 * vitals) serve every brand, so no brand grant opens them.
 */
export async function requirePlatformAdmin(
  db: Kysely<Database>,
  request: FastifyRequest,
  code: string,
  message: string,
): Promise<void> {
  const row = await db
    .selectFrom('user_profiles')
    .select('is_corporate')
    .where('user_id', '=', principalOf(request).sub)
    .executeTakeFirst();
  if (row?.is_corporate !== 1) throw forbidden(code, message);
}
