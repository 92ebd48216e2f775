import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DateTime } from 'luxon';
import type { AttestationApiPort as AttestationApi } from '../../src-domain/attestation/attestation-api.port';
import { AttestationApiPort } from '../../src-domain/attestation/attestation-api.port';
import {
  attestationProblems,
  flaggableAnswers,
  hasOptions,
  missingLanguages,
  type AttestationProblem,
} from '../../src-domain/attestation/attestation-template.rules';
import type {
  AttestationDraft,
  AttestationOption,
  AttestationPositionCategory,
  AttestationTemplate,
  AttestationVersionInfo,
  FlagAction,
  LocalizedText,
  QuestionType,
} from '../../src-domain/attestation/attestation.model';
import type { Language } from '../../src-domain/language/language.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { failureCode } from './attestation-list.store';

/** What a save ended in: saved, refused by the rules (nothing sent), a conflict, or a failure. */
export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed';

/**
 * The management screen of one clock-out attestation question: the draft being edited (type,
 * texts per language, options, flag rule, targeting, effective dates), the domain's problems
 * with it, the language of the preview, and saving over the revision it was read at (a 409
 * puts the store in `conflict` until the newer question is reloaded).
 */
@injectable()
export class AttestationEditorStore {
  brandId: number | undefined = undefined;
  id: number | undefined = undefined;
  loadState: 'loading' | 'ready' | 'failed' = 'loading';
  type: QuestionType = 'YES_NO';
  required = true;
  defaultLanguage: Language = 'en';
  text: LocalizedText = {};
  options: AttestationOption[] = [];
  flagAnswers: string[] = [];
  flagActions: FlagAction[] = [];
  brandIds: number[] = [];
  categories: AttestationPositionCategory[] = [];
  minShiftMinutes: number | undefined = undefined;
  effectiveFrom = '';
  effectiveTo: string | undefined = undefined;
  revision = 0;
  version = 0;
  versions: readonly AttestationVersionInfo[] = [];
  previewLanguage: Language = 'en';
  /** Problems are shown once a save was tried. */
  showProblems = false;
  saving = false;
  conflict = false;
  lastError: string | undefined = undefined;

  constructor(
    @inject(AttestationApiPort) private readonly api: AttestationApi,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<AttestationEditorStore, 'api' | 'clock'>(this, { api: false, clock: false });
  }

