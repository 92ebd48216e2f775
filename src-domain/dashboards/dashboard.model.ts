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
