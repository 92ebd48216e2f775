import { token } from '../shared/token';
import type { ScreeningAnswer } from './position-draft.rules';

/** What a visitor sends to apply to a position from its careers page (issue #38). */
export interface CareersApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** E.164, as the phone input gives it. */
  readonly phone: string;
  readonly answers: readonly { readonly questionId: string; readonly answer: ScreeningAnswer }[];
  readonly consent: boolean;
}

/** The form field a refusal is about; undefined: the form as a whole. */
export type CareersApplyField = 'firstName' | 'lastName' | 'email' | 'phone' | 'answers' | 'consent';

export type CareersApplyOutcome =
  | {
      readonly kind: 'applied';
      readonly applicationId: number;
      /** An earlier application by this e-mail to this position took these answers. */
      readonly merged: boolean;
      /** Questions answered with the answer that rules a candidate out (the application is made). */
      readonly knockoutQuestionIds: readonly string[];
    }
  | {
      readonly kind: 'refused';
      /** The server's code (CAREERS.EMAIL_INVALID, VALIDATION.INVALID, RATE_LIMITED…) or NETWORK. */
      readonly code: string;
      readonly field: CareersApplyField | undefined;
    };

/**
 * Sends applications made on a careers page. Resolves with the outcome, refusals included
 * (4xx, 5xx and network failures are `refused`, never a rejection).
 */
export interface CareersApplicationPort {
  apply(slug: string, positionId: number, application: CareersApplication): Promise<CareersApplyOutcome>;
}
export const CareersApplicationPort = token<CareersApplicationPort>('domain.careersApplication');

/**
 * The field a refusal from the careers route is about: by its code, and for a schema failure
 * (VALIDATION.INVALID, message naming `body/<property>`) by the property; undefined otherwise.
 */
export function fieldOfRefusal(code: string, message: string | undefined): CareersApplyField | undefined {
  const byCode: Record<string, CareersApplyField> = {
    'CAREERS.EMAIL_INVALID': 'email',
    'CAREERS.CONSENT_REQUIRED': 'consent',
    'CAREERS.ANSWERS_INVALID': 'answers',
  };
  if (byCode[code]) return byCode[code];
  if (code !== 'VALIDATION.INVALID' || !message) return undefined;
  const property = /body\/([a-z_]+)/.exec(message)?.[1];
  const byProperty: Record<string, CareersApplyField> = {
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    phone: 'phone',
    answers: 'answers',
    consent: 'consent',
  };
  return property ? byProperty[property] : undefined;
}
