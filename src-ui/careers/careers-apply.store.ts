import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CareersApplicationPort,
  CareersApplyField,
  CareersApplyOutcome,
} from '../../src-domain/careers/careers-application.port';
import type { CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import type { ScreeningAnswer } from '../../src-domain/careers/position-draft.rules';
import type { PhoneValidity } from '../widgets/phone-input/PhoneInput';

/** What the form says under a field: a translation key of `careersPublic.errors`. */
export type FieldErrors = Partial<Record<CareersApplyField, string>>;

type TextField = 'firstName' | 'lastName' | 'email';

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

  constructor(
    private readonly port: CareersApplicationPort,
    readonly slug: string,
    readonly position: Pick<CareersPositionDetail, 'id' | 'questions'>,
  ) {
    makeAutoObservable<CareersApplyStore, 'port'>(this, { port: false, slug: false, position: false });
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
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'applied') this.outcome = outcome;
      else if (outcome.field) this.errors = { [outcome.field]: outcome.code };
      else this.formError = outcome.code;
    });
  }
}
