import { DIGEST_WINDOW_MS } from '../../../../server/gateway/notifications/thread-digest';
import { makeDueNow } from '../../../../server/jobs/jobs-clock';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { loadLinkKey } from '../../../../server/gateway/messaging/link-key.store';
import { InterviewLinks } from '../../../../server/gateway/interviews/interview-links';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import {
  ALL_WEEK,
  booking,
  invite,
  newApplication,
  outboxRow,
  putAvailability,
  waitingJob,
  type BookingPage,
  serverPositionAt,
} from './interviews.harness';

/**
 * Interviews (issue #35) against the real server: availability rules and access, invitations
 * (thread message, notice), signed links, slots, booking (application status, reminders, ICS),
 * reschedule, cancel, DONE / NO_SHOW, and the dev clock sending the 24 h reminder.
 * One file over 400 lines because the steps share one invitation's life (invite, book,
 * reschedule, cancel) on one seeded server.
 */
let server: TestServer;
let manager: Session;
let candidate: Session;
let location: number;
let position: number;
let candidateId: string;
const CANDIDATE = 'candidate@demo.brigade.test';
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, candidate] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, CANDIDATE),
  ]);
  location = await brandId(server.db, 'Harbor Grill Portland Downtown');
  position = await serverPositionAt(server.db, location);
  candidateId = await userIdOf(server.db, CANDIDATE);
  expect((await putAvailability(server, manager, location, ALL_WEEK)).statusCode).toBe(200);
});
afterAll(() => server.close());

const page = async (token: string) => {
  const response = await booking(server, 'GET', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: BookingPage }>().data;
};
/** The first free slot starting at least `hours` from now. */
const slotAfter = async (token: string, hours: number) => {
  const slot = (await page(token)).slots.find((s) => Date.parse(s.starts_at) > Date.now() + hours * HOUR);
  if (!slot) throw new Error('no slot that far ahead');
  return slot;
};
const freshInvite = async () =>
  invite(server, manager, await newApplication(server.db, position, candidateId));

describe('availability', () => {
  it('answers the location’s hours and zone to a manager who hires there', async () => {
    const response = await call(server, 'GET', `/v1/brands/${location}/interview_availability`, {
      session: manager,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.time_zone).toBe('America/Los_Angeles');
    expect(data.availability).toMatchObject({ position_id: null, length_minutes: 30, buffer_minutes: 10 });
  });

  it.each([
    [{ weekly_hours: [{ weekday: 8, start: '10:00', end: '12:00' }] }, 'weekly_hours[0].weekday'],
    [{ weekly_hours: [{ weekday: 1, start: '10:00', end: '25:00' }] }, 'weekly_hours[0].end'],
    [{ weekly_hours: [{ weekday: 1, start: '12:00', end: '10:00' }] }, 'weekly_hours[0].end'],
    [
      {
        weekly_hours: [
          { weekday: 2, start: '10:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '13:00' },
        ],
      },
      'weekly_hours[1].start',
    ],
    [{ length_minutes: 5 }, 'length_minutes'],
    [{ horizon_days: 61 }, 'horizon_days'],
  ])(
    'refuses %j with 400 INTERVIEWS.AVAILABILITY_INVALID naming %s, and writes nothing',
    async (change, field) => {
      const before = await server.db.selectFrom('interview_availability').selectAll().execute();
      const response = await putAvailability(server, manager, location, { ...ALL_WEEK, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'INTERVIEWS.AVAILABILITY_INVALID' },
        data: { field },
      });
      expect(response.json().error.message).toContain(field);
      expect(await server.db.selectFrom('interview_availability').selectAll().execute()).toEqual(before);
    },
  );

  it('refuses a brand that is not a location', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const grill = await brandId(server.db, 'Harbor Grill');
    const response = await putAvailability(server, owner, grill, ALL_WEEK);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INTERVIEWS.NOT_A_LOCATION');
  });
});

