import { token } from '../shared/token';
import type { VitalsSummary } from './vitals-summary.rules';

/** One day of a route's real-user vitals (issue #30). */
export interface RouteVitalsDay {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  readonly vitals: VitalsSummary;
}

/** A route's real-user vitals over the window, and per day (newest first). */
export interface RouteVitals {
  /** E.g. `/hiring/applications/:id` (vitals-route.rules.ts). */
  readonly route: string;
  /** Measurements of LCP, INP and CLS together. */
  readonly samples: number;
  readonly vitals: VitalsSummary;
  readonly days: readonly RouteVitalsDay[];
}

/** One page of the report: `total` routes measured in the window, `routes` from `offset`, most measured first. */
export interface VitalsReport {
  /** The window, YYYY-MM-DD (UTC), both days included. */
  readonly from: string;
  readonly to: string;
  readonly total: number;
  readonly offset: number;
  readonly routes: readonly RouteVitals[];
}

/**
 * Real users' vitals as the server keeps them, for platform administrators only. Rejects with a
 * `GatewayError`: 403 VITALS.FORBIDDEN for anyone else.
 */
export interface VitalsApiPort {
  report(offset: number, limit: number): Promise<VitalsReport>;
}

export const VitalsApiPort = token<VitalsApiPort>('domain.vitals-api');
