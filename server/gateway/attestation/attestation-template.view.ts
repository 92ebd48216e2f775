import type { Static } from '@sinclair/typebox';
import type {
  AttestationDraft,
  AttestationPositionCategory,
  AttestationStatus,
  FlagAction,
  Language,
  LocalizedText,
  QuestionType,
} from '../../../src-domain/index';
import type { TemplateContent, TemplateSchema } from './attestation.schema';
import type { TemplateRecord, VersionContent } from './attestation-templates.repository';

/** The wire body as the domain's draft (what the rules check). */
export function draftOf(wire: TemplateContent): AttestationDraft {
  return {
    type: wire.type,
    required: wire.required,
    defaultLanguage: wire.default_language,
    text: wire.text,
    options: wire.options ?? [],
    flagRule: wire.flag_rule ?? undefined,
    targeting: {
      brandIds: wire.targeting.brand_ids,
      positionCategories: wire.targeting.position_categories,
      minShiftMinutes: wire.targeting.min_shift_minutes ?? undefined,
    },
    effectiveFrom: wire.effective_from,
    effectiveTo: wire.effective_to ?? undefined,
  };
}

/** A valid draft as stored columns; empty-string texts are dropped (they are "missing"). */
export function contentOf(draft: AttestationDraft): VersionContent {
  return {
    type: draft.type,
    required: draft.required ? 1 : 0,
    default_language: draft.defaultLanguage,
    text_json: JSON.stringify(compactText(draft.text)),
    options_json: JSON.stringify(
      draft.options.map((option) => ({ key: option.key, text: compactText(option.text) })),
    ),
    flag_rule_json:
      draft.flagRule && draft.flagRule.answers.length > 0
        ? JSON.stringify({ answers: draft.flagRule.answers, actions: draft.flagRule.actions })
        : null,
    target_brand_ids_json: JSON.stringify(draft.targeting.brandIds),
    target_categories_json: JSON.stringify(draft.targeting.positionCategories),
    min_shift_minutes: draft.targeting.minShiftMinutes ?? null,
    effective_from: draft.effectiveFrom,
    effective_to: draft.effectiveTo ?? null,
  };
}

function compactText(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/**
 * A stored template as the wire answer. The enumerated columns and the JSON ones hold only what
 * `contentOf` wrote from a draft the schemas and the domain rules admitted, hence the casts.
 */
export function templateView(record: TemplateRecord): Static<typeof TemplateSchema> {
  const { template, current } = record;
  return {
    id: template.id,
    brand_id: template.brand_id,
    status: template.status as AttestationStatus,
    sort_order: template.sort_order,
    version: template.current_version,
    revision: template.revision,
    answer_count: record.versions.reduce((sum, version) => sum + version.answer_count, 0),
    updated_at: template.updated_at,
    type: current.type as QuestionType,
    required: current.required === 1,
    default_language: current.default_language as Language,
    text: JSON.parse(current.text_json) as LocalizedText,
    options: JSON.parse(current.options_json) as { key: string; text: LocalizedText }[],
    flag_rule:
      current.flag_rule_json === null
        ? null
        : (JSON.parse(current.flag_rule_json) as { answers: string[]; actions: FlagAction[] }),
    targeting: {
      brand_ids: JSON.parse(current.target_brand_ids_json) as number[],
      position_categories: JSON.parse(current.target_categories_json) as AttestationPositionCategory[],
      min_shift_minutes: current.min_shift_minutes,
    },
    effective_from: current.effective_from,
    effective_to: current.effective_to,
    versions: [...record.versions],
  };
}
