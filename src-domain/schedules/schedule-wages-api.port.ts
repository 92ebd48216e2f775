import { token } from '../shared/token';
import type { LocationWages } from './wage.rules';

/** A location's wages as a manager edits them. */
export interface WageSettings {
  readonly wages: LocationWages;
  /** The location's members, by name: who may be given their own wage. */
  readonly staff: readonly { readonly id: string; readonly name: string }[];
  /** The positions the location's shifts and wages name, as typed, by name. */
  readonly knownPositions: readonly string[];
}

/**
 * A location's wages (issue #34): only those who manage its schedule read or write them. Every
 * call rejects with a GatewayError (its `serverCode` a SCHEDULES.* or BRAND.* code) when the
 * server refuses (SCHEDULES.INVALID_WAGES, SCHEDULES.PERSON_NOT_FOUND on a write).
 */
export interface ScheduleWagesApiPort {
  wages(locationId: number): Promise<WageSettings>;
  /** Replaces the currency, every position wage and every person's override; answers them as stored. */
  setWages(locationId: number, wages: LocationWages): Promise<WageSettings>;
}
export const ScheduleWagesApiPort = token<ScheduleWagesApiPort>('domain.schedule-wages-api');
