import type {
  AttestationDraft,
  AttestationTemplate,
  StaticField,
} from '../../src-domain/attestation/attestation.model';
import type { AttestationAnswer, RiskSummary } from '../../src-domain/attestation/risk.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';

/**
 * The attestation area's wire shapes (generated from the gateway's route schemas) mapped to the
 * domain's models and back; HttpAttestationApi alone uses them.
 */

type TemplatesPath = '/v1/brands/{id}/settings/{setting}/attestation_templates';
type TemplatePath = '/v1/brands/{id}/settings/{setting}/attestation_templates/{template}';
type AnswersPath = '/v1/brands/{id}/risk/attestation/answers';

/** A question as the gateway sends it (GET/POST/PUT attestation_templates). */
export type TemplateWire = WireData<TemplatePath>;
export type TemplateListWire = WireData<TemplatesPath>;
export type StaticFieldWire = WireData<'/v1/brands/{id}/settings/{setting}/static_fields/{field}', 'put'>;
export type StaticFieldListWire = WireData<'/v1/brands/{id}/settings/{setting}/static_fields'>;
export type RiskSummaryWire = WireData<'/v1/brands/{id}/risk/attestation/summary'>;
export type AnswersPageWire = WireData<AnswersPath>;
/** One answer of GET …/risk/attestation/answers (and the resolution's answer). */
export type AnswerWire = AnswersPageWire['answers'][number];
/** The body of POST attestation_templates (PUT adds the revision). */
export type DraftBody = WireBody<TemplatesPath, 'post'>;

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
export function draftToWire(draft: AttestationDraft): DraftBody {
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
    questionOptions: wire.question_options,
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
