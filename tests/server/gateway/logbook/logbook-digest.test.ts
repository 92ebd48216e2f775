import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { runLogbookDigests } from '../../../../server/gateway/logbook/logbook-digest.job';
import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { setPreferences } from '../sms/sms.harness';

/**
 * The daily logbook digest (issue #36), on SQLite and on PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/logbook/logbook-digest.test.ts`), mailed
 * through a local SMTP server. At Portland Downtown (America/Los_Angeles) manager@ reads every
 * type; dashboards@ (Dana) reads GENERAL only, at every Harbor Grill location. 14:00 UTC on
 * 3 April 2031 is 07:00 in Portland: the digest of 2 April is due.
 */
let smtp: SMTPServer;
const received: ParsedMail[] = [];
let server: TestServer;
let manager: Session;
let dana: Session;
let downtown: number;
const MANAGER = 'manager@demo.brigade.test';
const DANA = 'dashboards@demo.brigade.test';
const SECRET = 'Gasleakbehindthefryer';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startGatewayServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Brigade <no-reply@brigade.test>',
  });
  [manager, dana] = await Promise.all([signIn(server, MANAGER), signIn(server, DANA)]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function write(date: string, type: string, title: string) {
  const response = await call(server, 'POST', `/v1/brands/${downtown}/logbook/entries`, {
    session: manager,
    body: { date, type, title, body: 'Details for the next shift.' },
  });
  expect(response.statusCode).toBe(201);
}

async function turnOn(session: Session) {
  const response = await setPreferences(server, session, {
    email: true,
    sms: false,
    in_app: true,
    phone: null,
    logbook_digest: true,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: { logbook_digest: boolean } }>().data.logbook_digest).toBe(true);
}

/** The digests of `date` received by SMTP for `email`, once the queue is idle. */
async function digestsTo(email: string, date: string) {
  await waitForJobs(server.db);
  return received.filter(
    (mail) => JSON.stringify(mail.to).includes(email) && (mail.subject ?? '').includes(date),
  );
}

it('is off until chosen, kept when a save leaves it out, and turned off again', async () => {
  const read = await call(server, 'GET', '/v1/account/notification_preferences', { session: dana });
  expect(read.json<{ data: { logbook_digest: boolean } }>().data.logbook_digest).toBe(false);
  await turnOn(dana);
  const kept = await setPreferences(server, dana, { email: true, sms: false, in_app: true, phone: null });
  expect(kept.json<{ data: { logbook_digest: boolean } }>().data.logbook_digest).toBe(true);
  const off = await setPreferences(server, dana, {
    email: true,
    sms: false,
    in_app: true,
    phone: null,
    logbook_digest: false,
  });
  expect(off.json<{ data: { logbook_digest: boolean } }>().data.logbook_digest).toBe(false);
  const bad = await setPreferences(server, dana, {
    email: true,
    sms: false,
    in_app: true,
    phone: null,
    logbook_digest: 'yes',
  });
  expect(bad.statusCode).toBe(400);
});

it("mails each person the day before once, listing only the types they may read; a GENERAL-only person's never names an INCIDENT", async () => {
  await Promise.all([turnOn(manager), turnOn(dana)]);
  await write('2031-04-02', 'INCIDENT', `${SECRET} tonight`);
  await write('2031-04-02', 'GENERAL', 'Delivery of linen moved to Friday');
  // Before 06:00 in Portland (12:59 UTC) the day before yesterday is due: nothing for these entries.
  await runLogbookDigests(server.db, server.config, new Date('2031-04-03T12:59:00Z'));
  expect(await digestsTo(MANAGER, '2031-04-02')).toHaveLength(0);

  // Two processes at once (both won a pass, as after a lease handover): one mail each.
  const now = new Date('2031-04-03T14:00:00Z');
  const counts = await Promise.all([
    runLogbookDigests(server.db, server.config, now),
    runLogbookDigests(server.db, server.config, now),
  ]);
  expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
  const [managerMails, danaMails] = [
    await digestsTo(MANAGER, '2031-04-02'),
    await digestsTo(DANA, '2031-04-02'),
  ];
  expect(managerMails).toHaveLength(1);
  expect(danaMails).toHaveLength(1);

  const forManager = managerMails[0]!;
  expect(forManager.text).toContain(
    `Incident · ${SECRET} tonight — Marco Manager, Harbor Grill Portland Downtown (still open)`,
  );
  expect(forManager.text).toContain('General · Delivery of linen moved to Friday');
  expect(forManager.html).toContain(SECRET);
  // The manager's open items of earlier days are carried over.
  expect(forManager.text).toContain('Still open from earlier days');
  expect(forManager.text).toMatch(/\/logbook\?location=\d+&date=2031-04-02/);

  const forDana = danaMails[0]!;
  expect(forDana.text).toContain('General · Delivery of linen moved to Friday');
  for (const part of [forDana.text ?? '', String(forDana.html), forDana.subject ?? '']) {
    expect(part).not.toContain(SECRET);
    expect(part).not.toContain('Incident');
    expect(part).not.toContain('Still open from earlier days');
  }
  expect(forDana.text).toContain('Entries of 2031-04-02: 1');

  // Later passes of the same day, and of the same morning, mail nothing more.
  await runLogbookDigests(server.db, server.config, new Date('2031-04-03T23:00:00Z'));
  await runLogbookDigests(server.db, server.config, new Date('2031-04-04T12:00:00Z'));
  expect(await digestsTo(MANAGER, '2031-04-02')).toHaveLength(1);
  expect(await digestsTo(DANA, '2031-04-02')).toHaveLength(1);
  const recorded = await server.db
    .selectFrom('logbook_digests')
    .selectAll()
    .where('log_date', '=', '2031-04-02')
    .where('user_id', '=', await userIdOf(server.db, DANA))
    .execute();
  expect(recorded).toMatchObject([{ entry_count: 1, open_count: 0 }]);
});

it('sends nothing for a day with nothing to tell', async () => {
  await turnOn(dana);
  // 3 April holds no GENERAL entry and Dana reads no open type: her digest of it is empty.
  await write('2031-04-03', 'INCIDENT', `${SECRET} again`);
  await runLogbookDigests(server.db, server.config, new Date('2031-04-04T14:00:00Z'));
  expect(await digestsTo(DANA, '2031-04-03')).toHaveLength(0);
  expect(await digestsTo(MANAGER, '2031-04-03')).toHaveLength(1);
});
