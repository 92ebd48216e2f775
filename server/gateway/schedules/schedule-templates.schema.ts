import { Type, type Static } from '@sinclair/typebox';
import { TEMPLATE_NAME_MAX } from '../../../src-domain/index';
import { Body, Nullable, StringEnum } from '../route-schema';
import { WeekStart, weekSchema } from './schedules.schema';

/** A location's template, as listed. */
export const templateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shifts: Type.Integer({ description: 'How many shifts it lays out' }),
  created_at: Type.String(),
});
export const templateListSchema = Type.Array(templateSchema);
export type TemplateWire = Static<typeof templateSchema>;

export const saveTemplateBody = Body(
  {
    name: Type.String({ minLength: 1, maxLength: TEMPLATE_NAME_MAX }),
    week_start: WeekStart,
  },
  ['name', 'week_start'],
);
export const applyTemplateBody = Body({ week_start: WeekStart }, ['week_start']);
export const templateParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  scheduleTemplate: Type.Integer({ minimum: 1 }),
});

/** What applying a template did: the week as it now is, the shifts made, those skipped and why. */
export const appliedTemplateSchema = Type.Object({
  week: weekSchema,
  created: Type.Integer(),
  skipped: Type.Array(
    Type.Object({
      user_id: Nullable(Type.String()),
      name: Nullable(Type.String()),
      position: Type.String(),
      starts_at: Type.String(),
      ends_at: Type.String(),
      reason: StringEnum(['OVERLAP', 'NOT_A_MEMBER'] as const, {
        description:
          'OVERLAP: the person already has a shift then; NOT_A_MEMBER: the person is no longer a member here',
      }),
    }),
  ),
});
export type AppliedTemplateWire = Static<typeof appliedTemplateSchema>;
