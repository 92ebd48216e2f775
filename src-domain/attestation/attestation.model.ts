import type { Language } from '../language/language.rules';

/** The kinds of clock-out attestation question (issue #16; the spec leaves fields "not shown"). */
export const QUESTION_TYPES = [
  'YES_NO',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'FREE_TEXT',
  'ACKNOWLEDGEMENT',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** What a flagged answer does at clock-out. */
export const FLAG_ACTIONS = [
  'NOTIFY_MANAGER',
  'REQUIRE_COMMENT',
  'RECORD_BREAK_WAIVER',
  'BLOCK_CLOCK_OUT',
] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/** Position categories a question may be limited to (the POSITION_CATEGORY condition values). */
export const ATTESTATION_POSITION_CATEGORIES = ['FOH', 'BOH', 'MANAGEMENT'] as const;
export type AttestationPositionCategory = (typeof ATTESTATION_POSITION_CATEGORIES)[number];

/** The answers a yes/no question can get; an acknowledgement is flagged when DECLINED. */
export const YES_NO_ANSWERS = ['YES', 'NO'] as const;
export const ACKNOWLEDGEMENT_ANSWERS = ['ACKNOWLEDGED', 'DECLINED'] as const;

/** Text per language; a language without text is missing (shown in the default language). */
export type LocalizedText = Partial<Record<Language, string>>;

/** One choice of a single or multiple choice question; `key` is stable across versions. */
export interface AttestationOption {
  /** 1–32 of A–Z, 0–9, _ (e.g. 'OPT_1'). */
  readonly key: string;
  readonly text: LocalizedText;
}

/** Which answers are flagged and what a flagged answer does. */
export interface FlagRule {
  /** Option keys, or YES/NO, or DECLINED: the answers that raise a flag. */
  readonly answers: readonly string[];
  readonly actions: readonly FlagAction[];
}

/** Who is asked: empty lists mean everybody in the brand's subtree. */
export interface AttestationTargeting {
  /** Brands (locations or levels) of the subtree; empty: all of them. */
  readonly brandIds: readonly number[];
  readonly positionCategories: readonly AttestationPositionCategory[];
  /** Asked only after shifts of at least this many minutes; undefined: every shift. */
  readonly minShiftMinutes: number | undefined;
}

/** What an editor saves: one question. Dates are ISO calendar dates (YYYY-MM-DD). */
export interface AttestationDraft {
  readonly type: QuestionType;
  readonly required: boolean;
  /** The language employees without their own text see; it must have text. */
  readonly defaultLanguage: Language;
  readonly text: LocalizedText;
  readonly options: readonly AttestationOption[];
  readonly flagRule: FlagRule | undefined;
  readonly targeting: AttestationTargeting;
  readonly effectiveFrom: string;
  readonly effectiveTo: string | undefined;
}

export type AttestationStatus = 'ACTIVE' | 'ARCHIVED';

/** One saved version of a question; answers point at the exact version they answered. */
export interface AttestationVersionInfo {
  readonly version: number;
  readonly createdAt: string;
  readonly answerCount: number;
}

/** A saved question with its current version's content. */
export interface AttestationTemplate extends AttestationDraft {
  readonly id: number;
  readonly brandId: number;
  readonly status: AttestationStatus;
  readonly sortOrder: number;
  /** The content version (a new one when a question with answers is edited). */
  readonly version: number;
  /** Edit counter: a save must send the revision it started from (else 409). */
  readonly revision: number;
  readonly answerCount: number;
  readonly versions: readonly AttestationVersionInfo[];
  readonly updatedAt: string;
}

/** The disclaimer, certification and signature texts shown with the questions. */
export const STATIC_FIELD_KINDS = ['DISCLAIMER', 'CERTIFICATION', 'SIGNATURE'] as const;
export type StaticFieldKind = (typeof STATIC_FIELD_KINDS)[number];

export interface StaticField {
  readonly id: number;
  readonly kind: StaticFieldKind;
  readonly text: LocalizedText;
}