describe('position hours', () => {
  const read = (positionId?: number) =>
    call(
      server,
      'GET',
      `/v1/brands/${location}/interview_availability${positionId ? `?position_id=${positionId}` : ''}`,
      { session: manager },
    );

  it('sets a position’s own hours, answers the location’s beside them, and removes them again', async () => {
    const before = (await read(position)).json().data;
    expect(before.availability).toBeNull();
    expect(before.location_availability).toMatchObject({ position_id: null, length_minutes: 30 });
    expect(before.positions).toContainEqual({ id: position, title: 'Server', own_hours: false });

    const own = { ...ALL_WEEK, position_id: position, length_minutes: 45 };
    expect((await putAvailability(server, manager, location, own)).statusCode).toBe(200);
    const after = (await read(position)).json().data;
    expect(after.availability).toMatchObject({ position_id: position, length_minutes: 45 });
    expect(after.location_availability).toMatchObject({ position_id: null, length_minutes: 30 });
    expect(after.positions).toContainEqual({ id: position, title: 'Server', own_hours: true });

    const removed = await call(
      server,
      'DELETE',
      `/v1/brands/${location}/interview_availability/positions/${position}`,
      { session: manager },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ removed: true });
    expect((await read(position)).json().data.availability).toBeNull();
    // The location's own hours are untouched.
    expect((await read()).json().data.availability).toMatchObject({ position_id: null, length_minutes: 30 });
    const again = await call(
      server,
      'DELETE',
      `/v1/brands/${location}/interview_availability/positions/${position}`,
      { session: manager },
    );
    expect(again.json().data).toEqual({ removed: false });
  });

  it('refuses to remove the hours of a position of another location, or for a manager outside', async () => {
    const other = await brandId(server.db, 'Harbor Grill Seattle Airport');
    const foreign = await server.db
      .selectFrom('positions')
      .select('id')
      .where('brand_id', '=', other)
      .executeTakeFirstOrThrow();
    const elsewhere = await call(
      server,
      'DELETE',
      `/v1/brands/${location}/interview_availability/positions/${foreign.id}`,
      { session: manager },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('INTERVIEWS.POSITION_NOT_HERE');
    const outside = await signIn(server, 'manager2@demo.brigade.test');
    const refused = await call(
      server,
      'DELETE',
      `/v1/brands/${location}/interview_availability/positions/${position}`,
      { session: outside },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('access', () => {
  it('refuses a manager outside the subtree (403) and one without SOURCE_HIRE there', async () => {
    const outside = await signIn(server, 'manager2@demo.brigade.test');
    const read = await call(server, 'GET', `/v1/brands/${location}/interview_availability`, {
      session: outside,
    });
    expect(read.statusCode).toBe(403);
    const put = await putAvailability(server, outside, location, ALL_WEEK);
    expect(put.statusCode).toBe(403);
    const scheduler = await signIn(server, 'scheduler@demo.brigade.test');
    const noHire = await call(
      server,
      'GET',
      `/v1/brands/${location}/interviews?from=2026-01-01&to=2026-01-07`,
      {
        session: scheduler,
      },
    );
    expect(noHire.statusCode).toBe(403);
    expect(noHire.json().error.code).toBe('INTERVIEWS.FORBIDDEN');
    const application = await newApplication(server.db, position, candidateId);
    const foreign = await call(server, 'POST', `/v1/applications/${application}/interviews`, {
      session: outside,
      body: {},
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the candidate read their interview but not invite, and hides it from another candidate', async () => {
    const application = await newApplication(server.db, position, candidateId);
    const own = await call(server, 'POST', `/v1/applications/${application}/interviews`, {
      session: candidate,
      body: {},
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('INTERVIEWS.EMPLOYER_ONLY');
    await invite(server, manager, application);
    const mine = await call(server, 'GET', `/v1/applications/${application}/interview`, {
      session: candidate,
    });
    expect(mine.json().data.interview.state).toBe('INVITED');
    const seeker = await signIn(server, 'seeker@demo.brigade.test');
    const theirs = await call(server, 'GET', `/v1/applications/${application}/interview`, {
      session: seeker,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the candidate’s own interview', () => {
  const mine = (session: Session, application: number) =>
    call(server, 'GET', `/v1/candidate_applications/${application}/interview`, { session });

  it('answers the candidate where, when and the booking path; null before an invitation', async () => {
    const application = await newApplication(server.db, position, candidateId);
    expect((await mine(candidate, application)).json().data).toEqual({ interview: null });
    const invited = await invite(server, manager, application);
    const waiting = (await mine(candidate, application)).json().data.interview;
    expect(waiting).toMatchObject({
      id: invited.id,
      state: 'INVITED',
      starts_at: null,
      position_title: 'Server',
      location: { name: 'Harbor Grill Portland Downtown', time_zone: 'America/Los_Angeles' },
      booking_path: `/interview/${invited.token}`,
    });
    const slot = await slotAfter(invited.token, 30);
    expect(
      (await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at })).statusCode,
    ).toBe(200);
    const booked = (await mine(candidate, application)).json().data.interview;
    expect(booked).toMatchObject({ state: 'BOOKED', starts_at: slot.starts_at, ends_at: slot.ends_at });
    expect(booked.booking_path).toBe(`/interview/${invited.token}`);
    const cancelled = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'CANCELLED' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await mine(candidate, application)).json().data.interview).toMatchObject({
      state: 'CANCELLED',
      booking_path: null,
    });
  });

  it('answers 404 to another candidate, to the employer and for an unknown application', async () => {
    const application = await newApplication(server.db, position, candidateId);
    await invite(server, manager, application);
    const seeker = await signIn(server, 'seeker@demo.brigade.test');
    for (const session of [seeker, manager]) {
      const response = await mine(session, application);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('MESSAGING.APPLICATION_NOT_FOUND');
    }
    expect((await mine(candidate, 999_999)).statusCode).toBe(404);
  });
});

describe('invitation', () => {
  it('writes the link into the thread, notifies the candidate, and refuses a second open interview', async () => {
    const application = await newApplication(server.db, position, candidateId);
    const invited = await invite(server, manager, application, { note: 'Looking forward to it' });
    expect(invited.state).toBe('INVITED');
    expect(invited.booking_url).toMatch(/^http:\/\/[^/]+\/interview\/[\w-]+\.[\w-]+$/);
    const messages = await server.db
      .selectFrom('application_messages')
      .select('message_body')
      .where('application_id', '=', application)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message_body).toContain('Looking forward to it');
    expect(messages[0]!.message_body).toContain(invited.booking_url);
    // Mailed in the thread's batched notice, at the end of its 15-minute window (the dev clock).
    await waitForJobs(server.db);
    await makeDueNow(server.db, new Date(Date.now() + DIGEST_WINDOW_MS + 60_000));
    const mail = await outboxRow(server, CANDIDATE, (row) => row.body.includes(invited.booking_url));
    expect(mail.subject).toMatch(/^News about /);
    expect(mail.body).toContain('You are invited to an interview');
    const again = await call(server, 'POST', `/v1/applications/${application}/interviews`, {
      session: manager,
      body: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INTERVIEWS.ALREADY_OPEN');
  });
});

describe('links', () => {
  it('answers a forged, an expired and an unknown link with the same 404', async () => {
    const invited = await freshInvite();
    const [body, signature] = invited.token.split('.') as [string, string];
    const forged = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const links = new InterviewLinks(loadLinkKey(server.config.dataDir));
    const expired = links.token(invited.id, Date.now() - 1000);
    const unknown = links.token(9_999_999, Date.now() + HOUR);
    for (const token of [forged, expired, unknown, 'nonsense']) {
      const response = await booking(server, 'GET', token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('INTERVIEWS.LINK_INVALID');
    }
    expect((await booking(server, 'GET', invited.token)).statusCode).toBe(200);
  });
});

describe('booking', () => {
  it('books: status INTERVIEW, reminders 24 h and 2 h before, a confirmation with its ICS', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    const booked = await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data.interview).toMatchObject({ state: 'BOOKED', starts_at: slot.starts_at });
    const application = await server.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', invited.application_id)
      .executeTakeFirst();
    expect(application?.status).toBe('INTERVIEW');
    const start = Date.parse(slot.starts_at);
    expect((await waitingJob(server, `interview:${invited.id}:24h`))?.runAt.getTime()).toBe(
      start - 24 * HOUR,
    );
    expect((await waitingJob(server, `interview:${invited.id}:2h`))?.runAt.getTime()).toBe(start - 2 * HOUR);
    const mail = await outboxRow(
      server,
      CANDIDATE,
      (row) => row.ics?.includes(`interview-${invited.id}@`) ?? false,
    );
    expect(mail.subject).toBe('Your interview is booked');
    expect(mail.ics).toContain('METHOD:REQUEST');
    expect(mail.ics).toContain(`DTSTART:${icsTime(slot.starts_at)}`);
    expect(mail.ics).toContain('SEQUENCE:0');
  });

  it('tells the new status INTERVIEW as every status change, in the batched thread mail of both sides', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    await waitForJobs(server.db);
    const booked = await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    expect(booked.statusCode).toBe(200);
    const managerId = await userIdOf(server.db, 'manager@demo.brigade.test');
    const noted = await server.db
      .selectFrom('notification_digests')
      .select(['user_id', 'status', 'window_ends_at'])
      .where('application_id', '=', invited.application_id)
      .execute();
    const statusOf = (userId: string) => noted.find((row) => row.user_id === userId);
    expect(statusOf(candidateId)).toMatchObject({ status: 'INTERVIEW', window_ends_at: expect.any(String) });
    expect(statusOf(managerId)).toMatchObject({ status: 'INTERVIEW', window_ends_at: expect.any(String) });
    // The window ends: the candidate's one mail names the status.
    await waitForJobs(server.db);
    await makeDueNow(server.db, new Date(Date.now() + DIGEST_WINDOW_MS + 60_000));
    await waitForJobs(server.db);
    const mail = await outboxRow(
      server,
      CANDIDATE,
      (row) =>
        row.subject.startsWith('News about') && row.body.includes(`/applications/${invited.application_id}`),
    );
    expect(mail.body).toContain("The application's status is now: Interview.");
  });

  it('never moves an application back: an OFFERED one stays OFFERED when its interview is booked', async () => {
    const application = await newApplication(server.db, position, candidateId);
    await server.db
      .updateTable('applications')
      .set({ status: 'OFFERED' })
      .where('id', '=', application)
      .execute();
    const invited = await invite(server, manager, application);
    const slot = await slotAfter(invited.token, 30);
    expect(
      (await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at })).statusCode,
    ).toBe(200);
    const row = await server.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('OFFERED');
  });

  it('reschedules: the reminders are replaced and the ICS keeps its UID with SEQUENCE bumped', async () => {
    const invited = await freshInvite();
    const first = await slotAfter(invited.token, 30);
    expect(
      (await booking(server, 'POST', invited.token, '/booking', { starts_at: first.starts_at })).statusCode,
    ).toBe(200);
    const second = await slotAfter(invited.token, 50);
    const moved = await booking(server, 'POST', invited.token, '/booking', { starts_at: second.starts_at });
    expect(moved.statusCode).toBe(200);
    const reminder = await waitingJob(server, `interview:${invited.id}:24h`);
    expect(reminder?.runAt.getTime()).toBe(Date.parse(second.starts_at) - 24 * HOUR);
    expect(reminder?.payload.starts_at).toBe(second.starts_at);
    const ics = await booking(server, 'GET', invited.token, '/invitation.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:interview-${invited.id}@brigade`);
    expect(ics.body).toContain(`DTSTART:${icsTime(second.starts_at)}`);
    expect(ics.body).toContain('SEQUENCE:1');
  });

  it('takes a booked slot out of the others’ slots and answers 409 with the next free ones', async () => {
    const [a, b] = [await freshInvite(), await freshInvite()];
    const slot = await slotAfter(a.token, 30);
    expect(
      (await booking(server, 'POST', a.token, '/booking', { starts_at: slot.starts_at })).statusCode,
    ).toBe(200);
    const others = (await page(b.token)).slots.map((s) => s.starts_at);
    expect(others).not.toContain(slot.starts_at);
    // The next slot of the grid (length 30 + buffer 10) stays free.
    expect(others).toContain(new Date(Date.parse(slot.starts_at) + 40 * 60_000).toISOString());
    const late = await booking(server, 'POST', b.token, '/booking', { starts_at: slot.starts_at });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('INTERVIEWS.SLOT_TAKEN');
    const next = late.json().data.next_slots as { starts_at: string }[];
    expect(next).toHaveLength(3);
    expect(next.map((s) => s.starts_at)).not.toContain(slot.starts_at);
    const off = await booking(server, 'POST', b.token, '/booking', {
      starts_at: new Date(Date.parse(slot.starts_at) + 5 * 60_000).toISOString(),
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.code).toBe('INTERVIEWS.SLOT_INVALID');
  });
});

describe('states', () => {
  it('lets the candidate cancel (back to INVITED) and the manager cancel; reminders go stale', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    const cancelled = await booking(server, 'DELETE', invited.token, '/booking');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.interview).toMatchObject({ state: 'INVITED', starts_at: null });
    expect((await booking(server, 'GET', invited.token, '/invitation.ics')).statusCode).toBe(404);
    const patched = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'CANCELLED' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.state).toBe('CANCELLED');
    const rebook = await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    expect(rebook.statusCode).toBe(409);
    expect(rebook.json().error.code).toBe('INTERVIEWS.STATE');
    expect((await page(invited.token)).slots).toEqual([]);
  });

  it('records DONE / NO_SHOW only for a booked interview that has started', async () => {
    const invited = await freshInvite();
    const early = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'DONE' },
    });
    expect(early.json().error.code).toBe('INTERVIEWS.STATE');
    const slot = await slotAfter(invited.token, 30);
    await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    const future = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'NO_SHOW' },
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().error.code).toBe('INTERVIEWS.NOT_STARTED');
    const past = new Date(Date.now() - HOUR).toISOString();
    await server.db.updateTable('interviews').set({ starts_at: past }).where('id', '=', invited.id).execute();
    const done = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'DONE' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.state).toBe('DONE');
    const cancel = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'CANCELLED' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('INTERVIEWS.STATE');
  });
});

