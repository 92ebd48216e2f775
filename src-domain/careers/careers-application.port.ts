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
  /** A résumé uploaded for this position with uploadResume (its id). */
  readonly resumeUploadId?: string;
  /** The reCAPTCHA widget's token, when the page shows one. */
  readonly recaptchaToken?: string;
}

/** Résumés the form takes: their types and the largest size in bytes the server accepts by default. */
export const RESUME_ACCEPT = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.webp'] as const;
export const RESUME_MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** A file picked in the form: what an upload reads of a browser File. */
export interface ResumeFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  slice(start?: number, end?: number, contentType?: string): unknown;
}

/** The type a résumé is sent as, by its extension; undefined: not a résumé the form takes. */
export function resumeTypeOf(name: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? RESUME_MIME_TYPES[extension] : undefined;
}

export type ResumeUploadOutcome =
  | { readonly kind: 'uploaded'; readonly uploadId: string }
  /** The server's code (UPLOAD.TOO_LARGE, CAREERS.RESUME_TYPE_MISMATCH, RATE_LIMITED…) or NETWORK. */
  | { readonly kind: 'refused'; readonly code: string };

/** The form field a refusal is about; undefined: the form as a whole. */
export type CareersApplyField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'answers' | 'consent' | 'resume' | 'recaptcha';

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
  /**
   * Uploads a résumé for an application to the position (signed URL, the bytes, the bucket's
   * check), reporting progress from 0 to 1. Resolves with the upload's id or the refusal; never
   * rejects.
   */
  uploadResume(
    slug: string,
    positionId: number,
    file: ResumeFile,
    type: string,
    onProgress: (fraction: number) => void,
  ): Promise<ResumeUploadOutcome>;
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
    'CAREERS.RESUME_INVALID': 'resume',
    'RECAPTCHA.INVALID': 'recaptcha',
    'RECAPTCHA.MISSING': 'recaptcha',
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
