import { token } from '../shared/token';

/**
 * Logging and monitoring: the only way domain-driven code reports what it does not show
 * (demo-check failures, version-check failures, "Too many options for time picker").
 */
export interface TelemetryPort {
  /** Something unexpected but handled; `context` is plain data, never secrets. */
  warn(message: string, context?: Readonly<Record<string, unknown>>): void;
  /** A failure; `error` is the caught value. */
  error(message: string, error?: unknown, context?: Readonly<Record<string, unknown>>): void;
}
export const TelemetryPort = token<TelemetryPort>('domain.telemetry');
