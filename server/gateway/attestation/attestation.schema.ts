import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox';
import {
  ATTESTATION_POSITION_CATEGORIES,
  FLAG_ACTIONS,
  QUESTION_TYPES,
  STATIC_FIELD_KINDS,
  SUPPORTED_LANGUAGES,
  type AttestationStatus,
  type Language,
} from '../../../src-domain/index';
import { Body, Nullable, StringEnum } from '../route-schema';

/**
 * The clock-out attestation area's shared route schemas (TypeBox): a shape written here is what
 * the routes validate and answer, what the OpenAPI document publishes and what the client's
 * generated wire types say.
 */

/** The settings keys of `/v1/brands/{id}/settings/{setting}/…` this area serves. */
export const ATTESTATION_SETTINGS = ['clockout_attestation'] as const;

const settingParamProperties = {
  id: Type.Integer({ minimum: 1 }),
  setting: StringEnum(ATTESTATION_SETTINGS),
};

/** Path parameters of a brand's attestation setting: `/v1/brands/:id/settings/:setting/…`. */
export const SettingParams = Type.Object(settingParamProperties);

/** `…/attestation_templates/:template` */
export const TemplateParams = Type.Object({
  ...settingParamProperties,
  template: Type.Integer({ minimum: 1 }),
});

/** `…/static_fields/:field` */
export const FieldParams = Type.Object({ ...settingParamProperties, field: Type.Integer({ minimum: 1 }) });

/** Generous wire bound: longer texts reach the domain rules, which answer TEXT_TOO_LONG. */
const WIRE_TEXT_MAX = 10_000;

type LocalizedProperties = { [L in Language]: TOptional<TString> };

/** `{en: "…", ar: "…"}`: only the eight languages. */
export const LocalizedTextSchema = Type.Object(
  Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      Type.Optional(Type.String({ maxLength: WIRE_TEXT_MAX })),
    ]),
  ) as LocalizedProperties,
  { additionalProperties: false },
);

export const QuestionTypeSchema = StringEnum(QUESTION_TYPES);
export const LanguageSchema = StringEnum(SUPPORTED_LANGUAGES);

export const OptionSchema = Body({ key: Type.String({ maxLength: 64 }), text: LocalizedTextSchema }, [
  'key',
  'text',
]);

const contentProperties = {
  type: QuestionTypeSchema,
  required: Type.Boolean(),
  default_language: LanguageSchema,
  text: LocalizedTextSchema,
  options: Type.Array(OptionSchema, { maxItems: 50 }),
  flag_rule: Nullable(
    Body(
      {
        answers: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }),
        actions: Type.Array(StringEnum(FLAG_ACTIONS), { maxItems: 4, uniqueItems: true }),
      },
      ['answers', 'actions'],
    ),
  ),
  targeting: Body(
    {
      brand_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, uniqueItems: true }),
      position_categories: Type.Array(StringEnum(ATTESTATION_POSITION_CATEGORIES), { uniqueItems: true }),
      min_shift_minutes: Nullable(Type.Integer()),
    },
    ['brand_ids', 'position_categories'],
  ),
  effective_from: Type.String({ maxLength: 32 }),
  effective_to: Nullable(Type.String({ maxLength: 32 })),
};
const contentRequired = [
  'type',
  'required',
  'default_language',
  'text',
  'targeting',
  'effective_from',
] as const;

/** The body of POST attestation_templates. */
export const TemplateContentBody = Body(contentProperties, contentRequired);

/** The body of PUT attestation_templates/{template}: the content over the revision it was read at. */
export const TemplateEditBody = Body({ ...contentProperties, revision: Type.Integer({ minimum: 1 }) }, [
  ...contentRequired,
  'revision',
]);

/** A question's content as sent (the domain's draft once mapped: draftOf). */
export type TemplateContent = Static<typeof TemplateContentBody>;

const TEMPLATE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const satisfies readonly AttestationStatus[];

export const TemplateSchema = Type.Object({
  id: Type.Integer(),
  brand_id: Type.Integer(),
  status: StringEnum(TEMPLATE_STATUSES),
  sort_order: Type.Integer(),
  version: Type.Integer(),
  revision: Type.Integer(),
  answer_count: Type.Integer(),
  updated_at: Type.String(),
  type: QuestionTypeSchema,
  required: Type.Boolean(),
  default_language: LanguageSchema,
  text: LocalizedTextSchema,
  options: Type.Array(OptionSchema),
  flag_rule: Nullable(
    Type.Object({ answers: Type.Array(Type.String()), actions: Type.Array(StringEnum(FLAG_ACTIONS)) }),
  ),
  targeting: Type.Object({
    brand_ids: Type.Array(Type.Integer()),
    position_categories: Type.Array(StringEnum(ATTESTATION_POSITION_CATEGORIES)),
    min_shift_minutes: Nullable(Type.Integer()),
  }),
  effective_from: Type.String(),
  effective_to: Nullable(Type.String()),
  versions: Type.Array(
    Type.Object({ version: Type.Integer(), created_at: Type.String(), answer_count: Type.Integer() }),
  ),
});

/** The list answers of GET and PUT …/order. */
export const TemplateListSchema = Type.Object({
  brand_id: Type.Integer(),
  templates: Type.Array(TemplateSchema),
});

export const StaticFieldKindSchema = StringEnum(STATIC_FIELD_KINDS);

export const StaticFieldSchema = Type.Object({
  id: Type.Integer(),
  kind: StaticFieldKindSchema,
  text: LocalizedTextSchema,
});
