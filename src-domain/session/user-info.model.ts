import type { BrandContext } from '../brands/brand.model';

/**
 * The signed-in user as GET /v1/users/info returns it (spec 000 §3 "User"); wire names kept.
 * `persona` and `highest_parent` are present when asked for (include_persona,
 * include_highest_parent).
 */
export interface UserInfo {
  readonly id: number | string;
  readonly email: string;
  readonly phone?: string | null;
  readonly first_name: string;
  /** Empty text when unknown. */
  readonly last_name: string;
  readonly user_employer: boolean;
  readonly is_shadow_user: boolean;
  /**
   * A platform administrator (the server's requirePlatformAdmin passes): the user menu offers the
   * platform's own pages. Absent from older answers: then false.
   */
  readonly is_platform_admin?: boolean;
  readonly entry_mode?: BrandContext | null;
  readonly external_auth?: { readonly source?: string | null } | null;
  readonly persona?: { readonly name?: string | null } | null;
  readonly highest_parent?: { readonly id: number; readonly type: string; readonly name: string } | null;
  /** The profile photo, or null / absent when the user has none. */
  readonly profile_image?: { readonly uuid: string; readonly path: string } | null;
}
