import { token } from '../shared/token';

/** A position offered as a filter choice, with the brand (location) that holds it. */
export interface PositionOption {
  readonly id: number;
  readonly title: string;
  readonly locationName: string;
}

/** Positions of one category (a position_type_lookup code such as 'FOH'). */
export interface PositionCategory {
  readonly category: string;
  readonly positions: readonly PositionOption[];
}

/**
 * The positions reads of spec 001 §7 "Positions" the hiring screens need. Rejects with a
 * `GatewayError` when the call fails (403 BRAND.FORBIDDEN outside the caller's subtree).
 */
export interface PositionsApiPort {
  /** Open positions of `brandId` and its whole subtree, by category (GET /v1/category_positions). */
  positionsByCategory(brandId: number): Promise<readonly PositionCategory[]>;
}
export const PositionsApiPort = token<PositionsApiPort>('domain.positions-api');
