/** The RUM settings of spec 001 §7 (global, or one brand's). */
export interface RumSettings {
  /** Whether real-user monitoring runs at all. */
  readonly enabled: boolean;
  /** Share of pages that measure web vitals, percent; `undefined` = none. */
  readonly samplingPercent?: number;
  /** Share of measured pages whose session is recorded, percent; `undefined` = the default 10. */
  readonly sessionRecordingPercent?: number;
}

/** The RUM settings are cached stale-while-revalidate for 10 080 minutes (spec 000 §9). */
export const RUM_SETTINGS_MAX_AGE_MS = 10_080 * 60_000;
/** Spec 000 §9: default monitoring session sampling 10 percent. */
export const DEFAULT_SESSION_SAMPLING_PERCENT = 10;

/** Whether this page measures web vitals and records its session. */
export interface RumSampling {
  readonly measureVitals: boolean;
  readonly recordSession: boolean;
}

const percent = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : fallback;

/**
 * Nothing when RUM is off or unknown; otherwise vitals for `samplingPercent` % of pages and
 * session recording for `sessionRecordingPercent` % (default 10) of those. Percentages are
 * clamped to [0, 100]. `random` is in [0, 1).
 */
export function rumSampling(settings: RumSettings | undefined, random: () => number): RumSampling {
  if (settings?.enabled !== true) return { measureVitals: false, recordSession: false };
  const measureVitals = random() * 100 < percent(settings.samplingPercent, 0);
  const recordSession =
    measureVitals &&
    random() * 100 < percent(settings.sessionRecordingPercent, DEFAULT_SESSION_SAMPLING_PERCENT);
  return { measureVitals, recordSession };
}
