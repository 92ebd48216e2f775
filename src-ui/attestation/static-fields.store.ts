import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AttestationApiPort as AttestationApi } from '../../src-domain/attestation/attestation-api.port';
import { AttestationApiPort } from '../../src-domain/attestation/attestation-api.port';
import type { AttestationProblem } from '../../src-domain/attestation/attestation-template.rules';
import {
  STATIC_FIELD_KINDS,
  type LocalizedText,
  type StaticField,
  type StaticFieldKind,
} from '../../src-domain/attestation/attestation.model';
import { staticFieldProblems, withoutBlankLanguages } from '../../src-domain/attestation/static-field.rules';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';
import { failureCode } from './attestation-list.store';

/** The outcome of a save: sent and stored, refused by the rules (nothing sent), or refused by the server. */
export type StaticFieldSaveOutcome = 'saved' | 'invalid' | 'failed';

/** One kind's editor: what is stored (undefined when the brand has none yet) and what is typed. */
interface KindState {
  stored: StaticField | undefined;
  draft: LocalizedText;
  /** Whether the rules' problems are shown (after the first save attempt). */
  checked: boolean;
  /** The code of the last refused write of this kind. */
  error: string | undefined;
}

const emptyStates = (): Record<StaticFieldKind, KindState> =>
  Object.fromEntries(
    STATIC_FIELD_KINDS.map((kind) => [
      kind,
      { stored: undefined, draft: {}, checked: false, error: undefined },
    ]),
  ) as Record<StaticFieldKind, KindState>;

/**
 * The static texts of a brand's clock-out attestation (spec 001 §7 `static_fields`): the
 * disclaimer, certification and signature line shown with the questions, each in the eight
 * languages. One editor per kind keeps what the user typed through failed saves; saving
 * creates the kind (POST) or replaces its languages (PUT); removing deletes it.
 */
@injectable()
export class StaticFieldsStore {
  brandId: number | undefined = undefined;
  read: 'loading' | 'ready' | 'failed' = 'loading';
  kinds: Record<StaticFieldKind, KindState> = emptyStates();
  /** The kind being written (its Save / Remove buttons are busy), if any. */
  busy: StaticFieldKind | undefined = undefined;
  /** The kind whose last write succeeded (the view says so), if any. */
  savedKind: StaticFieldKind | undefined = undefined;

  constructor(@inject(AttestationApiPort) private readonly api: AttestationApi) {
    makeAutoObservable<StaticFieldsStore, 'api'>(this, { api: false });
  }

  /** Loads the brand's static texts into the editors (typed drafts are replaced); never rejects. */
  async load(brandId: number): Promise<void> {
    this.brandId = brandId;
    this.read = 'loading';
    try {
      const fields = await this.api.staticFields(brandId);
      runInAction(() => {
        if (this.brandId !== brandId) return;
        const states = emptyStates();
        for (const field of fields)
          states[field.kind] = { ...states[field.kind], stored: field, draft: field.text };
        this.kinds = states;
        this.savedKind = undefined;
        this.read = 'ready';
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.read = 'failed';
      });
    }
  }

  setText(kind: StaticFieldKind, language: Language, value: string): void {
    this.kinds[kind].draft = { ...this.kinds[kind].draft, [language]: value };
    if (this.savedKind === kind) this.savedKind = undefined;
  }

  /** The rules' problems with a kind's draft, once a save was attempted (else none). */
  problems(kind: StaticFieldKind): readonly AttestationProblem[] {
    return this.kinds[kind].checked ? staticFieldProblems(this.kinds[kind].draft) : [];
  }

  /** The problem with one language of a kind's draft, if shown. */
  problemAt(kind: StaticFieldKind, language: Language): AttestationProblem | undefined {
    return this.problems(kind).find((problem) => problem.field === `text.${language}`);
  }

  /** The languages of a kind's draft that have no text (employees reading them get English). */
  missingLanguages(kind: StaticFieldKind): readonly Language[] {
    const draft = this.kinds[kind].draft;
    return SUPPORTED_LANGUAGES.filter((language) => !draft[language]?.trim());
  }

  /** Whether a kind's draft differs from what is stored (blank languages count as none). */
  isChanged(kind: StaticFieldKind): boolean {
    const { stored, draft } = this.kinds[kind];
    const typed = withoutBlankLanguages(draft);
    const before = stored ? withoutBlankLanguages(stored.text) : {};
    return SUPPORTED_LANGUAGES.some((language) => (typed[language] ?? '') !== (before[language] ?? ''));
  }

  /**
   * Saves a kind: 'invalid' with the problems shown and nothing sent when the rules refuse;
   * 'failed' with `error` set (the draft kept) when the server refuses; else 'saved'.
   */
  async save(kind: StaticFieldKind): Promise<StaticFieldSaveOutcome> {
    const brandId = this.brandId;
    if (brandId === undefined || this.busy) return 'failed';
    const state = this.kinds[kind];
    state.checked = true;
    state.error = undefined;
    this.savedKind = undefined;
    if (staticFieldProblems(state.draft).length > 0) return 'invalid';
    const text = withoutBlankLanguages(state.draft);
    this.busy = kind;
    try {
      const field = state.stored
        ? await this.api.updateStaticField(brandId, state.stored.id, text)
        : await this.api.createStaticField(brandId, kind, text);
      runInAction(() => {
        this.kinds[kind] = { stored: field, draft: field.text, checked: false, error: undefined };
        this.savedKind = kind;
      });
      return 'saved';
    } catch (error) {
      runInAction(() => (this.kinds[kind].error = failureCode(error)));
      return 'failed';
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /** Deletes a kind's stored text and empties its editor; answers whether it was removed. */
  async remove(kind: StaticFieldKind): Promise<boolean> {
    const brandId = this.brandId;
    const stored = this.kinds[kind].stored;
    if (brandId === undefined || !stored || this.busy) return false;
    this.busy = kind;
    this.kinds[kind].error = undefined;
    this.savedKind = undefined;
    try {
      await this.api.deleteStaticField(brandId, stored.id);
      runInAction(() => {
        this.kinds[kind] = { stored: undefined, draft: {}, checked: false, error: undefined };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.kinds[kind].error = failureCode(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }
}
