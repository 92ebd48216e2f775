import type { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';

/** Records what would be logged. */
export class FakeTelemetry implements TelemetryPort {
  readonly warnings: { message: string; context?: Readonly<Record<string, unknown>> }[] = [];
  readonly errors: { message: string; error?: unknown; context?: Readonly<Record<string, unknown>> }[] = [];

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.warnings.push({ message, context });
  }

  error(message: string, error?: unknown, context?: Readonly<Record<string, unknown>>): void {
    this.errors.push({ message, error, context });
  }
}
