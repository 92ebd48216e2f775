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
  staff: Type.Array(Type.Object({ user_id: Type.String(), name: Type.String() }), {
    description: 'The location’s members, by name (who may be given an override)',
  }),
  known_positions: Type.Array(Type.String(), {
    description: 'Positions of the location’s shifts and wages, as typed, by name',
  }),
});
export type WageSettingsWire = Static<typeof wageSettingsSchema>;
