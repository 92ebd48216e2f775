import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertApplicants } from './applicants.seed';

const STATUSES = ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED'] as const;
const CHUNK = 500;
/** Applicants per location: each applies to about ten locations. */
const LOCATIONS_PER_APPLICANT = 10;

export interface LargeHiringResult {
  readonly applications: number;
  readonly messages: number;
}

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/**
 * The hiring data of the large seed, in the demo's proportions and a little heavier: a Server
 * position and one application per location, three messages per thread (employer, candidate,
 * employer). The candidate read the first employer message; the owner read the candidate's
 * message on every other thread; one thread in twelve is archived. Deterministic.
 */
export async function seedLargeHiring(
  db: Kysely<Database>,
  locationIds: readonly number[],
  ownerId: string,
): Promise<LargeHiringResult> {
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const applicantCount = Math.max(1, Math.ceil(locationIds.length / LOCATIONS_PER_APPLICANT));
  const applicants = await insertApplicants(
    db,
    Array.from({ length: applicantCount }, (_, index) => ({
      email: `large-applicant-${index + 1}@demo.brigade.test`,
      firstName: `Applicant${index + 1}`,
      lastName: 'Atlas',
    })),
  );
  const positionIds: number[] = [];
  await inChunks(locationIds, async (chunk) => {
    const rows = await db
      .insertInto('positions')
      .values(
        chunk.map((brandId) => ({
          brand_id: brandId,
          title: 'Server',
          category: 'FOH',
          level: 'ENTRY',
          is_template: 0,
          archived: 0,
          created_at: iso(0),
        })),
      )
      .returning('id')
      .execute();
    positionIds.push(...rows.map((row) => row.id));
  });
  const threads: { id: number; candidate: string; index: number }[] = [];
  await inChunks(
    positionIds.map((positionId, index) => ({ positionId, index })),
    async (chunk) => {
      const rows = await db
        .insertInto('applications')
        .values(
          chunk.map(({ positionId, index }) => ({
            position_id: positionId,
            candidate_user_id: applicants[index % applicants.length]!,
            status: STATUSES[index % STATUSES.length]!,
            archived: index % 12 === 11 ? 1 : 0,
            created_at: iso(index),
          })),
        )
        .returning(['id', 'candidate_user_id'])
        .execute();
      rows.forEach((row, offset) =>
        threads.push({ id: row.id, candidate: row.candidate_user_id, index: chunk[offset]!.index }),
      );
    },
  );
  let messages = 0;
  await inChunks(threads, async (chunk) => {
    const values = chunk.flatMap((thread) =>
      (
        [
          [ownerId, 'Thanks for applying! When could you come in for a chat?', 30],
          [thread.candidate, 'Any weekday afternoon works for me.', 20],
          [ownerId, 'Great, we will send you a time.', 10],
        ] as const
      ).map(([sender, body, minutesAgo]) => ({
        application_id: thread.id,
        sender_user_id: sender,
        message_body: body,
        files_json: '[]',
        is_read: 0,
        created_at: iso(thread.index + minutesAgo),
      })),
    );
    const ids = (await db.insertInto('application_messages').values(values).returning('id').execute()).map(
      (row) => row.id,
    );
    messages += ids.length;
    const reads = chunk.flatMap((thread, offset) => {
      const [first, second, third] = [ids[offset * 3]!, ids[offset * 3 + 1]!, ids[offset * 3 + 2]!];
      return [
        { message_id: first, user_id: ownerId, read_at: iso(0) },
        { message_id: first, user_id: thread.candidate, read_at: iso(0) },
        { message_id: second, user_id: thread.candidate, read_at: iso(0) },
        { message_id: third, user_id: ownerId, read_at: iso(0) },
        ...(thread.index % 2 === 0 ? [{ message_id: second, user_id: ownerId, read_at: iso(0) }] : []),
      ];
    });
    await inChunks(reads, async (part) => {
      await db
        .insertInto('message_reads')
        .values([...part])
        .execute();
    });
  });
  return { applications: threads.length, messages };
}
