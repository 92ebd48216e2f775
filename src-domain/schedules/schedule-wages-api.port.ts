import { token } from '../shared/token';
import type { LocationWages } from './wage.rules';

/** A location's wages as a manager edits them. */
export interface WageSettings {
  readonly wages: LocationWages;
  /** The location's members, by name: who may be given their own wage; `minor`: marked a minor there. */
  readonly staff: readonly { readonly id: string; readonly name: string; readonly minor: boolean }[];
  /** The positions the location's shifts and wages name, as typed, by name. */
  readonly knownPositions: readonly string[];
}

/**
 * A location's wages (issue #34): only those who manage its schedule read or write them. Every
 * call rejects with a GatewayError (its `serverCode` a SCHEDULES.* or BRAND.* code) when the
 * server refuses (SCHEDULES.INVALID_WAGES, SCHEDULES.PERSON_NOT_FOUND on a write). Its
 * people are marked minors here too: the same managers set both.
 */
export interface ScheduleWagesApiPort {
  wages(locationId: number): Promise<WageSettings>;
  /** Replaces the currency, every position wage and every person's override; answers them as stored. */
  setWages(locationId: number, wages: LocationWages): Promise<WageSettings>;
  /** Marks a person a minor at the location (the minors' limits apply to their shifts), or not. */
  setMinor(locationId: number, personId: string, minor: boolean): Promise<void>;
}
export const ScheduleWagesApiPort = token<ScheduleWagesApiPort>('domain.schedule-wages-api');
