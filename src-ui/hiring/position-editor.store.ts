import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  draftProblems,
  nextStatuses,
  QUESTIONS_MAX,
  type DraftProblem,
  type EmploymentType,
  type PayPeriod,
  type PositionDraft,
  type PositionStatus,
  type ScreeningAnswer,
} from '../../src-domain/careers/position-draft.rules';
import {
  PositionPostingsApiPort,
  type PositionPosting,
} from '../../src-domain/careers/position-postings-api.port';
import { failureCode } from './loadable';

/** One question row of the form; `knockout` '' when no answer knocks out. */
export interface QuestionRow {
  readonly text: string;
  readonly knockout: ScreeningAnswer | '';
}

/** The form's fields as typed (pay as the person wrote it, e.g. "16.50"). */
export interface PositionForm {
  readonly title: string;
  readonly category: string;
  readonly employmentType: EmploymentType;
  readonly payMin: string;
  readonly payMax: string;
  readonly payPeriod: PayPeriod;
  readonly description: string;
  readonly questions: readonly QuestionRow[];
}

const EMPTY_FORM: PositionForm = {
  title: '',
  category: 'FOH',
  employmentType: 'PART_TIME',
  payMin: '',
  payMax: '',
  payPeriod: 'HOUR',
  description: '',
  questions: [],
};

