import type { Kysely } from 'kysely';
import {
  isValidSmsCode,
  normalizeSmsCode,
  sanitizeLanguage,
  splitLanguageTag,
  TEXT_TO_APPLY_LIFE_MS,
  textToApplyEmail,
  textToApplyLanguage,
  textToApplyTurn,
  type Language,
} from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { originOfLanguage } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
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
  /** The conversation's language: the confirmation is sent in it. */
  readonly language: Language;
}

/** What an inbound text was to text-to-apply. */
export type TextToApplyOutcome = 'NOT_MINE' | 'HANDLED' | { readonly apply: PendingTextApplication };

/** The careers page's origin in the conversation's language (its own host, as mail links). */
const origin = (config: ServerConfig, language: Language) => originOfLanguage(config.publicOrigin, language);
/** The conversation's texts (server/mail/locales `textToApply`). */
const says = (language: Language) => {
  const t = mailTexts(language);
  return (key: string, values: Record<string, string> = {}) => t(`textToApply.${key}`, values);
};

/**
 * Text-to-apply (issue #38), inside the inbound webhook's transaction `trx`: a text that is an
 * OPEN position's code starts (or restarts) the sender's conversation; a reply to a live one (24 h)
 * moves it on — first name, then e-mail or SKIP, then a link to the careers page pre-filled (the
 * position screens with questions) or YES as consent. Its texts are in the language chosen when it
 * starts (text-to-apply-language.rules.ts: "PATIO ES", else the number's country, else English). Every answer is an sms.send job queued in
 * `trx`. A YES is claimed by one conditional update (CONSENT → APPLYING), so of two concurrent
 * deliveries one applies; the application itself is made after commit (finishTextApplication).
 * 'NOT_MINE': no live conversation wants the text (it goes to the sender's thread as before).
 */
export async function onInboundText(
  trx: Db,
  config: ServerConfig,
  text: { from: string; body: string; now: Date },
): Promise<TextToApplyOutcome> {
  const tagged = splitLanguageTag(text.body);
  const code = normalizeSmsCode(tagged.code);
  if (isValidSmsCode(code)) {
    const position = await findPositionBySmsCode(trx, code);
    const page = position ? await careersPageAbove(trx, position.location_path) : undefined;
    if (position && page) {
      const language = textToApplyLanguage(tagged.language, text.from);
      await startConversation(trx, text.from, position.id, text.now, TEXT_TO_APPLY_LIFE_MS, language);
      await queueText(
        trx,
        text.from,
        says(language)('start', { page: page.name, title: position.title, location: position.location_name }),
      );
      return 'HANDLED';
    }
  }
  const conversation = await liveConversation(trx, text.from, text.now);
  if (!conversation) return 'NOT_MINE';
  const language = sanitizeLanguage(conversation.language) ?? 'en';
  const t = says(language);
  const position = await findPublicPosition(trx, conversation.position_id);
  const page = position ? await careersPageAbove(trx, position.location_path) : undefined;
  if (!position || !page || position.status !== 'OPEN' || position.archived === 1) {
    if (conversation.step === 'LINK_SENT' || conversation.step === 'APPLIED') return 'NOT_MINE';
    await endConversation(trx, text.from);
    await queueText(trx, text.from, t('closed'));
    return 'HANDLED';
  }
  const hasQuestions = parseQuestions(position.questions_json).length > 0;
  const turn = textToApplyTurn(conversation.step as never, text.body, hasQuestions);
  const positionUrl = `${origin(config, language)}/careers/${page.slug}/${position.id}`;
  const say = (body: string) => queueText(trx, text.from, body);
  switch (turn.kind) {
    case 'NONE':
      return 'NOT_MINE';
    case 'ASK_EMAIL':
      if (await moveConversation(trx, text.from, 'FIRST_NAME', 'EMAIL', { first_name: turn.firstName }))
        await say(t('askEmail', { firstName: turn.firstName }));
      return 'HANDLED';
    case 'ASK_FIRST_NAME_AGAIN':
      await say(t('askFirstNameAgain'));
      return 'HANDLED';
    case 'ASK_EMAIL_AGAIN':
      await say(t('askEmailAgain'));
      return 'HANDLED';
    case 'SEND_LINK': {
      const query = new URLSearchParams({
        first_name: conversation.first_name ?? '',
        ...(turn.email ? { email: turn.email } : {}),
        phone: text.from,
      });
      if (await moveConversation(trx, text.from, 'EMAIL', 'LINK_SENT', { email: turn.email ?? null }))
        await say(t('link', { url: `${positionUrl}?${query}#apply` }));
      return 'HANDLED';
    }
    case 'ASK_CONSENT':
      if (await moveConversation(trx, text.from, 'EMAIL', 'CONSENT', { email: turn.email ?? null }))
        await say(
          t('consent', {
            title: position.title,
            location: position.location_name,
            url: `${positionUrl}#consent`,
          }),
        );
      return 'HANDLED';
    case 'ASK_CONSENT_AGAIN':
      await say(t('consentAgain'));
      return 'HANDLED';
    case 'APPLY':
      if (!(await moveConversation(trx, text.from, 'CONSENT', 'APPLYING'))) return 'HANDLED';
      return {
        apply: {
          phone: text.from,
          positionId: position.id,
          firstName: conversation.first_name ?? '',
          email: conversation.email ?? undefined,
          language,
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
  const t = says(pending.language);
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
        t('applied', { firstName: pending.firstName, title: position.title, page: page.name }),
      );
    });
  } catch (error) {
    const closed = error instanceof GatewayError && error.code === 'CAREERS.POSITION_NOT_OPEN';
    await db
      .transaction()
      .execute(async (trx) => {
        if (closed) await endConversation(trx, pending.phone);
        else await moveConversation(trx, pending.phone, 'APPLYING', 'CONSENT');
        await queueText(trx, pending.phone, closed ? t('closed') : t('failed'));
      })
      .catch(() => undefined);
  }
}
