import type {
  AttestationDraft,
  AttestationPositionCategory,
  AttestationStatus,
  AttestationTemplate,
  FlagAction,
  LocalizedText,
  QuestionType,
  StaticField,
  StaticFieldKind,
} from '../../src-domain/attestation/attestation.model';
import type { AttestationAnswer, RiskSummary } from '../../src-domain/attestation/risk.model';
import type { Language } from '../../src-domain/language/language.rules';

/** A question as the gateway sends it (GET/POST/PUT attestation_templates). */
export interface TemplateWire {
  readonly id: number;
  readonly brand_id: number;
  readonly status: AttestationStatus;
  readonly sort_order: number;
  readonly version: number;
  readonly revision: number;
  readonly answer_count: number;
  readonly updated_at: string;
  readonly type: QuestionType;
  readonly required: boolean;
  readonly default_language: Language;
  readonly text: LocalizedText;
  readonly options: readonly { key: string; text: LocalizedText }[];
  readonly flag_rule: { answers: string[]; actions: FlagAction[] } | null;
  readonly targeting: {
    brand_ids: number[];
    position_categories: AttestationPositionCategory[];
    min_shift_minutes: number | null;
  };
  readonly effective_from: string;
  readonly effective_to: string | null;
  readonly versions: readonly { version: number; created_at: string; answer_count: number }[];
}

export interface StaticFieldWire {
  readonly id: number;
  readonly kind: StaticFieldKind;
  readonly text: LocalizedText;
}

/** GET …/risk/attestation/summary */
export interface RiskSummaryWire {
  readonly brand_id: number;
  readonly weeks: string[];
  readonly answers: number;
  readonly flagged: number;
  readonly unresolved: number;
  readonly locations: {
    location_id: number;
    location_name: string;
    flagged_by_week: number[];
    unresolved: number;
  }[];
  readonly trend: { week_start: string; answers: number; flagged: number }[];
  readonly filter_choices: { id: number; name: string; type: string }[];
}

/** One answer of GET …/risk/attestation/answers */
export interface AnswerWire {
  readonly id: number;
  readonly template_id: number;
  readonly version: number;
  readonly question_type: QuestionType;
  readonly question: LocalizedText;
  readonly question_default_language: Language;
  readonly location: { id: number; name: string };
  readonly employee_name: string;
  readonly shift_date: string;
  readonly shift_minutes: number;
  readonly answers: string[];
  readonly comment: string | null;
  readonly flagged: boolean;
  readonly answered_at: string;
  readonly resolved_at: string | null;
  readonly resolved_by: string | null;
  readonly resolution_note: string | null;
}

export function templateFromWire(wire: TemplateWire): AttestationTemplate {
  return {
    id: wire.id,
    brandId: wire.brand_id,
    status: wire.status,
    sortOrder: wire.sort_order,
    version: wire.version,
    revision: wire.revision,
    answerCount: wire.answer_count,
    updatedAt: wire.updated_at,
    type: wire.type,
    required: wire.required,
    defaultLanguage: wire.default_language,
    text: wire.text,
    options: wire.options,
    flagRule: wire.flag_rule ?? undefined,
    targeting: {
      brandIds: wire.targeting.brand_ids,
      positionCategories: wire.targeting.position_categories,
      minShiftMinutes: wire.targeting.min_shift_minutes ?? undefined,
    },
    effectiveFrom: wire.effective_from,
    effectiveTo: wire.effective_to ?? undefined,
    versions: wire.versions.map((version) => ({
      version: version.version,
      createdAt: version.created_at,
      answerCount: version.answer_count,
    })),
  };
}

/** The POST/PUT body of a draft. */
export function draftToWire(draft: AttestationDraft) {
  return {
    type: draft.type,
    required: draft.required,
    default_language: draft.defaultLanguage,
    text: draft.text,
    options: draft.options.map((option) => ({ key: option.key, text: option.text })),
    flag_rule: draft.flagRule
      ? { answers: [...draft.flagRule.answers], actions: [...draft.flagRule.actions] }
      : null,
    targeting: {
      brand_ids: [...draft.targeting.brandIds],
      position_categories: [...draft.targeting.positionCategories],
      min_shift_minutes: draft.targeting.minShiftMinutes ?? null,
    },
    effective_from: draft.effectiveFrom,
    effective_to: draft.effectiveTo ?? null,
  };
}

export const staticFieldFromWire = (wire: StaticFieldWire): StaticField => ({
  id: wire.id,
  kind: wire.kind,
  text: wire.text,
});

export function riskSummaryFromWire(wire: RiskSummaryWire): RiskSummary {
  return {
    brandId: wire.brand_id,
    weeks: wire.weeks,
    answers: wire.answers,
    flagged: wire.flagged,
    unresolved: wire.unresolved,
    locations: wire.locations.map((row) => ({
      locationId: row.location_id,
      locationName: row.location_name,
      flaggedByWeek: row.flagged_by_week,
      unresolved: row.unresolved,
    })),
    trend: wire.trend.map((point) => ({
      weekStart: point.week_start,
      answers: point.answers,
      flagged: point.flagged,
    })),
    filterChoices: wire.filter_choices,
  };
}

export function answerFromWire(wire: AnswerWire): AttestationAnswer {
  return {
    id: wire.id,
    templateId: wire.template_id,
    version: wire.version,
    question: wire.question,
    questionDefaultLanguage: wire.question_default_language,
    questionType: wire.question_type,
    locationId: wire.location.id,
    locationName: wire.location.name,
    employeeName: wire.employee_name,
    shiftDate: wire.shift_date,
    shiftMinutes: wire.shift_minutes,
    answers: wire.answers,
    comment: wire.comment ?? undefined,
    flagged: wire.flagged,
    resolvedAt: wire.resolved_at ?? undefined,
    resolvedBy: wire.resolved_by ?? undefined,
    resolutionNote: wire.resolution_note ?? undefined,
    answeredAt: wire.answered_at,
  };
}
