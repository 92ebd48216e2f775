import { token } from '../shared/token';

/** The wall clock, for rules that need "now". The domain never reads a time global. */
export interface ClockPort {
  /** Milliseconds since the Unix epoch (UTC); never throws. */
  now(): number;
}
export const ClockPort = token<ClockPort>('domain.clock');
