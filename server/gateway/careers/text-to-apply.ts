import type { Kysely } from 'kysely';
import {
  isValidSmsCode,
  normalizeSmsCode,
  TEXT_TO_APPLY_LIFE_MS,
  textToApplyEmail,
  textToApplyTurn,
} from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { parseQuestions } from '../positions/position-postings.repository';
import { findPositionBySmsCode } from '../positions/position-sms-code.repository';
import { applyToPosition } from './career-application';
import { findPublicPosition } from './careers.repository';
import {
  careersPageAbove,
  endConversation,
  liveConversation,
  moveConversation,
  queueText,
  startConversation,
} from './text-to-apply.repository';

type Db = Kysely<Database>;

/** A consent (YES) taken by one delivery: the application to make once the webhook commits. */
export interface PendingTextApplication {
  readonly phone: string;
  readonly positionId: number;
  readonly firstName: string;
  readonly email: string | undefined;
}

/** What an inbound text was to text-to-apply. */
export type TextToApplyOutcome = 'NOT_MINE' | 'HANDLED' | { readonly apply: PendingTextApplication };

const origin = (config: ServerConfig) => config.publicOrigin.replace(/\/$/, '');

/**
 * Text-to-apply (issue #38), inside the inbound webhook's transaction `trx`: a text that is an
 * OPEN position's code starts (or restarts) the sender's conversation; a reply to a live one (24 h)
 * moves it on — first name, then e-mail or SKIP, then a link to the careers page pre-filled (the
 * position screens with questions) or YES as consent. Every answer is an sms.send job queued in
 * `trx`. A YES is claimed by one conditional update (CONSENT → APPLYING), so of two concurrent
 * deliveries one applies; the application itself is made after commit (finishTextApplication).
 * 'NOT_MINE': no live conversation wants the text (it goes to the sender's thread as before).
 */
export async function onInboundText(
  trx: Db,
  config: ServerConfig,
  text: { from: string; body: string; now: Date },
): Promise<TextToApplyOutcome> {
  const code = normalizeSmsCode(text.body);
  if (isValidSmsCode(code)) {
    const position = await findPositionBySmsCode(trx, code);
    const page = position ? await careersPageAbove(trx, position.location_path) : undefined;
    if (position && page) {
      await startConversation(trx, text.from, position.id, text.now, TEXT_TO_APPLY_LIFE_MS);
      await queueText(
        trx,
        text.from,
        `${page.name}: thanks for your interest in ${position.title} at ${position.location_name}! To apply, reply with your first name. Reply STOP to opt out.`,
      );
      return 'HANDLED';
    }
  }
  const conversation = await liveConversation(trx, text.from, text.now);
  if (!conversation) return 'NOT_MINE';
  const position = await findPublicPosition(trx, conversation.position_id);
  const page = position ? await careersPageAbove(trx, position.location_path) : undefined;
  if (!position || !page || position.status !== 'OPEN' || position.archived === 1) {
    if (conversation.step === 'LINK_SENT' || conversation.step === 'APPLIED') return 'NOT_MINE';
    await endConversation(trx, text.from);
    await queueText(trx, text.from, 'Sorry, this position is no longer taking applications.');
    return 'HANDLED';
  }
  const hasQuestions = parseQuestions(position.questions_json).length > 0;
  const turn = textToApplyTurn(conversation.step as never, text.body, hasQuestions);
  const positionUrl = `${origin(config)}/careers/${page.slug}/${position.id}`;
  const say = (body: string) => queueText(trx, text.from, body);
  switch (turn.kind) {
    case 'NONE':
      return 'NOT_MINE';
    case 'ASK_EMAIL':
      if (await moveConversation(trx, text.from, 'FIRST_NAME', 'EMAIL', { first_name: turn.firstName }))
        await say(`Thanks, ${turn.firstName}! What is your e-mail address? Reply SKIP to go on without one.`);
      return 'HANDLED';
    case 'ASK_FIRST_NAME_AGAIN':
      await say('What is your first name?');
      return 'HANDLED';
    case 'ASK_EMAIL_AGAIN':
      await say('That does not look like an e-mail address. Try again, or reply SKIP.');
      return 'HANDLED';
    case 'SEND_LINK': {
      const query = new URLSearchParams({
        first_name: conversation.first_name ?? '',
        ...(turn.email ? { email: turn.email } : {}),
        phone: text.from,
      });
      if (await moveConversation(trx, text.from, 'EMAIL', 'LINK_SENT', { email: turn.email ?? null }))
        await say(
          `Almost done! Answer a few questions and finish your application here: ${positionUrl}?${query}#apply`,
        );
      return 'HANDLED';
    }
    case 'ASK_CONSENT':
      if (await moveConversation(trx, text.from, 'EMAIL', 'CONSENT', { email: turn.email ?? null }))
        await say(
          `Reply YES to apply for ${position.title} at ${position.location_name}. By replying YES you agree to these terms: ${positionUrl}#consent`,
        );
      return 'HANDLED';
    case 'ASK_CONSENT_AGAIN':
      await say('Reply YES to send your application, or STOP to opt out.');
      return 'HANDLED';
    case 'APPLY':
      if (!(await moveConversation(trx, text.from, 'CONSENT', 'APPLYING'))) return 'HANDLED';
      return {
        apply: {
          phone: text.from,
          positionId: position.id,
          firstName: conversation.first_name ?? '',
          email: conversation.email ?? undefined,
        },
      };
  }
}

/**
 * Makes the application a YES consented to (after the webhook committed), as the careers page
 * would (same merge by e-mail: a phone without an e-mail gets one address of its own, so a second
 * application from it merges), marked SMS; then, in one transaction, the conversation is APPLIED
 * and the confirmation queued. A refusal puts the conversation back at CONSENT (or ends it when
 * the position closed) and says so by text. Never rejects.
 */
export async function finishTextApplication(context: GatewayContext, pending: PendingTextApplication) {
  const { db } = context;
  const position = await findPublicPosition(db, pending.positionId);
  const page = position ? await careersPageAbove(db, position.location_path) : undefined;
  try {
    if (!position || !page) throw new GatewayError(409, 'CAREERS.POSITION_NOT_OPEN', 'Gone');
    const outcome = await applyToPosition(
      context,
      { ip: '127.0.0.1' },
      page,
      position,
      parseQuestions(position.questions_json),
      {
        first_name: pending.firstName,
        last_name: '',
        email: pending.email ?? textToApplyEmail(pending.phone),
        phone: pending.phone,
        answers: [],
        consent: true,
      },
      'SMS',
    );
    await db.transaction().execute(async (trx) => {
      await moveConversation(trx, pending.phone, 'APPLYING', 'APPLIED', {
        application_id: outcome.application_id,
      });
      await queueText(
        trx,
        pending.phone,
        `Thanks, ${pending.firstName}! Your application for ${position.title} is in. ${page.name} will be in touch.`,
      );
    });
  } catch (error) {
    const closed = error instanceof GatewayError && error.code === 'CAREERS.POSITION_NOT_OPEN';
    await db
      .transaction()
      .execute(async (trx) => {
        if (closed) await endConversation(trx, pending.phone);
        else await moveConversation(trx, pending.phone, 'APPLYING', 'CONSENT');
        await queueText(
          trx,
          pending.phone,
          closed
            ? 'Sorry, this position is no longer taking applications.'
            : 'Sorry, we could not send your application. Reply YES to try again.',
        );
      })
      .catch(() => undefined);
  }
}
