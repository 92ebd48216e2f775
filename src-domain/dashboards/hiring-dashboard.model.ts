/** A period of whole days, both included, as 'YYYY-MM-DD' (UTC). */
export interface DatePeriod {
  readonly from: string;
  readonly to: string;
}

/** Median and 90th percentile (nearest rank) of durations, hours; undefined when nothing was measured. */
export interface Spread {
  readonly medianHours: number | undefined;
  readonly p90Hours: number | undefined;
}

/** One page of a long list and how many rows the whole list has. */
export interface Paged<T> {
  readonly total: number;
  readonly rows: readonly T[];
}

/** The hiring dashboard's headline figures of a brand's subtree (what the caller may hire for). */
export interface HiringFigures {
  readonly brandName: string;
  readonly period: DatePeriod;
  readonly openPositions: number;
  readonly locationsWithOpenPositions: number;
  /** Open (not archived) applications by status, all six in pipeline order: the funnel. */
  readonly applicationsByStatus: readonly { readonly status: string; readonly count: number }[];
  readonly unreadMessages: number;
  /** From application to the first employer message, for the period's applications. */
  readonly firstReply: Spread & { readonly replied: number };
}

/** Open positions of one location. */
export interface LocationOpenPositions {
  readonly id: number;
  readonly name: string;
  readonly openPositions: number;
  readonly applications: number;
}

/** Time to first reply at one location (the period's applications). */
export interface LocationReplyTimes extends Spread {
  readonly id: number;
  readonly name: string;
  readonly applications: number;
  readonly replied: number;
}

/** The TTS (onboarding) dashboard's figures. */
export interface OnboardingFigures {
  readonly brandName: string;
  readonly period: DatePeriod;
  /** Hired during the period (by the day of the hire). */
  readonly hires: number;
  /** Offers out, not yet accepted (status OFFERED now). */
  readonly offered: number;
  /** Hired and not archived: people to onboard. */
  readonly toOnboard: number;
  /** From application to hire, for the period's hires. */
  readonly timeToHire: Spread;
}

/** Onboarding at one location. */
export interface LocationOnboarding extends Spread {
  readonly id: number;
  readonly name: string;
  readonly hires: number;
  readonly offered: number;
}

/** A sortable column of the hiring report. */
export const REPORT_SORTS = ['median_reply_hours', 'applications', 'hired', 'position', 'location'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** One position (at its location) in the hiring report: the period's funnel and reply times. */
export interface HiringReportRow extends Spread {
  readonly positionId: number;
  readonly position: string;
  readonly locationId: number;
  readonly location: string;
  readonly applications: number;
  readonly applied: number;
  readonly screening: number;
  readonly interview: number;
  readonly offered: number;
  readonly hired: number;
  readonly rejected: number;
  readonly replied: number;
}

/** What the hiring report shows: the period and the order. */
export interface HiringReportQuery {
  readonly period: DatePeriod;
  readonly sort: ReportSort;
  readonly direction: SortDirection;
}

/** Rows per page of the dashboards' lists. */
export const DASHBOARD_LIST_PAGE_SIZE = 10;
/** Rows per page of the hiring report. */
export const REPORT_PAGE_SIZE = 20;
/** Rows per read when the report is exported (the server's most). */
export const REPORT_EXPORT_PAGE_SIZE = 500;
