import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { devPage, escapeHtml } from './html';

const LIMIT = 200;

/** Escapes a message body and turns its http(s) links into anchors. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * Development only: the mail and SMS the server "sent" (identity outbox table), newest first —
 * `GET /dev/outbox` (HTML) and `GET /dev/outbox.json` (`?recipient=` filters, at most 200) — and
 * `GET /dev/outbox/:id.html`, a mail's HTML part as a mail client gets it, under a policy that runs
 * no script and loads nothing but inline styles and images.
 */
export const outboxPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  const load = (recipient: string | undefined) => {
    let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(LIMIT);
    if (recipient) query = query.where('recipient', '=', recipient.trim().toLowerCase());
    return query.execute();
  };

  app.get<{ Querystring: { recipient?: string } }>(
    '/dev/outbox.json',
    {
      schema: {
        querystring: { type: 'object', properties: { recipient: { type: 'string', maxLength: 254 } } },
      },
    },
    async (request) => ({ data: await load(request.query.recipient), status_code: 200 }),
  );

  app.get<{ Params: { id: number } }>(
    '/dev/outbox/:id.html',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } },
    async (request, reply) => {
      const message = await db
        .selectFrom('outbox')
        .select('html')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!message?.html) {
        return reply
          .code(404)
          .send({ status_code: 404, error: { code: 'OUTBOX.NOT_FOUND', message: 'No such mail.' } });
      }
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
        )
        .type('text/html; charset=utf-8')
        .send(message.html);
    },
  );

  app.get<{ Querystring: { recipient?: string } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: { type: 'object', properties: { recipient: { type: 'string', maxLength: 254 } } },
      },
    },
    async (request, reply) => {
      const messages = await load(request.query.recipient);
      const rows = messages
        .map(
          (message) =>
            `<tr><td><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></td>` +
            `<td>${escapeHtml(message.channel)}</td><td>${escapeHtml(message.recipient)}</td>` +
            `<td>${escapeHtml(message.subject)}</td><td><pre>${linkify(message.body)}</pre>` +
            (message.html
              ? `<a href="/dev/outbox/${message.id}.html">HTML part (${escapeHtml(message.language ?? 'en')})</a>`
              : '') +
            '</td></tr>',
        )
        .join('');
      const table =
        messages.length === 0
          ? '<p>Nothing has been sent yet.</p>'
          : `<table><caption>Latest ${messages.length} messages, newest first</caption><thead><tr>` +
            `<th scope="col">Sent (UTC)</th><th scope="col">Channel</th><th scope="col">To</th>` +
            `<th scope="col">Subject</th><th scope="col">Message</th></tr></thead><tbody>${rows}</tbody></table>`;
      const intro =
        '<p>Mail and SMS the local server would have sent (activation links, reset links, codes). ' +
        '<a href="/dev/outbox">Refresh</a> · <a href="/dev/outbox.json">JSON</a></p>';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(devPage('Outbox', intro + table));
    },
  );
};
