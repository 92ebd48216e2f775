import { sql } from 'kysely';
import { isPostgres } from '../../../../server/db/dialect';
import type { Database } from '../../../../server/db/schema';
import type { TestServer } from '../../../support/test-server';
import { call, type Session } from '../gateway.harness';

/** Every day, all day: 30-minute slots 10 minutes apart, no notice, two weeks ahead. */
export const ALL_WEEK = {
  weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  length_minutes: 30,
  buffer_minutes: 10,
  horizon_days: 14,
  minimum_notice_hours: 0,
};

export function putAvailability(server: TestServer, session: Session, brand: number, body: unknown) {
  return call(server, 'PUT', `/v1/brands/${brand}/interview_availability`, { session, body });
}

export interface Invited {
  id: number;
  application_id: number;
  state: string;
  booking_url: string;
  token: string;
}

/** Invites the candidate of application `id`; expects 200. */
export async function invite(
  server: TestServer,
  session: Session,
  id: number,
  body: unknown = {},
): Promise<Invited> {
  const response = await call(server, 'POST', `/v1/applications/${id}/interviews`, { session, body });
  if (response.statusCode !== 200) throw new Error(`invite ${id}: ${response.statusCode} ${response.body}`);
  const data = response.json<{ data: Omit<Invited, 'token'> }>().data;
  return { ...data, token: data.booking_url.split('/interview/')[1] ?? '' };
}

/** A call of the public booking routes (no session); `headers`: e.g. the page's Origin. */
export function booking(
  server: TestServer,
  method: 'GET' | 'POST' | 'DELETE',
  token: string,
  tail = '',
  body?: unknown,
  headers?: Record<string, string>,
) {
  return call(server, method, `/v1/interview_bookings/${token}${tail}`, {
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
}

export interface BookingPage {
  interview: {
    id: number;
    state: string;
    starts_at: string | null;
    ends_at: string | null;
    length_minutes: number;
  };
  slots: { starts_at: string; ends_at: string }[];
}

/** The id of the seeded "Server" position at the location `locationId`. */
export async function serverPositionAt(db: TestServer['db'], locationId: number): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select('id')
    .where('brand_id', '=', locationId)
    .where('title', '=', 'Server')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new application of `candidateId` to position `positionId` (status APPLIED). */
export async function newApplication(
  db: TestServer['db'],
  positionId: number,
  candidateId: string,
): Promise<number> {
  const row = await db
    .insertInto('applications')
    .values({
      position_id: positionId,
      candidate_user_id: candidateId,
      status: 'APPLIED',
      archived: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The waiting `interview.notice` job of key `key` (graphile-worker's table on PostgreSQL): run_at and payload. */
export async function waitingJob(
  server: TestServer,
  key: string,
): Promise<{ runAt: Date; payload: { starts_at: string | null } } | undefined> {
  const db = server.db;
  if (isPostgres<Database>(db)) {
    const result = await sql<{ run_at: Date; payload: { starts_at: string | null } }>`
      select run_at, payload from graphile_worker._private_jobs where key = ${key}`.execute(db);
    const row = result.rows[0];
    if (!row) return undefined;
    const payload: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return { runAt: new Date(row.run_at), payload: payload as { starts_at: string | null } };
  }
  const row = await db
    .selectFrom('jobs')
    .select(['run_at', 'payload'])
    .where('job_key', '=', key)
    .executeTakeFirst();
  return row
    ? { runAt: new Date(row.run_at), payload: JSON.parse(row.payload) as { starts_at: string | null } }
    : undefined;
}

/** Polls the outbox until a row to `recipient` matching `where` lands (jobs run after commit). */
export async function outboxRow(
  server: TestServer,
  recipient: string,
  where: (row: {
    subject: string;
    body: string;
    ics: string | null;
    language: string | null;
    delivery_key: string | null;
  }) => boolean,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await server.db
      .selectFrom('outbox')
      .select(['subject', 'body', 'ics', 'language', 'delivery_key'])
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .execute();
    const found = rows.find(where);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no such mail to ${recipient}: ${rows.map((r) => r.subject).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
