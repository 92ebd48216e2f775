import crypto from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import type { AppDependencies } from '../app-dependencies';
import type { Database } from '../db/schema';
import { toE164 } from '../gateway/sms/phone-number';
import type { SmsConfig } from '../gateway/sms/sms.config';
import { devPage, escapeHtml } from './html';

const LIMIT = 200;
const newSid = () => `SM${crypto.randomBytes(16).toString('hex')}`;

/** Twilio's error answer ({code, message, more_info, status}). */
const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * Development only: the local SMS sandbox (issue #35) under /dev/sms, Twilio as far as we use it.
 * - `POST /dev/sms/2010-04-01/Accounts/{Sid}/Messages.json`: Twilio's send call (form-encoded
 *   To / From / Body, basic auth Sid:token of the sandbox); keeps the text, answers 201 with the
 *   message resource, or Twilio's error codes (20003 auth, 21211 bad To, 21602 no Body).
 * - `GET /dev/sms` (page) and `GET /dev/sms.json` (`?phone=` filters): the texts both ways, newest first.
 * - `POST /dev/sms/inbound` (form or JSON `{from, body}`): a text from a phone to our number,
 *   delivered to our webhook signed exactly as Twilio signs (X-Twilio-Signature); JSON callers
 *   get `{sid, webhook_status}`, the page's form is sent back to the page.
 */
export const smsSandboxPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db, config }) => {
  const sms = config.sms;
  await app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerSendRoute(sandbox, db, sms);
    registerInboundRoute(sandbox, db, sms);
    registerPages(sandbox, db, sms);
  });
};

