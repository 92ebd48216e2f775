import { Type } from '@sinclair/typebox';
import { EMPLOYMENT_TYPES, PAY_PERIODS } from '../../../src-domain/index';
import { Nullable, StringEnum } from '../route-schema';
import { YesNo } from '../positions/positions.schema';

/** The public shapes of the careers pages (issue #38): what a visitor may read and send. */

export const SlugParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });
export const SlugPositionParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
  position: Type.Integer({ minimum: 1 }),
});

export const CareersBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  currency: Type.String({ description: 'ISO 4217 code of the pay ranges' }),
});

const PositionSummaryFields = {
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  employment_type: Nullable(StringEnum(EMPLOYMENT_TYPES)),
  pay_min: Nullable(Type.Integer({ description: 'Minor units of the brand currency' })),
  pay_max: Nullable(Type.Integer()),
  pay_period: Nullable(StringEnum(PAY_PERIODS)),
  posted_at: Type.String(),
};

export const LocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});

export const CareersPageSchema = Type.Object({
  brand: CareersBrandSchema,
  locations: Type.Array(
    Type.Object({
      ...LocationSchema.properties,
      positions: Type.Array(Type.Object(PositionSummaryFields)),
    }),
  ),
});

export const CareersPositionSchema = Type.Object({
  brand: CareersBrandSchema,
  position: Type.Object({
    ...PositionSummaryFields,
    status: StringEnum(['OPEN', 'PAUSED'] as const, { description: 'PAUSED: shown, takes no applications' }),
    description: Type.String(),
    location: LocationSchema,
    questions: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
    text_to_apply: Nullable(
      Type.Object(
        {
          code: Type.String({ description: 'What to text, e.g. PATIO' }),
          phone: Type.String({ description: 'Where to text it, E.164' }),
        },
        { description: 'Text-to-apply, when the position has a code and texts are on' },
      ),
    ),
  }),
});

export const ApplicationBody = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 80 }),
    last_name: Type.String({ minLength: 1, maxLength: 80 }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    phone: Type.String({
      pattern: '^\\+[1-9][0-9]{6,14}$',
      description: 'E.164, as the phone input gives it',
    }),
    answers: Type.Array(
      Type.Object(
        { question_id: Type.String({ maxLength: 10 }), answer: YesNo },
        { additionalProperties: false },
      ),
      { maxItems: 10 },
    ),
    consent: Type.Boolean({ description: 'Must be true: consent to process the application' }),
    'g-recaptcha-response': Type.Optional(Type.String({ maxLength: 4000 })),
    resume_upload_id: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{64}$',
        description: 'A résumé uploaded for this position (POST …/resume_uploads) in the last 30 min',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ApplicationAnswer = Type.Object({
  application_id: Type.Integer(),
  knocked_out: Type.Boolean({ description: 'A knockout answer marked it (it is recorded all the same)' }),
  knockout_questions: Type.Array(Type.String(), {
    description: 'Ids of the questions answered with their knockout answer, so the page can say which',
  }),
  merged: Type.Boolean({
    description: 'An earlier application by this e-mail to this position took these answers (same id)',
  }),
});
