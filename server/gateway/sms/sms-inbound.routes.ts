import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import { smsKeywordOf } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { finishTextApplication, onInboundText, type PendingTextApplication } from '../careers/text-to-apply';
import { endConversation } from '../careers/text-to-apply.repository';
import { writeMessage } from '../messaging/messages.repository';
import { toE164 } from './phone-number';
import { smsErrors } from './sms.errors';
import { linkInbound, recordInbound, setOptOut, threadForPhone } from './sms.repository';
import { InboundSmsBody, TAGS } from './sms.schema';

/** Twilio's message sids: SM (text) or MM (media) and 32 hex digits. */
const MESSAGE_SID = /^(SM|MM)[0-9a-fA-F]{32}$/;

/**
 * POST /v1/sms/inbound, Twilio's "a message comes in" webhook (guest: Twilio signs instead).
 * Checks X-Twilio-Signature (HMAC-SHA1 of SMS_WEBHOOK_URL + the sorted fields, keyed by the auth
 * token), refuses a MessageSid seen before (409 SMS.REPLAYED, nothing written), and then in one
 * transaction: STOP-words opt the number out, START-words back in; any other text lands in the
 * sender's most recent open application thread as the candidate's message marked SMS (unread
 * counts by the counters' triggers, `message.created` live event). A text matching no thread is
 * kept in sms_inbound only. Before the thread, text-to-apply (careers/text-to-apply.ts) may take
 * the text: a position's code or a reply to a live conversation; a YES it takes applies after
 * commit. STOP also ends the sender's conversation. Answers 204 (Twilio sends no reply).
 */
export function registerSmsInboundRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config } = context;
  void app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    defineRoute(webhook, {
      method: 'POST',
      url: '/v1/sms/inbound',
      summary:
        "Twilio's inbound message webhook (form-encoded, X-Twilio-Signature). 403 SMS.SIGNATURE_MISSING / SMS.SIGNATURE_INVALID; 409 SMS.REPLAYED; 400 SMS.INVALID_PHONE",
      tags: TAGS,
      auth: 'none',
      consumes: ['application/x-www-form-urlencoded'],
      body: InboundSmsBody,
      status: 204,
      data: Type.Null(),
      handler: async (request) => {
        const signature = request.headers['x-twilio-signature'];
        if (typeof signature !== 'string' || signature === '') throw smsErrors.signatureMissing();
        const params = request.body as Record<string, string>;
        if (!validateRequest(config.sms.authToken, signature, config.sms.webhookUrl, params)) {
          throw smsErrors.signatureInvalid();
        }
        const sid = params.MessageSid ?? '';
        if (!MESSAGE_SID.test(sid)) throw smsErrors.badWebhook('MessageSid');
        const from = toE164(params.From ?? '', config.sms.defaultCountry);
        if (!from) throw smsErrors.invalidPhone(params.From ?? '');
        const body = params.Body ?? '';
        let pending: PendingTextApplication | undefined;
        await db.transaction().execute(async (trx) => {
          if (!(await recordInbound(trx, { sid, from, body }))) throw smsErrors.replayed(sid);
          const keyword = smsKeywordOf(body);
          if (keyword === 'STOP') {
            await setOptOut(trx, from, true);
            await endConversation(trx, from);
            return;
          }
          if (keyword) await setOptOut(trx, from, false);
          // Text-to-apply first (issue #38): a position's code, or a reply to its conversation
          // (YES there is consent, besides opting back in).
          const apply = await onInboundText(trx, config, { from, body, now: new Date() });
          if (apply !== 'NOT_MINE') {
            if (apply !== 'HANDLED') pending = apply.apply;
            return;
          }
          if (keyword) return;
          if (body.trim() === '') return;
          const thread = await threadForPhone(trx, from);
          if (!thread) return;
          await writeMessage(
            trx,
            { applicationId: thread.application_id, senderId: thread.candidate_user_id, body, files: [] },
            {
              brand: { id: thread.brand_id, path: thread.brand_path },
              candidateUserId: thread.candidate_user_id,
              sender: 'CANDIDATE',
            },
            'SMS',
            // Before the live event, which is written last (messages.repository.ts).
            (_, messageId) => linkInbound(trx, sid, messageId),
          );
        });
        if (pending) await finishTextApplication(context, pending);
        return null;
      },
    });
  });
}
