import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../route-schema';

/** Real users' vitals (issue #30): what browsers post, and the administrators' report. */
export const VITALS_TAGS = ['Platform'];

/** What one posted web-vitals measurement carries (the client's web-vitals library, attribution build). */
export const VitalMetricSchema = Type.Object({
  name: StringEnum(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']),
  value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
  rating: StringEnum(['good', 'needs-improvement', 'poor']),
  id: Type.String({ maxLength: 100 }),
  /** The page path the metric was measured on (no query string). */
  page: Type.String({ maxLength: 255 }),
  target: Type.Optional(Type.String({ maxLength: 255, description: 'The element behind it (a selector)' })),
  source: Type.Optional(
    Type.String({ maxLength: 500, description: 'The script behind a slow INP, or the resource of an LCP' }),
  ),
});
export type VitalMetric = Static<typeof VitalMetricSchema>;

export const VitalsReportQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

const VitalFigureSchema = Type.Object({
  p75: Type.Number({ description: '75th percentile (nearest rank): ms for LCP and INP, unitless for CLS' }),
  samples: Type.Integer(),
  slow_target: Nullable(
    Type.String({ description: 'The element most often behind the samples worse than good' }),
  ),
  slow_source: Nullable(Type.String({ description: 'The script or resource most often behind them' })),
});

const VitalsSummarySchema = Type.Object({
  lcp: Nullable(VitalFigureSchema),
  inp: Nullable(VitalFigureSchema),
  cls: Nullable(VitalFigureSchema),
});

export const VitalsReportSchema = Type.Object({
  from: Type.String({ description: 'First day of the window, YYYY-MM-DD (UTC)' }),
  to: Type.String({ description: 'Last day of the window (today), YYYY-MM-DD (UTC)' }),
  total: Type.Integer({ description: 'Routes measured in the window' }),
  offset: Type.Integer(),
  limit: Type.Integer(),
  routes: Type.Array(
    Type.Object({
      route: Type.String(),
      samples: Type.Integer({ description: 'LCP, INP and CLS measurements together' }),
      vitals: VitalsSummarySchema,
      days: Type.Array(Type.Object({ day: Type.String(), vitals: VitalsSummarySchema })),
    }),
  ),
});
export type VitalsReportWire = Static<typeof VitalsReportSchema>;
export type VitalsSummaryWire = Static<typeof VitalsSummarySchema>;
