import { token } from '../shared/token';

/** A location of a brand's subtree that has members. */
export interface TeamLocation {
  readonly id: number;
  readonly name: string;
  /** How many members it has. */
  readonly members: number;
}

/**
 * The team reads of spec 001 §7 "Team" the hiring screens need. Rejects with a `GatewayError`
 * when the call fails (403 BRAND.FORBIDDEN outside the caller's subtree).
 */
export interface TeamApiPort {
  /** Locations of `brandId`'s subtree with members, by name (GET /v1/brands/{id}/users/locations). */
  locations(brandId: number): Promise<readonly TeamLocation[]>;
}
export const TeamApiPort = token<TeamApiPort>('domain.team-api');
