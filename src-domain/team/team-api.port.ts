import { token } from '../shared/token';

/** A location of a brand's subtree that has members. */
export interface TeamLocation {
  readonly id: number;
  readonly name: string;
  /** How many members it has. */
  readonly members: number;
}

/** A member of a brand's team as their card shows them (GET /v1/brands/{id}/users/{id}/basic_info). */
export interface TeamMember {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Path of the profile photo below the media origin; undefined without one. */
  readonly photoPath: string | undefined;
  /** Their roles at the brand asked about, its subtree and the brands above it. */
  readonly memberships: readonly {
    readonly role: string;
    readonly brandId: number;
    readonly brandName: string;
  }[];
}

/** A person of a brand's team list (GET /v3/brands/{id}/users, view BASIC). */
export interface TeamListMember {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Path of the profile photo below the media origin; undefined without one. */
  readonly photoPath: string | undefined;
}

/** One page of a brand's team, with how many people the whole team has. */
export interface TeamPage {
  readonly total: number;
  readonly members: readonly TeamListMember[];
}

/** A membership of a brand's member list (GET /v1/brands/{id}/users): one row per person and brand. */
export interface BrandMembership {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** OWNER | MANAGER | EMPLOYEE. */
  readonly role: string;
  readonly brandId: number;
  readonly brandName: string;
}

/**
 * The team reads of spec 001 §7 "Team" the hiring screens need. Rejects with a `GatewayError`
 * when the call fails (403 BRAND.FORBIDDEN outside the caller's subtree).
 */
export interface TeamApiPort {
  /** Locations of `brandId`'s subtree with members, by name (GET /v1/brands/{id}/users/locations). */
  locations(brandId: number): Promise<readonly TeamLocation[]>;
  /**
   * The card of user `userId` (a uuid) as seen from `brandId`: they must belong to its subtree or
   * to a brand above it (404 TEAM.USER_NOT_FOUND otherwise).
   */
  basicInfo(brandId: number, userId: string): Promise<TeamMember>;
  /**
   * People of `brandId` and its whole subtree, one entry per person, by name, from `offset`
   * (at most `limit`, 1 to 500) (GET /v3/brands/{id}/users).
   */
  teamPage(brandId: number, page: { readonly offset: number; readonly limit: number }): Promise<TeamPage>;
  /**
   * Memberships of `brandId` itself, or with `includeChildren` of its whole subtree, by name
   * (GET /v1/brands/{id}/users?include_children=); unpaged, as the server answers it.
   */
  memberships(brandId: number, includeChildren: boolean): Promise<readonly BrandMembership[]>;
}
export const TeamApiPort = token<TeamApiPort>('domain.team-api');
