import { sql } from 'kysely';
import { isPostgres } from '../../../../server/db/dialect';
import type { Database } from '../../../../server/db/schema';
import { makeDueNow } from '../../../../server/jobs/jobs-clock';
import {
  DIGEST_WINDOW_MS,
  excerptOf,
  managersOfApplication,
  noteThreadEvent,
  THREAD_DIGEST_JOB,
} from '../../../../server/gateway/notifications/thread-digest';
import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { applicationOf } from '../messaging/messaging.harness';
import { sendMessage, setPreferences } from '../sms/sms.harness';

/**
 * Batched notification mails (issue #35): a thread's events for one person within 15 minutes make
 * one mail, sent at the window's end (the dev clock makes it due now); a later event opens another
 * window; a person who turned mail off gets none; a rolled-back write notes and queues nothing.
 */
let server: TestServer;
let candidate: Session;
let manager: Session;
let thread: number;
const CANDIDATE = 'candidate@demo.brigade.test';
const MANAGER = 'manager@demo.brigade.test';

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, manager] = await Promise.all([signIn(server, CANDIDATE), signIn(server, MANAGER)]);
  thread = await applicationOf(server.db, CANDIDATE, 'Server', 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

/** The batched notices mailed to `email` (English subjects "News about …"). */
async function digestsTo(email: string) {
  await waitForJobs(server.db);
  return server.db
    .selectFrom('outbox')
    .select(['subject', 'body', 'html', 'language'])
    .where('recipient', '=', email)
    .where('subject', 'like', 'News about %')
    .orderBy('id')
    .execute();
}

/** Digest jobs waiting (SQLite table `jobs`, graphile-worker's on PostgreSQL). */
async function waitingDigestJobs(): Promise<number> {
  const db = server.db;
  if (isPostgres<Database>(db)) {
    const result = await sql<{ n: number }>`select count(*) as n from graphile_worker.jobs
      where task_identifier = ${THREAD_DIGEST_JOB}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name', '=', THREAD_DIGEST_JOB)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends every open window now, as the dev clock (POST /dev/jobs/run-due) does, and runs the jobs. */
async function endWindows(): Promise<void> {
  await waitForJobs(server.db);
  await makeDueNow(server.db, new Date(Date.now() + DIGEST_WINDOW_MS + 60_000));
  await waitForJobs(server.db);
}

it('mails three messages within 15 minutes once, at the end of the window, naming the latest', async () => {
  const before = (await digestsTo(CANDIDATE)).length;
  await sendMessage(server, manager, thread, 'First note');
  await sendMessage(server, manager, thread, 'Second note');
  await sendMessage(server, manager, thread, 'Third note: see you Friday');
  // Nothing before the window ends; one job waits for it.
  expect(await digestsTo(CANDIDATE)).toHaveLength(before);
  expect(await waitingDigestJobs()).toBe(1);
  await endWindows();
  const mails = await digestsTo(CANDIDATE);
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.subject).toBe('News about Server at Harbor Grill Portland Downtown');
  expect(mail.body).toContain('New messages: 3.');
  expect(mail.body).toContain('The latest: “Third note: see you Friday”');
  expect(mail.body).toContain(`/dashboard/member/applications/${thread}`);
  expect(mail.html).toContain('Open the conversation');
  // The window closed: running the clock again mails nothing more.
  expect(await waitingDigestJobs()).toBe(0);
  await endWindows();
  expect(await digestsTo(CANDIDATE)).toHaveLength(before + 1);
});

it('mails a second time for a message after the window, with the status change', async () => {
  const before = (await digestsTo(CANDIDATE)).length;
  await sendMessage(server, manager, thread, 'One more thing');
  const moved = await call(server, 'PATCH', `/v1/applications/${thread}`, {
    session: manager,
    body: { status: 'SCREENING' },
  });
  expect(moved.statusCode).toBe(200);
  await endWindows();
  const mails = await digestsTo(CANDIDATE);
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)!.body).toContain('New messages: 1.');
  expect(mails.at(-1)!.body).toContain("The application's status is now: Screening.");
});

it('tells the location’s managers of a candidate’s message, in the manager’s thread page', async () => {
  const managers = await managersOfApplication(server.db, thread);
  expect(managers).toContain(await userIdOf(server.db, MANAGER));
  expect(managers).not.toContain(await userIdOf(server.db, CANDIDATE));
  const before = (await digestsTo(MANAGER)).length;
  await sendMessage(server, candidate, thread, 'Friday works for me');
  await endWindows();
  const mails = await digestsTo(MANAGER);
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)!.body).toContain('“Friday works for me”');
  expect(mails.at(-1)!.body).toContain(`/hiring/applications/${thread}`);
});

it('mails nobody who turned mail off, even when they turn it off inside the window', async () => {
  const before = (await digestsTo(CANDIDATE)).length;
  const off = { email: false, sms: false, in_app: true, phone: null };
  const on = { ...off, email: true };
  expect((await setPreferences(server, candidate, off)).statusCode).toBe(200);
  await sendMessage(server, manager, thread, 'Are you there?');
  await endWindows();
  expect(await digestsTo(CANDIDATE)).toHaveLength(before);
  // Noted while mail was on, turned off before the window ended: no mail either.
  expect((await setPreferences(server, candidate, on)).statusCode).toBe(200);
  await sendMessage(server, manager, thread, 'Hello again');
  expect((await setPreferences(server, candidate, off)).statusCode).toBe(200);
  await endWindows();
  expect(await digestsTo(CANDIDATE)).toHaveLength(before);
  expect((await setPreferences(server, candidate, on)).statusCode).toBe(200);
});

it('notes and queues nothing when the write that causes it rolls back', async () => {
  const candidateId = await userIdOf(server.db, CANDIDATE);
  const rows = () =>
    server.db
      .selectFrom('notification_digests')
      .select(['message_count', 'window_ends_at'])
      .where('user_id', '=', candidateId)
      .where('application_id', '=', thread)
      .executeTakeFirst();
  const before = await rows();
  await expect(
    server.db.transaction().execute(async (trx) => {
      expect(await noteThreadEvent(trx, candidateId, thread, { kind: 'message', body: 'lost' })).toBe(true);
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  expect(await rows()).toEqual(before);
  const outbox = (await digestsTo(CANDIDATE)).length;
  await endWindows();
  expect(await digestsTo(CANDIDATE)).toHaveLength(outbox);
});

it('quotes at most 140 characters of the latest message, white space folded', () => {
  expect(excerptOf('  a\n\n b  ')).toBe('a b');
  const long = excerptOf('x'.repeat(500));
  expect(long).toHaveLength(140);
  expect(long.endsWith('…')).toBe(true);
});
