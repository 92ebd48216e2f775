/**
 * How a server process comes and goes (issue #37, README "Processes that come and go"): the
 * graceful shutdown's timings and the load-shedding thresholds, from the environment.
 */
export interface ProcessConfig {
  /** `SHUTDOWN_TIMEOUT_MS` (10 000): a shutdown not done by then exits 1 with a log line. */
  readonly shutdownTimeoutMs: number;
  /**
   * `SHUTDOWN_DRAIN_DELAY_MS` (0): after SIGTERM, /health/ready answers 503 this long before the
   * process stops accepting connections, for a balancer that polls readiness (0: at once).
   */
  readonly drainDelayMs: number;
  /**
   * `SHUTDOWN_IDLE_GRACE_MS` (2 000): how long a keep-alive connection with no request may stay
   * open once the process stops accepting; the rest end after their next answer (`Connection: close`).
   */
  readonly idleGraceMs: number;
  /** Load shedding (@fastify/under-pressure); a threshold of 0 turns that check off. */
  readonly pressure: PressureConfig;
}

export interface PressureConfig {
  /** `PRESSURE_MAX_EVENT_LOOP_DELAY_MS` (1 000): mean event-loop delay over a sample, ms. */
  readonly maxEventLoopDelayMs: number;
  /**
   * `PRESSURE_MAX_EVENT_LOOP_UTILIZATION` (0: off): share of a sample the loop was busy, 0–1
   * (e.g. 0.98). Off by default: synchronous SQLite and a saturating load keep a loop ~100 % busy
   * while it still answers in milliseconds; the delay check is what says the loop stalls.
   */
  readonly maxEventLoopUtilization: number;
  /** `PRESSURE_SAMPLE_MS` (1 000): how often the loop is measured, ms (at least 10). */
  readonly sampleIntervalMs: number;
  /** `PRESSURE_RETRY_AFTER_S` (2): the Retry-After of a shed request, whole seconds. */
  readonly retryAfterSeconds: number;
}

export function readProcessConfig(env: NodeJS.ProcessEnv): ProcessConfig {
  return {
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
    drainDelayMs: wholeNumber(env, 'SHUTDOWN_DRAIN_DELAY_MS', 0, 0),
    idleGraceMs: wholeNumber(env, 'SHUTDOWN_IDLE_GRACE_MS', 2_000, 0),
    pressure: {
      maxEventLoopDelayMs: wholeNumber(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1_000, 0),
      maxEventLoopUtilization: share(env, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION', 0),
      sampleIntervalMs: wholeNumber(env, 'PRESSURE_SAMPLE_MS', 1_000, 10),
      retryAfterSeconds: wholeNumber(env, 'PRESSURE_RETRY_AFTER_S', 2, 1),
    },
  };
}

/** A whole number ≥ `min`, `fallback` when unset; anything else stops the start with its name. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got ${raw}`);
  return value;
}

/** A number from 0 to 1 (0 turns the check off). */
function share(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} must be from 0 to 1, got ${raw}`);
  return value;
}
