import { token } from '../shared/token';

/** A position offered as a filter choice, with the brand (location) that holds it. */
export interface PositionOption {
  readonly id: number;
  readonly title: string;
  readonly locationName: string;
  /** The location's brand id, where the read gives it. */
  readonly locationId?: number;
  /** OPEN | PENDING_APPROVAL | PAUSED | CLOSED (issue #38), where the read gives it. */
  readonly status?: string;
  /** Archived (issue #38): listed only when asked for. */
  readonly archived?: boolean;
}

/** Positions of one category (a position_type_lookup code such as 'FOH'). */
export interface PositionCategory {
  readonly category: string;
  readonly positions: readonly PositionOption[];
}

/** The codes positions use, in their order (GET /v1/position_type_lookup); the client translates them. */
export interface PositionTypes {
  readonly categories: readonly string[];
  readonly levels: readonly string[];
  readonly atrStatuses: readonly string[];
}

/** A brand's position settings, inherited from the nearest ancestor that has them. */
export interface PositionSettings {
  /** The levels its positions may have, in the brand's order; empty when none are set. */
  readonly levels: readonly string[];
  /** How positions are managed (e.g. CORPORATE, LOCAL); undefined when the brand has no mode. */
  readonly managementMode: string | undefined;
}

/** An approval to recruit (ATR) of a position. */
export interface PositionAtr {
  readonly id: number;
  /** PENDING | APPROVED | REJECTED | FILLED. */
  readonly status: string;
  readonly headcount: number;
  readonly reason: string;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  /** Who asked for it; undefined when unknown. */
  readonly requestedBy: string | undefined;
}

/** The `filter_by` of the ATR list: one status, or ALL. */
export type AtrFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'FILLED';

/**
 * The positions reads of spec 001 §7 "Positions" the hiring screens need. Rejects with a
 * `GatewayError` when the call fails (403 BRAND.FORBIDDEN outside the caller's subtree).
 */
export interface PositionsApiPort {
  /** Open positions of `brandId` and its whole subtree, by category (GET /v1/category_positions). */
  positionsByCategory(brandId: number, includeArchived?: boolean): Promise<readonly PositionCategory[]>;
  /** The codes of categories, levels and ATR statuses (GET /v1/position_type_lookup). */
  positionTypes(): Promise<PositionTypes>;
  /** The position settings of `brandId` (GET /v1/brands/{id}/positions/settings). */
  settings(brandId: number): Promise<PositionSettings>;
  /**
   * Approvals to recruit of position `positionId` below `brandId`, newest first, narrowed by
   * `filter` (GET /v1/brands/{id}/positions/{id}/atrs?filter_by=). Needs the ATR access of
   * spec 000 §6 on the brand: 403 POSITIONS.ATR_FORBIDDEN otherwise; 404 for a position
   * outside the brand.
   */
  atrs(brandId: number, positionId: number, filter: AtrFilter): Promise<readonly PositionAtr[]>;
}
export const PositionsApiPort = token<PositionsApiPort>('domain.positions-api');
