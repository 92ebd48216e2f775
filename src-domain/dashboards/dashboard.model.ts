/** One application as the dashboards show it (the gateway's application reads keep these names). */
export interface DashboardApplication {
  readonly id: number;
  readonly status: string;
  readonly created_at: string;
  readonly position: { readonly id: number; readonly title: string; readonly category: string };
  readonly brand: { readonly id: number; readonly name: string };
  readonly candidate: { readonly first_name: string; readonly last_name: string } | null;
  readonly unread_messages: number;
}

/** A page of applications. */
export interface ApplicationsPage {
  readonly total: number;
  readonly applications: readonly DashboardApplication[];
}

/** The figures of a brand and its subtree. */
export interface BrandSummary {
  readonly brand_id: number;
  readonly brand_name: string;
  readonly brand_type: string;
  readonly locations: number;
  readonly open_positions: number;
  readonly team_members: number;
  readonly applications_total: number;
  readonly applications_last_30_days: number;
  readonly hires_last_30_days: number;
  readonly unread_messages: number;
  readonly applications_by_status: readonly { readonly status: string; readonly count: number }[];
  readonly positions: readonly {
    readonly id: number;
    readonly title: string;
    readonly category: string;
    readonly brand_name: string;
    readonly applications: number;
  }[];
}

/** Applications shown per page (spec 001 §7: limit default 10). */
export const APPLICATIONS_PAGE_SIZE = 10;
