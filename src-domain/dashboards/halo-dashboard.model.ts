import type { DatePeriod, Paged } from './hiring-dashboard.model';

/**
 * The figures of a subtree on the Halo main dashboard (issue #29): open locations, team members
 * (distinct) and open positions; recognitions and distinct recognisers of the period, and flagged
 * clock-out answers of the period and flags still unresolved (of any date). `engagement` and `risk`
 * are undefined when the viewer may not read them at the brand (the same for every level).
 */
export interface HaloFigures {
  readonly locations: number;
  readonly teamMembers: number;
  readonly openPositions: number;
  readonly engagement: { readonly recognitions: number; readonly activeRecognisers: number } | undefined;
  readonly risk: { readonly flagged: number; readonly unresolved: number } | undefined;
}

/** A level below the dashboard's brand (a direct child: group or location), its subtree's figures. */
export interface HaloLevel extends HaloFigures {
  readonly id: number;
  readonly name: string;
  /** The brand type: 'GP-n' for a group level, else a location. */
  readonly type: string;
}

/** The Halo main dashboard of a brand: its period (the last 30 days), its totals and a page of its levels. */
export interface HaloDashboard {
  readonly brandName: string;
  readonly period: DatePeriod;
  readonly totals: HaloFigures;
  readonly levels: Paged<HaloLevel>;
}
