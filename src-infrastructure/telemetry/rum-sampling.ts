/** GET /v1/rum_settings and /v1/brands/{id}/rum_settings (spec 001 §7; wire shape). */
export interface RumSettings {
  readonly is_enabled?: boolean | null;
  readonly sampling_percentage?: number | null;
  readonly session_recording_percentage?: number | null;
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

const percent = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : fallback;

/**
 * Nothing when RUM is off; otherwise vitals for `sampling_percentage` % of pages and session
 * recording for `session_recording_percentage` % (default 10) of those. `random` is in [0, 1).
 */
export function rumSampling(settings: RumSettings | undefined, random: () => number): RumSampling {
  if (settings?.is_enabled !== true) return { measureVitals: false, recordSession: false };
  const measureVitals = random() * 100 < percent(settings.sampling_percentage, 0);
  const recordSession =
    measureVitals &&
    random() * 100 < percent(settings.session_recording_percentage, DEFAULT_SESSION_SAMPLING_PERCENT);
  return { measureVitals, recordSession };
}
