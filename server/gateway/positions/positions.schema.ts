import { Type } from '@sinclair/typebox';
import {
  DESCRIPTION_MAX,
  EMPLOYMENT_TYPES,
  JOB_AD_POSTING_STATUSES,
  PAY_MAX,
  PAY_PERIODS,
  POSITION_STATUSES,
  QUESTION_MAX,
  QUESTIONS_MAX,
  TITLE_MAX,
} from '../../../src-domain/index';
import { Nullable, StringEnum } from '../route-schema';

/** The shapes of the position writes (issue #38): the draft a manager sends, the posting answered. */

export const YesNo = StringEnum(['YES', 'NO'] as const);

/** One of `values` or null, in a request (Ajv's `nullable` needs the null in `enum` too). */
export function NullableEnum<T extends string>(values: readonly T[]) {
  return Type.Unsafe<T | null>({ type: 'string', enum: [...values, null], nullable: true });
}

const Pay = (description: string) => Nullable(Type.Integer({ minimum: 0, maximum: PAY_MAX, description }));

/** What a manager sends to open or edit a position; the gateway checks it with draftProblems(). */
export const PositionDraftSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
    category: Type.String({ description: 'A category code of GET /v1/position_type_lookup' }),
    level: Type.Optional(Nullable(Type.String())),
    employment_type: StringEnum(EMPLOYMENT_TYPES),
    pay_min: Pay('Lower bound, minor units of the brand currency; null with pay_max for no range'),
    pay_max: Pay('Upper bound, minor units'),
    pay_period: NullableEnum(PAY_PERIODS),
    description: Type.String({ maxLength: DESCRIPTION_MAX, description: 'Plain text; line breaks kept' }),
    questions: Type.Array(
      Type.Object(
        {
          text: Type.String({ minLength: 1, maxLength: QUESTION_MAX }),
          knockout_answer: NullableEnum(['YES', 'NO'] as const),
        },
        { additionalProperties: false },
      ),
      { maxItems: QUESTIONS_MAX, description: 'Yes/no screening questions, in order' },
    ),
  },
  { additionalProperties: false },
);

export const QuestionSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  knockout_answer: Nullable(YesNo),
});

/** A position as its editor reads it back. */
export const PositionPostingSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  title: Type.String(),
  category: Type.String(),
  level: Nullable(Type.String()),
  status: StringEnum(POSITION_STATUSES),
  employment_type: Nullable(StringEnum(EMPLOYMENT_TYPES)),
  pay_min: Nullable(Type.Integer()),
  pay_max: Nullable(Type.Integer()),
  pay_period: Nullable(StringEnum(PAY_PERIODS)),
  description: Type.String(),
  questions: Type.Array(QuestionSchema),
  archived: Type.Boolean({
    description: 'Archived: off the careers page and the lists, kept for its applications',
  }),
  sms_code: Nullable(
    Type.String({ description: 'Text-to-apply code (given on publish, freed when closed or archived)' }),
  ),
  provider_posting: Nullable(
    Type.Object(
      {
        status: StringEnum(JOB_AD_POSTING_STATUSES),
        campaign_id: Nullable(Type.String()),
        last_error: Nullable(Type.String({ description: 'Why the last provider call failed (a code)' })),
      },
      {
        description:
          'The job-ad provider campaign of the position where its location or a brand above is connected; null when it has none',
      },
    ),
  ),
  created_at: Type.String(),
  updated_at: Nullable(Type.String()),
});
