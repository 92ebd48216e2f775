import type { Kysely, Selectable } from 'kysely';
import { wantedCampaignStatus } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import { pathIds } from '../brands/brands.repository';

export const INDEED_POSTING_JOB = 'indeed.posting';
/** Runs of a posting job before it is dead-lettered (backoff e^n s: about 25 minutes in all). */
export const INDEED_POSTING_MAX_ATTEMPTS = 7;

export type IndeedPostingRow = Selectable<Database['indeed_postings']>;

/** The posting job's key: one waiting sync per position (a later write replaces it). */
export const postingJobKey = (positionId: number) => `indeed-posting:${positionId}`;

/**
 * The brand whose provider connection a brand at `path` posts through: the brand itself or the
 * nearest one above it that is connected; undefined when none is.
 */
export async function connectedBrandOf(db: Kysely<Database>, path: string): Promise<number | undefined> {
  const ids = pathIds(path);
  if (ids.length === 0) return undefined;
  const rows = await db
    .selectFrom('indeed_connections')
    .select('brand_id')
    .where('brand_id', 'in', ids)
    .execute();
  const connected = new Set(rows.map((row) => Number(row.brand_id)));
  return [...ids].reverse().find((id) => connected.has(id));
}

export function findIndeedPosting(
  db: Kysely<Database>,
  positionId: number,
): Promise<IndeedPostingRow | undefined> {
  return db
    .selectFrom('indeed_postings')
    .selectAll()
    .where('position_id', '=', positionId)
    .executeTakeFirst();
}

/**
 * Queues the provider sync of position `positionId` in `trx`, the transaction of the write that
 * changed it (a rollback queues nothing), when it has a posting already, or it is OPEN and its
 * location or a brand above it is connected; marks the posting PENDING. Resolves with whether a
 * sync was queued.
 */
export async function queuePostingSync(trx: Kysely<Database>, positionId: number): Promise<boolean> {
  const position = await trx
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.status', 'p.archived', 'b.path'])
    .where('p.id', '=', positionId)
    .executeTakeFirst();
  if (!position) return false;
  const existing = await findIndeedPosting(trx, positionId);
  const now = new Date().toISOString();
  if (existing) {
    await trx
      .updateTable('indeed_postings')
      .set({ status: 'PENDING', updated_at: now })
      .where('position_id', '=', positionId)
      .execute();
  } else {
    const wanted = wantedCampaignStatus({
      status: position.status ?? '',
      archived: position.archived === 1,
    });
    if (wanted !== 'ACTIVE') return false;
    const brandId = await connectedBrandOf(trx, position.path);
    if (brandId === undefined) return false;
    await trx
      .insertInto('indeed_postings')
      .values({
        position_id: positionId,
        brand_id: brandId,
        employer: null,
        campaign_id: null,
        status: 'PENDING',
        last_error: null,
        updated_at: now,
      })
      .execute();
  }
  await enqueue(
    trx,
    INDEED_POSTING_JOB,
    { position_id: positionId },
    { jobKey: postingJobKey(positionId), maxAttempts: INDEED_POSTING_MAX_ATTEMPTS },
  );
  return true;
}

/** Records the outcome of a provider call. */
export async function recordPosting(
  db: Kysely<Database>,
  positionId: number,
  change: Partial<Pick<IndeedPostingRow, 'employer' | 'campaign_id' | 'status' | 'last_error'>>,
): Promise<void> {
  await db
    .updateTable('indeed_postings')
    .set({ ...change, updated_at: new Date().toISOString() })
    .where('position_id', '=', positionId)
    .execute();
}

export async function forgetPosting(db: Kysely<Database>, positionId: number): Promise<void> {
  await db.deleteFrom('indeed_postings').where('position_id', '=', positionId).execute();
}
