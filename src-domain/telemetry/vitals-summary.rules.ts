/** The real-user vitals an administrator reads (issue #30): the three Core Web Vitals. */
export const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type CoreVital = (typeof CORE_VITALS)[number];

/** How many days of measurements are kept and reported. */
export const VITALS_WINDOW_DAYS = 28;

/** web-vitals' thresholds: good up to the first, poor above the second (LCP, INP in ms; CLS unitless). */
export const VITAL_THRESHOLDS: Readonly<Record<CoreVital, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** The rating of `value` for `name`, as web-vitals rates one measurement. */
export function rateVital(name: CoreVital, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The 75th percentile (nearest rank) of `values`; undefined for none. Does not change `values`. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** One stored measurement as the summary reads it. */
export interface VitalSample {
  readonly name: CoreVital;
  readonly value: number;
  /** The element (selector) behind it; undefined when the browser gave none. */
  readonly target?: string;
  /** The script (INP) or resource (LCP) behind it; undefined when none. */
  readonly source?: string;
}

/** A vital's 75th percentile over some samples, and what was most often behind its slow ones. */
export interface VitalFigure {
  readonly p75: number;
  readonly samples: number;
  /** The most frequent element among the samples rated worse than good; undefined when none. */
  readonly slowTarget?: string;
  /** The most frequent script or resource among them; undefined when none. */
  readonly slowSource?: string;
}

export type VitalsSummary = Partial<Readonly<Record<CoreVital, VitalFigure>>>;

const mostFrequent = (values: readonly (string | undefined)[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
};

/** Per core vital present in `samples`: its p75, its count and the usual cause of its slow samples. */
export function summariseVitals(samples: readonly VitalSample[]): VitalsSummary {
  const summary: Partial<Record<CoreVital, VitalFigure>> = {};
  for (const name of CORE_VITALS) {
    const own = samples.filter((sample) => sample.name === name);
    const value = p75(own.map((sample) => sample.value));
    if (value === undefined) continue;
    const slow = own.filter((sample) => rateVital(name, sample.value) !== 'good');
    const slowTarget = mostFrequent(slow.map((sample) => sample.target));
    const slowSource = mostFrequent(slow.map((sample) => sample.source));
    summary[name] = {
      p75: value,
      samples: own.length,
      ...(slowTarget ? { slowTarget } : {}),
      ...(slowSource ? { slowSource } : {}),
    };
  }
  return summary;
}