function registerSendRoute(app: FastifyInstance, db: Kysely<Database>, sms: SmsConfig): void {
  app.post<{ Params: { sid: string }; Body: Record<string, string> }>(
    '/dev/sms/2010-04-01/Accounts/:sid/Messages.json',
    async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
      if (request.params.sid !== sms.accountSid || request.headers.authorization !== expected) {
        return reply.code(401).send(twilioError(401, 20003, 'Authenticate'));
      }
      const form = request.body ?? {};
      const to = toE164(form.To ?? '', 'US');
      if (!to || to !== form.To) {
        return reply
          .code(400)
          .send(twilioError(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`));
      }
      if (!form.Body) return reply.code(400).send(twilioError(400, 21602, 'Message body is required.'));
      const sid = newSid();
      const now = new Date().toISOString();
      await db
        .insertInto('sms_sandbox_messages')
        .values({
          sid,
          direction: 'OUTBOUND',
          from_phone: form.From ?? sms.from,
          to_phone: to,
          body: form.Body,
          status: 'queued',
          created_at: now,
        })
        .execute();
      return reply.code(201).send({
        sid,
        account_sid: sms.accountSid,
        to,
        from: form.From ?? sms.from,
        body: form.Body,
        status: 'queued',
        num_segments: String(Math.ceil(form.Body.length / 153) || 1),
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date(now).toUTCString(),
        uri: `/2010-04-01/Accounts/${sms.accountSid}/Messages/${sid}.json`,
      });
    },
  );
}

function registerInboundRoute(app: FastifyInstance, db: Kysely<Database>, sms: SmsConfig): void {
  app.post<{ Body: { from?: string; body?: string } }>(
    '/dev/sms/inbound',
    {
      schema: {
        body: {
          type: 'object',
          required: ['from', 'body'],
          properties: { from: { type: 'string', maxLength: 40 }, body: { type: 'string', maxLength: 1600 } },
        },
      },
    },
    async (request, reply) => {
      const sid = newSid();
      const from = toE164(request.body.from ?? '', sms.defaultCountry) ?? request.body.from ?? '';
      const params: Record<string, string> = {
        ToCountry: 'US',
        SmsMessageSid: sid,
        NumMedia: '0',
        SmsSid: sid,
        SmsStatus: 'received',
        Body: request.body.body ?? '',
        To: sms.from,
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: sms.accountSid,
        From: from,
        ApiVersion: '2010-04-01',
      };
      const signature = getExpectedTwilioSignature(sms.authToken, sms.webhookUrl, params);
      const answer = await app.inject({
        method: 'POST',
        url: new URL(sms.webhookUrl).pathname,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
          'user-agent': 'TwilioProxy/1.1',
        },
        payload: new URLSearchParams(params).toString(),
      });
      await db
        .insertInto('sms_sandbox_messages')
        .values({
          sid,
          direction: 'INBOUND',
          from_phone: from,
          to_phone: sms.from,
          body: params.Body ?? '',
          status: String(answer.statusCode),
          created_at: new Date().toISOString(),
        })
        .execute();
      if (request.headers['content-type']?.startsWith('application/json')) {
        return { sid, webhook_status: answer.statusCode };
      }
      return reply.redirect(`/dev/sms?sent=${encodeURIComponent(sid)}`, 303);
    },
  );
}

function registerPages(app: FastifyInstance, db: Kysely<Database>, sms: SmsConfig): void {
  const load = (phone: string | undefined) => {
    let query = db.selectFrom('sms_sandbox_messages').selectAll().orderBy('id', 'desc').limit(LIMIT);
    if (phone) query = query.where((eb) => eb.or([eb('to_phone', '=', phone), eb('from_phone', '=', phone)]));
    return query.execute();
  };
  const querystring = {
    type: 'object',
    properties: { phone: { type: 'string', maxLength: 40 }, sent: { type: 'string', maxLength: 64 } },
  };

  app.get<{ Querystring: { phone?: string } }>(
    '/dev/sms.json',
    { schema: { querystring } },
    async (request) => ({
      data: await load(request.query.phone?.trim() || undefined),
      status_code: 200,
    }),
  );

  app.get<{ Querystring: { phone?: string; sent?: string } }>(
    '/dev/sms',
    { schema: { querystring } },
    async (request, reply) => {
      const messages = await load(request.query.phone?.trim() || undefined);
      const rows = messages
        .map(
          (m) =>
            `<tr><td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></td>` +
            `<td>${m.direction === 'OUTBOUND' ? 'Sent by Brigade' : 'Sent to Brigade'}</td>` +
            `<td>${escapeHtml(m.from_phone)}</td><td>${escapeHtml(m.to_phone)}</td>` +
            `<td><pre>${escapeHtml(m.body)}</pre></td><td>${escapeHtml(m.status)}</td></tr>`,
        )
        .join('');
      const table =
        messages.length === 0
          ? '<p>No text yet.</p>'
          : `<table><caption>Latest ${messages.length} texts, newest first</caption><thead><tr>` +
            '<th scope="col">When (UTC)</th><th scope="col">Direction</th><th scope="col">From</th>' +
            '<th scope="col">To</th><th scope="col">Text</th><th scope="col">Status</th></tr></thead>' +
            `<tbody>${rows}</tbody></table>`;
      const sent = request.query.sent
        ? `<p role="status">Sent ${escapeHtml(request.query.sent)} to the webhook.</p>`
        : '';
      const form =
        '<h2>Text Brigade from a phone</h2><form method="post" action="/dev/sms/inbound">' +
        '<label for="sms-from">From (phone number)</label><input id="sms-from" name="from" required autocomplete="off">' +
        '<label for="sms-body">Message</label><textarea id="sms-body" name="body" rows="3" cols="40"></textarea>' +
        `<p><button type="submit">Send to Brigade</button></p></form>`;
      const intro =
        `<p>Texts the local server sent through its Twilio stand-in (our number ${escapeHtml(sms.from)}), and texts ` +
        'sent to it from here, signed as Twilio signs. <a href="/dev/sms">Refresh</a> · <a href="/dev/sms.json">JSON</a></p>';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(devPage('SMS sandbox', intro + sent + form + table));
    },
  );
}