describe('calendar and dev clock', () => {
  it('lists the subtree’s interviews and sends the 24 h reminder when the clock is moved', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    const day = slot.starts_at.slice(0, 10);
    const from = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const grill = await brandId(server.db, 'Harbor Grill');
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const listed = await call(server, 'GET', `/v1/brands/${grill}/interviews?from=${from}&to=${to}`, {
      session: owner,
    });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data.interviews as { id: number; state: string; location_name: string }[];
    expect(rows.find((row) => row.id === invited.id)).toMatchObject({
      state: 'BOOKED',
      location_name: 'Harbor Grill Portland Downtown',
    });
    const dueAt = new Date(Date.parse(slot.starts_at) - 24 * HOUR + 60_000).toISOString();
    const run = await server.app.inject({ method: 'POST', url: '/dev/jobs/run-due', payload: { at: dueAt } });
    expect(run.statusCode).toBe(200);
    expect(run.json().ran).toBeGreaterThanOrEqual(1);
    const reminder = await outboxRow(
      server,
      CANDIDATE,
      (row) => row.delivery_key?.startsWith(`interview:${invited.id}:24h`) === true,
    );
    expect(reminder.subject).toContain('Reminder: your interview on');
    expect(reminder.body).toContain(invited.booking_url);
  });
});

