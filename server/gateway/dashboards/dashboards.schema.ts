import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../route-schema';

/**
 * The dashboards' wire shapes (TypeBox): what the routes validate and answer, what the OpenAPI
 * document publishes, and the answer types of hiring-figures.repository.ts (`Static<>` of these).
 */

/** A day, UTC: YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

/** `from` / `to` of a period, both included; left out: the last 30 days (hiring-dashboards.routes.ts). */
export const PeriodQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) });

const Offset = Type.Integer({ minimum: 0, default: 0 });

/** One page of a list: offset, and at most `limit` (≤ 100) rows. */
export const PageQuery = Type.Object({
  offset: Type.Optional(Offset),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

/** A sortable column of the hiring report. */
export const REPORT_SORTS = ['applications', 'hired', 'median_reply_hours', 'position', 'location'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The hiring report's query: a period, a page (limit ≤ 500, for the CSV export) and its order. */
export const HiringReportQuery = Type.Object({
  ...PeriodQuery.properties,
  offset: Type.Optional(Offset),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })),
  sort: Type.Optional({ ...StringEnum(REPORT_SORTS), default: 'median_reply_hours' }),
  direction: Type.Optional({ ...StringEnum(['asc', 'desc'] as const), default: 'desc' }),
});

/** The period an answer covers (the one asked, or the default). */
export const PeriodAnswer = Type.Object({ from: Type.String(), to: Type.String() });

/** Hours, one decimal; null when nothing was measured. */
const Hours = Nullable(Type.Number());

/** Median and 90th percentile (nearest rank) of a set of durations, hours; null when empty. */
export const Spread = Type.Object({ median_hours: Hours, p90_hours: Hours });
export type Spread = Static<typeof Spread>;

const StatusCount = Type.Object({ status: Type.String(), count: Type.Integer() });

/** The repository's headline figures of the hiring dashboard (the route adds brand, period, unread). */
export const HiringFigures = Type.Object({
  open_positions: Type.Integer(),
  locations_with_open_positions: Type.Integer(),
  applications_by_status: Type.Array(StatusCount),
  first_reply: Type.Object({ ...Spread.properties, replied: Type.Integer() }),
});

/** GET /v1/dashboards/brands/{id}/hiring. */
export const HiringDashboard = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  period: PeriodAnswer,
  ...HiringFigures.properties,
  unread_messages: Type.Integer(),
});

/** A page of rows and how many there are in all. */
const Paged = <Row extends TSchema>(row: Row) =>
  Type.Object({ total: Type.Integer(), rows: Type.Array(row) });

export const OpenPositionsRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  open_positions: Type.Integer(),
  applications: Type.Integer(),
});
export const OpenPositionsPage = Paged(OpenPositionsRow);

export const ReplyTimesRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  applications: Type.Integer(),
  replied: Type.Integer(),
  ...Spread.properties,
});
export const ReplyTimesPage = Paged(ReplyTimesRow);

/** The repository's TTS (onboarding) figures (the route adds brand and period). */
export const OnboardingFigures = Type.Object({
  hires: Type.Integer(),
  offered: Type.Integer(),
  hired_not_archived: Type.Integer(),
  time_to_hire: Spread,
});

/** GET /v1/dashboards/brands/{id}/tts. */
export const OnboardingDashboard = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  period: PeriodAnswer,
  ...OnboardingFigures.properties,
});

export const OnboardingRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  hires: Type.Integer(),
  offered: Type.Integer(),
  ...Spread.properties,
});
export const OnboardingPage = Paged(OnboardingRow);

export const HiringReportRow = Type.Object({
  position_id: Type.Integer(),
  position: Type.String(),
  location_id: Type.Integer(),
  location: Type.String(),
  applications: Type.Integer(),
  applied: Type.Integer(),
  screening: Type.Integer(),
  interview: Type.Integer(),
  offered: Type.Integer(),
  hired: Type.Integer(),
  rejected: Type.Integer(),
  replied: Type.Integer(),
  ...Spread.properties,
});
export const HiringReportPage = Paged(HiringReportRow);

/** Locations of a paged dashboard list: the page and how many there are. */
export const LocationsAnswer = <Row extends TSchema>(row: Row) =>
  Type.Object({ total: Type.Integer(), locations: Type.Array(row) });

/** GET /v1/dashboards/brands/{id}/summary. */
export const BrandSummary = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  brand_type: Type.String(),
  locations: Type.Integer(),
  open_positions: Type.Integer(),
  team_members: Type.Integer(),
  applications_total: Type.Integer(),
  applications_last_30_days: Type.Integer(),
  hires_last_30_days: Type.Integer(),
  unread_messages: Type.Integer(),
  applications_by_status: Type.Array(StatusCount),
  positions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      category: Type.String(),
      brand_name: Type.String(),
      applications: Type.Integer(),
    }),
  ),
});
