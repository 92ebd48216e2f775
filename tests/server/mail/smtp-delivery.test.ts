import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailJob } from '../../../server/jobs/mail.job';
import type { MailTransport, OutgoingMail } from '../../../server/mail/mail-transport';
import { waitForJobs } from '../../support/wait-for-jobs';
import type { TestServer } from '../../support/test-server';
import { call, lastMessageTo, startGatewayServer } from '../gateway/gateway.harness';

/**
 * Mail through a real SMTP server (issue #35): a local `smtp-server` receives what nodemailer sends
 * when SMTP_URL is set; the mail is parsed as a mail client would (mailparser). A request made from
 * the Arabic host gets an Arabic mail, right to left, whose link opens the Arabic host — and a
 * forged Origin changes only the language, never the link's host.
 */
let smtp: SMTPServer;
let received: ParsedMail[] = [];
let server: TestServer;

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
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

async function requestReset(email: string, origin: string) {
  const response = await call(server, 'POST', '/v1/users/request_reset_password', {
    body: { username: email },
    headers: { origin },
  });
  expect(response.statusCode).toBe(200);
  await waitForJobs(server.db);
  return received.find((mail) => mail.to && JSON.stringify(mail.to).includes(email));
}

it('a reset asked for on the Arabic host is mailed in Arabic, right to left, linking to the Arabic host', async () => {
  const mail = await requestReset('manager@demo.brigade.test', 'http://ar.localhost:8080');
  expect(mail?.subject).toBe('أعد تعيين كلمة مرورك في Brigade');
  expect(mail?.from?.text).toBe('"Brigade" <no-reply@brigade.test>');
  expect(mail?.html).toContain('dir="rtl"');
  expect(mail?.html).toContain('lang="ar"');
  const link = /https?:\/\/\S+\/user\/reset\/password\/token\?code=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(new URL(link).host).toBe(new URL(server.config.publicOrigin).host.replace(/^/, 'ar.'));
  expect(mail?.messageId).toMatch(/^<mail-[\w-]+@brigade\.mail>$/);
  const logged = await lastMessageTo(server.db, 'manager@demo.brigade.test');
  expect(logged).toMatchObject({ language: 'ar', subject: 'أعد تعيين كلمة مرورك في Brigade' });
  expect(logged?.html).toContain('dir="rtl"');
});

it('a forged Origin picks the language only: the link keeps the configured host', async () => {
  const mail = await requestReset('scheduler@demo.brigade.test', 'https://es.evil.example');
  expect(mail?.subject).toBe('Restablece tu contraseña de Brigade');
  const link = /https?:\/\/\S+\/user\/reset\/password\/token\?code=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(new URL(link).hostname).toBe(`es.${new URL(server.config.publicOrigin).hostname}`);
  expect(mail?.html).not.toContain('evil.example');
});

it('a mail job run twice sends once: the second run finds its delivery in the outbox', async () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
  const job = mailJob(transport);
  const payload = {
    channel: 'email',
    recipient: 'twice@example.test',
    language: 'de',
    template: 'signUpCode',
    values: { code: '551199' },
  };
  const run = {
    id: 1,
    name: job.name,
    jobKey: `mail:twice-${Date.now()}`,
    attempt: 1,
    maxAttempts: 3,
    db: server.db,
  };
  await job.handler(payload, run);
  await job.handler(payload, { ...run, attempt: 2 });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.subject).toBe('Ihr Brigade-Bestätigungscode');
  expect(sent[0]?.text).toContain('551199');
});

it('a payload that is no message fails the run (retried, then dead-lettered), sending nothing', async () => {
  const sent: OutgoingMail[] = [];
  const job = mailJob({ send: async (mail) => void sent.push(mail) });
  const run = { id: 2, name: job.name, jobKey: 'mail:bad', attempt: 1, maxAttempts: 3, db: server.db };
  await expect(
    job.handler({ channel: 'email', recipient: 'x@example.test', template: 'nope' }, run),
  ).rejects.toThrow('mail.send: the payload is not a message');
  expect(sent).toHaveLength(0);
});