describe('language and cancellation notices', () => {
  it('follows the language of the page the candidate booked from, links on that host', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    const booked = await booking(
      server,
      'POST',
      invited.token,
      '/booking',
      { starts_at: slot.starts_at },
      {
        origin: 'http://es.localhost:8080',
      },
    );
    expect(booked.statusCode).toBe(200);
    const mail = await outboxRow(
      server,
      CANDIDATE,
      (row) => row.ics?.includes(`interview-${invited.id}@`) ?? false,
    );
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Tu entrevista está reservada');
    expect(mail.body).toContain(`//es.localhost`);
    expect(mail.body).toContain(`/interview/${invited.token}`);
  });

  it('withdraws the calendar event of a booked interview the manager cancels (METHOD:CANCEL)', async () => {
    const invited = await freshInvite();
    const slot = await slotAfter(invited.token, 30);
    await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at });
    const cancel = await call(server, 'PATCH', `/v1/interviews/${invited.id}`, {
      session: manager,
      body: { state: 'CANCELLED' },
    });
    expect(cancel.statusCode).toBe(200);
    const mail = await outboxRow(
      server,
      CANDIDATE,
      (row) => row.ics?.includes('METHOD:CANCEL') === true && row.ics.includes(`interview-${invited.id}@`),
    );
    // In the candidate's language: that of their latest mail (the test before booked in Spanish).
    expect(['Your interview was cancelled', 'Tu entrevista ha sido cancelada']).toContain(mail.subject);
    expect(mail.ics).toContain('SEQUENCE:1');
    expect(mail.ics).toContain(`DTSTART:${icsTime(slot.starts_at)}`);
  });
});