/** "16.50" → 1650 minor units (2 decimals); undefined for empty; NaN for anything else. */
export function minorUnits(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

const majorUnits = (value: number | undefined) => (value === undefined ? '' : (value / 100).toFixed(2));

/**
 * The position editor (issue #38): a new position at a location, or an existing one read back;
 * checks the form with draftProblems() before sending and keeps what was typed on any failure
 * (`problems` per field, `failure` the server's code); pauses, reopens and closes the position
 * being edited. `saved` counts successful writes, so the list reads again.
 */
@injectable()
export class PositionEditorStore {
  target:
    | { kind: 'new'; locationId: number }
    | { kind: 'edit'; brandId: number; posting: PositionPosting }
    | undefined = undefined;
  form: PositionForm = EMPTY_FORM;
  problems: readonly DraftProblem[] = [];
  failure: string | undefined = undefined;
  busy = false;
  loading = false;
  saved = 0;
  /** The text-to-apply code as typed (the position's own when it was read). */
  smsCodeDraft = '';

  constructor(@inject(PositionPostingsApiPort) private readonly api: PositionPostingsApiPort) {
    makeAutoObservable<PositionEditorStore, 'api' | 'rewrite'>(this, { api: false, rewrite: false });
  }

  get open(): boolean {
    return this.target !== undefined || this.loading;
  }

  /** Starts an empty form for a new position at `locationId`. */
  openNew(locationId: number): void {
    this.target = { kind: 'new', locationId };
    this.form = EMPTY_FORM;
    this.problems = [];
    this.failure = undefined;
  }

  /** Reads position `positionId` below `brandId` into the form. Never rejects. */
  async openEdit(brandId: number, positionId: number): Promise<void> {
    this.loading = true;
    this.failure = undefined;
    this.problems = [];
    try {
      const posting = await this.api.posting(brandId, positionId);
      runInAction(() => {
        this.loading = false;
        this.target = { kind: 'edit', brandId, posting };
        this.smsCodeDraft = posting.smsCode ?? '';
        this.form = {
          title: posting.title,
          category: posting.category,
          employmentType: posting.employmentType,
          payMin: majorUnits(posting.payMin),
          payMax: majorUnits(posting.payMax),
          payPeriod: posting.payPeriod ?? 'HOUR',
          description: posting.description,
          questions: posting.questions.map((question) => ({
            text: question.text,
            knockout: question.knockoutAnswer ?? '',
          })),
        };
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.target = undefined;
        this.failure = failureCode(error) ?? 'NETWORK';
      });
    }
  }

  /**
   * Reads the position being edited again and takes its provider posting and status from the
   * answer (posting jobs change them after the write; issue #38); the form and what is typed
   * stay. A failed read keeps what is shown (the next one may answer). Never rejects.
   */
  async refreshPosting(): Promise<void> {
    const target = this.target;
    if (target?.kind !== 'edit') return;
    try {
      const read = await this.api.posting(target.brandId, target.posting.id);
      runInAction(() => {
        const now = this.target;
        if (now?.kind !== 'edit' || now.posting.id !== read.id) return;
        this.target = {
          ...now,
          posting: { ...now.posting, status: read.status, providerPosting: read.providerPosting },
        };
      });
    } catch {
      // Kept as shown: the follow reads again while the posting is pending.
    }
  }

  close(): void {
    this.target = undefined;
    this.loading = false;
  }

  /** Changes one field; the problems of that field go away until the next save. */
  change<K extends keyof PositionForm>(field: K, value: PositionForm[K]): void {
    this.form = { ...this.form, [field]: value };
  }

  addQuestion(): void {
    if (this.form.questions.length >= QUESTIONS_MAX) return;
    this.change('questions', [...this.form.questions, { text: '', knockout: '' }]);
  }

  changeQuestion(index: number, row: QuestionRow): void {
    this.change(
      'questions',
      this.form.questions.map((question, at) => (at === index ? row : question)),
    );
  }

  removeQuestion(index: number): void {
    this.change(
      'questions',
      this.form.questions.filter((_, at) => at !== index),
    );
  }

  /** The form as a draft (pay in minor units; NaN where the pay is not a number). */
  get draft(): PositionDraft {
    const form = this.form;
    const payMin = minorUnits(form.payMin);
    const payMax = minorUnits(form.payMax);
    const hasPay = payMin !== undefined || payMax !== undefined;
    return {
      title: form.title,
      category: form.category,
      employmentType: form.employmentType,
      payMin,
      payMax,
      payPeriod: hasPay ? form.payPeriod : undefined,
      description: form.description,
      questions: form.questions.map((question, index) => ({
        id: `q${index + 1}`,
        text: question.text,
        knockoutAnswer: question.knockout === '' ? undefined : question.knockout,
      })),
    };
  }

  /** The statuses the position being edited may move to by hand. */
  get moves(): readonly PositionStatus[] {
    return this.target?.kind === 'edit' ? nextStatuses(this.target.posting.status) : [];
  }

  /**
   * Checks and sends the form; resolves true when saved (the editor closes). A bad form or a
   * refused write keeps the form as typed and says why. Never rejects.
   */
  async save(categories: readonly string[]): Promise<boolean> {
    const target = this.target;
    if (!target || this.busy) return false;
    const draft = this.draft;
    this.problems = draftProblems(draft, categories);
    this.failure = undefined;
    if (this.problems.length > 0) return false;
    this.busy = true;
    try {
      if (target.kind === 'new') await this.api.open(target.locationId, draft);
      else await this.api.update(target.brandId, target.posting.id, draft);
      runInAction(() => {
        this.busy = false;
        this.target = undefined;
        this.saved++;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.failure = failureCode(error) ?? 'NETWORK';
      });
      return false;
    }
  }

  /** Pauses, reopens or closes the position being edited. Never rejects. */
  move(status: 'OPEN' | 'PAUSED' | 'CLOSED'): Promise<void> {
    return this.rewrite((brandId, id) => this.api.move(brandId, id, status));
  }

  /** Archives (true) or restores the position being edited. Never rejects. */
  archive(archived: boolean): Promise<void> {
    return this.rewrite((brandId, id) => this.api.archive(brandId, id, archived));
  }

  setSmsCodeDraft(value: string): void {
    this.smsCodeDraft = value;
    this.failure = undefined;
  }

  /** Saves the typed text-to-apply code; a refusal keeps it typed with the server's code. */
  saveSmsCode(): Promise<void> {
    const code = this.smsCodeDraft;
    return this.rewrite((brandId, id) => this.api.setSmsCode(brandId, id, code));
  }

  /** Runs one write on the position being edited; its answer replaces the position. */
  private async rewrite(write: (brandId: number, positionId: number) => Promise<PositionPosting>) {
    const target = this.target;
    if (target?.kind !== 'edit' || this.busy) return;
    this.busy = true;
    this.failure = undefined;
    try {
      const posting = await write(target.brandId, target.posting.id);
      runInAction(() => {
        this.smsCodeDraft = posting.smsCode ?? this.smsCodeDraft;
        this.busy = false;
        this.target = { ...target, posting };
        this.saved++;
      });
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.failure = failureCode(error) ?? 'NETWORK';
      });
    }
  }

  /**
   * Approves or rejects the PENDING approval to recruit `atrId` of a position (an approved one
   * publishes a position that waits for it); resolves true when done. Never rejects.
   */
  async decide(
    brandId: number,
    positionId: number,
    atrId: number,
    decision: 'APPROVED' | 'REJECTED',
  ): Promise<boolean> {
    this.failure = undefined;
    try {
      await this.api.decide(brandId, positionId, atrId, decision);
      runInAction(() => {
        this.saved++;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = failureCode(error) ?? 'NETWORK';
      });
      return false;
    }
  }

  /** The problem code of `field`, if the last save found one. */
  problemOf(field: DraftProblem['field']): DraftProblem['code'] | undefined {
    return this.problems.find((problem) => problem.field === field)?.code;
  }
}
