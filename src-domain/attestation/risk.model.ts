import type { Language } from '../language/language.rules';
import type { AttestationOption, LocalizedText, QuestionType } from './attestation.model';

/** Figures of the risk dashboard, built from clock-out attestation answers (issue #16). */

/** A brand the dashboard may be narrowed to (spec 000 §6 location filter). */
export interface RiskLocationChoice {
  readonly id: number;
  readonly name: string;
  readonly type: string;
}

/** Flagged answers of one location, one count per week of `RiskSummary.weeks`. */
export interface RiskLocationRow {
  readonly locationId: number;
  readonly locationName: string;
  readonly flaggedByWeek: readonly number[];
  readonly unresolved: number;
}

/** One week of the trend: answers given and how many were flagged. */
export interface RiskTrendPoint {
  readonly weekStart: string;
  readonly answers: number;
  readonly flagged: number;
}

export interface RiskSummary {
  readonly brandId: number;
  /** Monday of each week shown (ISO dates), oldest first. */
  readonly weeks: readonly string[];
  readonly answers: number;
  readonly flagged: number;
  readonly unresolved: number;
  readonly locations: readonly RiskLocationRow[];
  readonly trend: readonly RiskTrendPoint[];
  /** What the location filter offers (ALL_LEVELS: the subtree; CHILDREN_ONLY: direct children). */
  readonly filterChoices: readonly RiskLocationChoice[];
}

/** Which answers a list shows; every field narrows, undefined fields do not. */
export interface RiskAnswerFilter {
  readonly locationId?: number;
  /** A Monday (ISO date): that week only. */
  readonly weekStart?: string;
  readonly flagged?: boolean;
  readonly resolved?: boolean;
  readonly offset: number;
  readonly limit: number;
}

/** One employee's answer to one version of a question at a clock-out. */
export interface AttestationAnswer {
  readonly id: number;
  readonly templateId: number;
  readonly version: number;
  /** The question as that version asked it; show it with `textFor`. */
  readonly question: LocalizedText;
  readonly questionDefaultLanguage: Language;
  /** The version's options: an option question's `answers` are their keys. */
  readonly questionOptions: readonly AttestationOption[];
  readonly questionType: QuestionType;
  readonly locationId: number;
  readonly locationName: string;
  readonly employeeName: string;
  readonly shiftDate: string;
  readonly shiftMinutes: number;
  readonly answers: readonly string[];
  readonly comment: string | undefined;
  readonly flagged: boolean;
  readonly resolvedAt: string | undefined;
  readonly resolvedBy: string | undefined;
  readonly resolutionNote: string | undefined;
  readonly answeredAt: string;
}

export interface AttestationAnswersPage {
  readonly total: number;
  readonly offset: number;
  readonly items: readonly AttestationAnswer[];
}