describe('outdated reminders', () => {
  it('sends nothing for a reminder whose interview was cancelled or moved', async () => {
    const cancelled = await freshInvite();
    const moved = await freshInvite();
    const slot = await slotAfter(cancelled.token, 30);
    await booking(server, 'POST', cancelled.token, '/booking', { starts_at: slot.starts_at });
    const first = await slotAfter(moved.token, 30);
    await booking(server, 'POST', moved.token, '/booking', { starts_at: first.starts_at });
    const cancel = await call(server, 'PATCH', `/v1/interviews/${cancelled.id}`, {
      session: manager,
      body: { state: 'CANCELLED' },
    });
    expect(cancel.statusCode).toBe(200);
    // The moved interview's old reminder: its payload names the old start.
    await server.db
      .updateTable('interviews')
      .set({ starts_at: new Date(Date.parse(first.starts_at) + 40 * 60_000).toISOString() })
      .where('id', '=', moved.id)
      .execute();
    const latest = [slot.starts_at, first.starts_at].sort().at(-1)!;
    const run = await server.app.inject({
      method: 'POST',
      url: '/dev/jobs/run-due',
      payload: { at: new Date(Date.parse(latest) - 2 * HOUR + 60_000).toISOString() },
    });
    expect(run.json().ran).toBeGreaterThanOrEqual(4);
    for (const key of [`interview:${cancelled.id}:24h`, `interview:${moved.id}:2h`]) {
      const deadline = Date.now() + 15_000;
      while ((await waitingJob(server, key)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await waitingJob(server, key)).toBeUndefined();
    }
    // Let the mail jobs a reminder would have queued run, then look.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A reminder's mail has the key of its job (interview:<id>:24h…): none of these may exist.
    const reminders = await server.db
      .selectFrom('outbox')
      .select('delivery_key')
      .where((eb) =>
        eb.or(
          [cancelled.id, moved.id].flatMap((id) => [
            eb('delivery_key', 'like', `interview:${id}:24h%`),
            eb('delivery_key', 'like', `interview:${id}:2h%`),
          ]),
        ),
      )
      .execute();
    expect(reminders).toEqual([]);
  });
});

/** An ISO instant as ICS writes it in UTC: 20260608T100000Z. */
function icsTime(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}