  /** A new question (id undefined) starting today, or the saved one; never rejects. */
  async load(brandId: number, id: number | undefined): Promise<void> {
    this.brandId = brandId;
    this.id = id;
    this.showProblems = false;
    this.conflict = false;
    this.lastError = undefined;
    if (id === undefined) {
      this.reset();
      this.loadState = 'ready';
      return;
    }
    this.loadState = 'loading';
    try {
      const template = await this.api.template(brandId, id);
      runInAction(() => {
        this.adopt(template);
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => (this.loadState = 'failed'));
    }
  }

  private reset(): void {
    this.type = 'YES_NO';
    this.required = true;
    this.defaultLanguage = 'en';
    this.text = {};
    this.options = [];
    this.flagAnswers = [];
    this.flagActions = [];
    this.brandIds = [];
    this.categories = [];
    this.minShiftMinutes = undefined;
    this.effectiveFrom = DateTime.fromMillis(this.clock.now()).toISODate()!;
    this.effectiveTo = undefined;
    this.revision = 0;
    this.version = 0;
    this.versions = [];
  }

  private adopt(template: AttestationTemplate): void {
    this.id = template.id;
    this.type = template.type;
    this.required = template.required;
    this.defaultLanguage = template.defaultLanguage;
    this.text = { ...template.text };
    this.options = template.options.map((option) => ({ key: option.key, text: { ...option.text } }));
    this.flagAnswers = [...(template.flagRule?.answers ?? [])];
    this.flagActions = [...(template.flagRule?.actions ?? [])];
    this.brandIds = [...template.targeting.brandIds];
    this.categories = [...template.targeting.positionCategories];
    this.minShiftMinutes = template.targeting.minShiftMinutes;
    this.effectiveFrom = template.effectiveFrom;
    this.effectiveTo = template.effectiveTo;
    this.revision = template.revision;
    this.version = template.version;
    this.versions = template.versions;
  }

  /** The draft as the rules and the server see it. */
  get draft(): AttestationDraft {
    const options = hasOptions(this.type) ? this.options : [];
    const allowed = flaggableAnswers({ type: this.type, options });
    const answers = this.flagAnswers.filter((answer) => allowed.includes(answer));
    return {
      type: this.type,
      required: this.required,
      defaultLanguage: this.defaultLanguage,
      text: this.text,
      options,
      flagRule: answers.length > 0 ? { answers, actions: this.flagActions } : undefined,
      targeting: {
        brandIds: this.brandIds,
        positionCategories: this.categories,
        minShiftMinutes: this.minShiftMinutes,
      },
      effectiveFrom: this.effectiveFrom,
      effectiveTo: this.effectiveTo,
    };
  }

  get problems(): readonly AttestationProblem[] {
    return attestationProblems(this.draft);
  }

  /** The first problem about `field` (or a field below it), once problems are shown. */
  problemAt(field: string): AttestationProblem | undefined {
    if (!this.showProblems) return undefined;
    return this.problems.find((problem) => problem.field === field || problem.field.startsWith(`${field}.`));
  }

  get missingLanguages(): Language[] {
    return missingLanguages(this.draft);
  }

  get flaggable(): readonly string[] {
    return flaggableAnswers(this.draft);
  }

  setType(type: QuestionType): void {
    this.type = type;
    if (hasOptions(type) && this.options.length === 0) {
      this.addOption();
      this.addOption();
    }
  }

  setRequired(required: boolean): void {
    this.required = required;
  }

  setDefaultLanguage(language: Language): void {
    this.defaultLanguage = language;
  }

  setText(language: Language, value: string): void {
    this.text = { ...this.text, [language]: value };
  }

  addOption(): void {
    const used = new Set(this.options.map((option) => option.key));
    let n = this.options.length + 1;
    while (used.has(`OPT_${n}`)) n++;
    this.options.push({ key: `OPT_${n}`, text: {} });
  }

  removeOption(key: string): void {
    this.options = this.options.filter((option) => option.key !== key);
    this.flagAnswers = this.flagAnswers.filter((answer) => answer !== key);
  }

  setOptionText(key: string, language: Language, value: string): void {
    this.options = this.options.map((option) =>
      option.key === key ? { ...option, text: { ...option.text, [language]: value } } : option,
    );
  }

  toggleFlagAnswer(answer: string, on: boolean): void {
    this.flagAnswers = on
      ? [...new Set([...this.flagAnswers, answer])]
      : this.flagAnswers.filter((item) => item !== answer);
  }

  toggleFlagAction(action: FlagAction, on: boolean): void {
    this.flagActions = on
      ? [...new Set([...this.flagActions, action])]
      : this.flagActions.filter((item) => item !== action);
  }

  addTarget(brandId: number): void {
    if (!this.brandIds.includes(brandId)) this.brandIds.push(brandId);
  }

  removeTarget(brandId: number): void {
    this.brandIds = this.brandIds.filter((id) => id !== brandId);
  }

  toggleCategory(category: AttestationPositionCategory, on: boolean): void {
    this.categories = on
      ? [...new Set([...this.categories, category])]
      : this.categories.filter((item) => item !== category);
  }

  setMinShiftMinutes(minutes: number | undefined): void {
    this.minShiftMinutes = minutes;
  }

  setEffectiveFrom(value: string | undefined): void {
    this.effectiveFrom = value ?? '';
  }

  setEffectiveTo(value: string | undefined): void {
    this.effectiveTo = value;
  }

  setPreviewLanguage(language: Language): void {
    this.previewLanguage = language;
  }

  /**
   * Saves: refuses locally ('invalid', problems shown, nothing sent) when the rules find any;
   * else creates or updates over `revision`. 'conflict' when somebody saved since.
   */
  async save(): Promise<SaveOutcome> {
    const brandId = this.brandId;
    if (brandId === undefined) return 'failed';
    this.showProblems = true;
    this.lastError = undefined;
    if (this.problems.length > 0) return 'invalid';
    this.saving = true;
    try {
      const saved =
        this.id === undefined
          ? await this.api.createTemplate(brandId, this.draft)
          : await this.api.updateTemplate(brandId, this.id, this.draft, this.revision);
      runInAction(() => {
        this.adopt(saved);
        this.showProblems = false;
      });
      return 'saved';
    } catch (error) {
      const code = failureCode(error);
      runInAction(() => {
        this.lastError = code;
        this.conflict = code === 'ATTESTATION.REVISION_CONFLICT';
      });
      return this.conflict ? 'conflict' : 'failed';
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** After a conflict: reads the newer question (the edits made here are dropped). */
  async reloadNewer(): Promise<void> {
    if (this.brandId !== undefined && this.id !== undefined) await this.load(this.brandId, this.id);
  }
}
