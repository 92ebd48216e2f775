import { Type, type Static } from '@sinclair/typebox';
import { MAX_HOURLY_MINOR } from '../../../src-domain/index';
import { Body } from '../route-schema';

const HourlyMinor = Type.Integer({
  minimum: 0,
  maximum: MAX_HOURLY_MINOR,
  description: 'Wage per paid hour, in minor units (cents) of the location’s currency',
});

/**
 * A location's wages (issue #34): read and written only by those who manage its schedule
 * (TEAM_LIVE on the location); never sent to the employees. Money is integer minor units of
 * `currency`. A shift is paid its person's own wage, else its position's; breaks are unpaid.
 */
export const wagesSchema = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code of every amount' }),
  positions: Type.Array(
    Type.Object({
      position: Type.String({ minLength: 1, maxLength: 60, description: 'Matched case-insensitively' }),
      hourly_minor: HourlyMinor,
    }),
    { maxItems: 200 },
  ),
  people: Type.Array(
    Type.Object({
      user_id: Type.String({ minLength: 1, maxLength: 64 }),
      hourly_minor: HourlyMinor,
    }),
    { maxItems: 1000, description: 'Per-person overrides: the person’s wage whatever the position' },
  ),
});
export type WagesWire = Static<typeof wagesSchema>;

export const wagesBody = Body(wagesSchema.properties, ['currency', 'positions', 'people']);

/** The wages settings as a manager edits them: the wages, the people who may hold an override, the positions the location's shifts use. */
export const wageSettingsSchema = Type.Object({
  ...wagesSchema.properties,
  staff: Type.Array(Type.Object({ user_id: Type.String(), name: Type.String(), minor: Type.Boolean() }), {
    description: 'The location’s members, by name (who may be given an override), each marked a minor or not',
  }),
  known_positions: Type.Array(Type.String(), {
    description: 'Positions of the location’s shifts and wages, as typed, by name',
  }),
});
export type WageSettingsWire = Static<typeof wageSettingsSchema>;

export const personParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  user: Type.String({ minLength: 1, maxLength: 64 }),
});

/**
 * A person at a location as its schedule knows them: a minor or not. A flag, not a birth date:
 * the schedule needs the fact only, and a date of birth is personal data it would have to keep.
 */
export const schedulePersonSchema = Type.Object({ user_id: Type.String(), minor: Type.Boolean() });
export const schedulePersonBody = Body({ minor: Type.Boolean() }, ['minor']);
