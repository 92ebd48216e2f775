import { makeAutoObservable, runInAction } from 'mobx';
import {
  RESUME_MAX_BYTES,
  resumeTypeOf,
  type CareersApplicationPort,
  type CareersApplyField,
  type CareersApplyOutcome,
  type ResumeFile,
} from '../../src-domain/careers/careers-application.port';
import type { CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import type { ScreeningAnswer } from '../../src-domain/careers/position-draft.rules';
import type { PhoneValidity } from '../widgets/phone-input/PhoneInput';

/** What the form says under a field: a translation key of `careersPublic.errors`. */
export type FieldErrors = Partial<Record<CareersApplyField, string>>;

type TextField = 'firstName' | 'lastName' | 'email';

/** The résumé picked in the form: uploading (with progress 0–1), uploaded, or refused. */
export type ResumeState =
  | { readonly status: 'uploading'; readonly name: string; readonly size: number; readonly progress: number }
  | { readonly status: 'uploaded'; readonly name: string; readonly size: number; readonly uploadId: string };

/** Values the page was opened with (a text-to-apply link): they fill the empty fields. */
export interface ApplyPrefill {
  readonly firstName?: string;
  readonly email?: string;
}

/**
 * The application form of one position's careers page (issue #38): holds what the visitor typed
 * (kept through every refusal), checks what the browser can (names, phone) and sends the rest to
 * the server, whose codes are shown under their fields. `outcome` is set once applied.
 */
export class CareersApplyStore {
  firstName = '';
  lastName = '';
  email = '';
  phone: PhoneValidity | undefined = undefined;
  answers: Record<string, ScreeningAnswer> = {};
  consent = false;
  errors: FieldErrors = {};
  /** A refusal about no field (paused, too many tries, no network): its code. */
  formError: string | undefined = undefined;
  submitting = false;
  outcome: Extract<CareersApplyOutcome, { kind: 'applied' }> | undefined = undefined;
  resume: ResumeState | undefined = undefined;
  /** The reCAPTCHA token, when the page shows the widget (single use: cleared after each try). */
  recaptchaToken: string | undefined = undefined;
  /** Increments after each submit: the widget resets on it. */
  attempts = 0;
  /** Bumped when a résumé is picked or removed: an older upload's answer is then ignored. */
  private resumeTurn = 0;

  constructor(
    private readonly port: CareersApplicationPort,
    readonly slug: string,
    readonly position: Pick<CareersPositionDetail, 'id' | 'questions'>,
    /** '' : no reCAPTCHA on this page (the server then checks none). */
    readonly recaptchaSiteKey = '',
  ) {
    makeAutoObservable<CareersApplyStore, 'port' | 'resumeTurn'>(this, {
      port: false,
      slug: false,
      position: false,
      recaptchaSiteKey: false,
      resumeTurn: false,
    });
  }

  /** Fills the fields still empty from a text-to-apply link. */
  prefill(values: ApplyPrefill): void {
    if (values.firstName && this.firstName === '') this.firstName = values.firstName.slice(0, 80);
    if (values.email && this.email === '') this.email = values.email.slice(0, 254);
  }

  setRecaptchaToken(token: string | undefined): void {
    this.recaptchaToken = token;
    delete this.errors.recaptcha;
  }

  /**
   * Uploads the picked résumé at once (replacing any earlier one): its type by extension and its
   * size are checked first (`resume` errors typeRefused / tooLarge, nothing sent). Never rejects.
   */
  async pickResume(file: ResumeFile): Promise<void> {
    const turn = ++this.resumeTurn;
    delete this.errors.resume;
    const type = resumeTypeOf(file.name);
    if (!type) {
      this.resume = undefined;
      this.errors.resume = 'resumeType';
      return;
    }
    if (file.size > RESUME_MAX_BYTES) {
      this.resume = undefined;
      this.errors.resume = 'resumeTooLarge';
      return;
    }
    this.resume = { status: 'uploading', name: file.name, size: file.size, progress: 0 };
    const outcome = await this.port.uploadResume(this.slug, this.position.id, file, type, (progress) =>
      runInAction(() => {
        if (turn === this.resumeTurn && this.resume?.status === 'uploading')
          this.resume = { ...this.resume, progress };
      }),
    );
    runInAction(() => {
      if (turn !== this.resumeTurn) return;
      if (outcome.kind === 'uploaded') {
        this.resume = { status: 'uploaded', name: file.name, size: file.size, uploadId: outcome.uploadId };
        return;
      }
      this.resume = undefined;
      this.errors.resume = RESUME_CODES[outcome.code] ?? outcome.code;
    });
  }

  removeResume(): void {
    this.resumeTurn += 1;
    this.resume = undefined;
    delete this.errors.resume;
  }

  setText(field: TextField, value: string): void {
    this[field] = value;
    delete this.errors[field];
  }
  setPhone(validity: PhoneValidity): void {
    this.phone = validity;
    delete this.errors.phone;
  }
  setAnswer(questionId: string, answer: ScreeningAnswer): void {
    this.answers[questionId] = answer;
    delete this.errors.answers;
  }
  setConsent(value: boolean): void {
    this.consent = value;
    delete this.errors.consent;
  }

  /** Checks what the browser can; the server's codes fill the rest. */
  private localErrors(): FieldErrors {
    const errors: FieldErrors = {};
    if (this.firstName.trim() === '') errors.firstName = 'required';
    if (this.lastName.trim() === '') errors.lastName = 'required';
    if (this.email.trim() === '') errors.email = 'required';
    if (!this.phone || this.phone.empty) errors.phone = 'required';
    else if (!this.phone.valid) errors.phone = 'phoneInvalid';
    if (this.resume?.status === 'uploading') errors.resume = 'resumeUploading';
    if (this.recaptchaSiteKey && !this.recaptchaToken) errors.recaptcha = 'recaptchaRequired';
    return errors;
  }

  /** Sends the application; resolves when the outcome or the refusal is shown. Never rejects. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.formError = undefined;
    this.errors = this.localErrors();
    if (Object.keys(this.errors).length > 0) return;
    this.submitting = true;
    const outcome = await this.port.apply(this.slug, this.position.id, {
      firstName: this.firstName.trim(),
      lastName: this.lastName.trim(),
      email: this.email.trim(),
      phone: this.phone?.e164 ?? '',
      answers: Object.entries(this.answers).map(([questionId, answer]) => ({ questionId, answer })),
      consent: this.consent,
      ...(this.resume?.status === 'uploaded' ? { resumeUploadId: this.resume.uploadId } : {}),
      ...(this.recaptchaToken ? { recaptchaToken: this.recaptchaToken } : {}),
    });
    runInAction(() => {
      this.submitting = false;
      this.attempts += 1;
      this.recaptchaToken = undefined;
      // A résumé refused at submit (too old, already used): the visitor picks it again.
      if (outcome.kind === 'refused' && outcome.field === 'resume') this.resume = undefined;
      if (outcome.kind === 'applied') this.outcome = outcome;
      else if (outcome.field) this.errors = { [outcome.field]: outcome.code };
      else this.formError = outcome.code;
    });
  }
}

/** The résumé refusals' keys of `careersApply.errors` (others show the generic text). */
const RESUME_CODES: Readonly<Record<string, string>> = {
  'UPLOAD.TOO_LARGE': 'resumeTooLarge',
  'CAREERS.RESUME_TYPE': 'resumeType',
  'CAREERS.RESUME_TYPE_MISMATCH': 'resumeType',
  'UPLOAD.RATE_LIMITED': 'resumeRateLimited',
  RATE_LIMITED: 'resumeRateLimited',
  NETWORK: 'resumeNetwork',
};
