import {
  ATTESTATION_POSITION_CATEGORIES,
  FLAG_ACTIONS,
  QUESTION_TYPES,
  STATIC_FIELD_KINDS,
  SUPPORTED_LANGUAGES,
  type AttestationDraft,
  type AttestationPositionCategory,
  type FlagAction,
  type Language,
  type LocalizedText,
  type QuestionType,
} from '../../../src-domain/index';
import { arrayOf, bool, int, nullable, object, str, type JsonSchema } from '../gateway.schema';
import type { TemplateRecord, VersionContent } from './attestation-templates.repository';

/** The settings keys of `/v1/brands/{id}/settings/{setting}/…` this area serves. */
export const ATTESTATION_SETTINGS = ['clockout_attestation'] as const;

/** Path parameters of a brand's attestation setting: `/v1/brands/:id/settings/:setting/…`. */
export const settingParams: JsonSchema = {
  type: 'object',
  required: ['id', 'setting'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    setting: { type: 'string', enum: [...ATTESTATION_SETTINGS] },
  },
};

export interface SettingParams {
  id: number;
  setting: string;
}

/** The setting's parameters plus one positive integer id named `key` (a template, a static field). */
export function settingItemParams(key: string): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'setting', key],
    properties: {
      ...(settingParams.properties as Record<string, JsonSchema>),
      [key]: { type: 'integer', minimum: 1 },
    },
  };
}

/** Generous wire bound: longer texts reach the domain rules, which answer TEXT_TOO_LONG. */
const WIRE_TEXT_MAX = 10_000;

/** `{en: "…", ar: "…"}`: only the eight languages. */
export const localizedTextSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, { type: 'string', maxLength: WIRE_TEXT_MAX }]),
  ),
};

const optionSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'text'],
  properties: { key: { type: 'string', maxLength: 64 }, text: localizedTextSchema },
};

const flagRuleSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers', 'actions'],
  nullable: true,
  properties: {
    answers: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } },
    actions: {
      type: 'array',
      maxItems: 4,
      uniqueItems: true,
      items: { type: 'string', enum: [...FLAG_ACTIONS] },
    },
  },
};

const targetingSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand_ids', 'position_categories'],
  properties: {
    brand_ids: { type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    position_categories: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: [...ATTESTATION_POSITION_CATEGORIES] },
    },
    min_shift_minutes: { type: 'integer', nullable: true },
  },
};

/** The content fields of POST and PUT. */
export const contentProperties: Record<string, JsonSchema> = {
  type: { type: 'string', enum: [...QUESTION_TYPES] },
  required: bool,
  default_language: { type: 'string', enum: [...SUPPORTED_LANGUAGES] },
  text: localizedTextSchema,
  options: { type: 'array', maxItems: 50, items: optionSchema },
  flag_rule: flagRuleSchema,
  targeting: targetingSchema,
  effective_from: { type: 'string', maxLength: 32 },
  effective_to: { type: 'string', maxLength: 32, nullable: true },
};
export const contentRequired = [
  'type',
  'required',
  'default_language',
  'text',
  'targeting',
  'effective_from',
];

/** The body of POST/PUT attestation_templates as the schema guarantees it. */
export interface TemplateContentWire {
  type: QuestionType;
  required: boolean;
  default_language: Language;
  text: LocalizedText;
  options?: { key: string; text: LocalizedText }[];
  flag_rule?: { answers: string[]; actions: FlagAction[] } | null;
  targeting: {
    brand_ids: number[];
    position_categories: AttestationPositionCategory[];
    min_shift_minutes?: number | null;
  };
  effective_from: string;
  effective_to?: string | null;
}

export const templateSchema: JsonSchema = object({
  id: int,
  brand_id: int,
  status: str,
  sort_order: int,
  version: int,
  revision: int,
  answer_count: int,
  updated_at: str,
  type: str,
  required: bool,
  default_language: str,
  text: localizedTextSchema,
  options: arrayOf(optionSchema),
  flag_rule: nullable(object({ answers: arrayOf(str), actions: arrayOf(str) })),
  targeting: object({
    brand_ids: arrayOf(int),
    position_categories: arrayOf(str),
    min_shift_minutes: nullable(int),
  }),
  effective_from: str,
  effective_to: nullable(str),
  versions: arrayOf(object({ version: int, created_at: str, answer_count: int })),
});

export const staticFieldSchema: JsonSchema = object({
  id: int,
  kind: { type: 'string', enum: [...STATIC_FIELD_KINDS] },
  text: localizedTextSchema,
});

/** The wire body as the domain's draft (what the rules check). */
export function draftOf(wire: TemplateContentWire): AttestationDraft {
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

/** A stored template as the wire answer. */
export function templateView(record: TemplateRecord) {
  const { template, current } = record;
  return {
    id: template.id,
    brand_id: template.brand_id,
    status: template.status,
    sort_order: template.sort_order,
    version: template.current_version,
    revision: template.revision,
    answer_count: record.versions.reduce((sum, version) => sum + version.answer_count, 0),
    updated_at: template.updated_at,
    type: current.type,
    required: current.required === 1,
    default_language: current.default_language,
    text: JSON.parse(current.text_json) as LocalizedText,
    options: JSON.parse(current.options_json) as { key: string; text: LocalizedText }[],
    flag_rule: current.flag_rule_json === null ? null : (JSON.parse(current.flag_rule_json) as object),
    targeting: {
      brand_ids: JSON.parse(current.target_brand_ids_json) as number[],
      position_categories: JSON.parse(current.target_categories_json) as string[],
      min_shift_minutes: current.min_shift_minutes,
    },
    effective_from: current.effective_from,
    effective_to: current.effective_to,
    versions: record.versions,
  };
}
