/**
 * The text-to-apply conversation (issue #38), one per phone number: after the position's code
 * we ask for the first name, then the e-mail (or SKIP); then either send a link to finish on the
 * careers page (the position has screening questions) or ask for YES as consent and apply.
 * Pure: the server stores the step and sends the texts the outcome names.
 */
export type TextToApplyStep = 'FIRST_NAME' | 'EMAIL' | 'CONSENT' | 'LINK_SENT' | 'APPLYING' | 'APPLIED';

/** How long a conversation lives after its code was texted, ms. */
export const TEXT_TO_APPLY_LIFE_MS = 24 * 60 * 60 * 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What one reply does to a conversation at `step`. */
export type TextToApplyTurn =
  | { readonly kind: 'ASK_EMAIL'; readonly firstName: string }
  | { readonly kind: 'ASK_FIRST_NAME_AGAIN' }
  | { readonly kind: 'ASK_EMAIL_AGAIN' }
  | { readonly kind: 'SEND_LINK'; readonly email: string | undefined }
  | { readonly kind: 'ASK_CONSENT'; readonly email: string | undefined }
  | { readonly kind: 'APPLY' }
  | { readonly kind: 'ASK_CONSENT_AGAIN' }
  /** Nothing for this conversation to do (finished, or being applied): the text goes elsewhere. */
  | { readonly kind: 'NONE' };

/**
 * The next turn for a reply `text` at `step`; `hasQuestions`: the position screens with
 * questions (then the careers page finishes the application). Names are 1 to 80 characters;
 * an e-mail is checked by shape; YES (any case, trailing . or !) is consent.
 */
export function textToApplyTurn(step: TextToApplyStep, text: string, hasQuestions: boolean): TextToApplyTurn {
  const reply = text.trim();
  const word = reply.replace(/[.!]+$/, '').toUpperCase();
  switch (step) {
    case 'FIRST_NAME':
      return reply.length >= 1 && reply.length <= 80
        ? { kind: 'ASK_EMAIL', firstName: reply }
        : { kind: 'ASK_FIRST_NAME_AGAIN' };
    case 'EMAIL': {
      const email = word === 'SKIP' ? undefined : reply.toLowerCase();
      if (email !== undefined && (!EMAIL.test(email) || email.length > 254))
        return { kind: 'ASK_EMAIL_AGAIN' };
      return hasQuestions ? { kind: 'SEND_LINK', email } : { kind: 'ASK_CONSENT', email };
    }
    case 'CONSENT':
      return word === 'YES' ? { kind: 'APPLY' } : { kind: 'ASK_CONSENT_AGAIN' };
    default:
      return { kind: 'NONE' };
  }
}

/**
 * The e-mail an account made by text-to-apply gets when the person skipped theirs: one per phone
 * number (so a second application from it merges), in the reserved `.invalid` domain.
 */
export function textToApplyEmail(phoneE164: string): string {
  return `sms-${phoneE164.replace(/\D/g, '')}@text-to-apply.invalid`;
}
