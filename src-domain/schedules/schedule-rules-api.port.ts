import { token } from '../shared/token';
import type { MinorRules } from './minor.rules';
import type { LabourRules } from './shift.model';

/** A location's labour rules, the IANA zone its days are read in, and its cover auto-approval. */
export interface LocationRules {
  readonly timeZone: string;
  readonly rules: LabourRules;
  /**
   * True: a take is approved at once when the labour rules and the taker's availability and time
   * off hold (else it waits for a manager). Undefined when writing: left as it is.
   */
  readonly autoApproveCovers?: boolean;
  /** The limits for the people marked as minors there. */
  readonly minors: MinorRules;
}

/**
 * A location's labour rules (issue #34; the manager's settings). Every call rejects with a
 * GatewayError (its `serverCode` a SCHEDULES.* or BRAND.* code) when the server refuses.
 */
export interface ScheduleRulesApiPort {
  /** The location's rules; the documented defaults (DEFAULT_LABOUR_RULES, DEFAULT_MINOR_RULES, UTC) when never set. */
  rules(locationId: number): Promise<LocationRules>;
  /** Replaces them; answers them as stored. */
  setRules(locationId: number, value: LocationRules): Promise<LocationRules>;
}
export const ScheduleRulesApiPort = token<ScheduleRulesApiPort>('domain.schedule-rules-api');
