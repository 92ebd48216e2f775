import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { isTopLevelType } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { VerifiedAccessToken } from '../../identity/identity.service';
import { findBrands, pathIds } from '../brands/brands.repository';
import { ImageRef, Nullable } from '../route-schema';
import { photoOf, requireProfile, type ProfileRow } from './profiles.repository';

const entryModeSchema = Nullable(
  Type.Object({ brand_id: Type.Integer(), brand_type: Type.String(), top_level: Type.Boolean() }),
);

/** The signed-in user (GET /v1/users/info, /v1/user and the session bootstrap's `user`). */
export const userSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  username: Type.String(),
  phone: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  user_employer: Type.Boolean(),
  user_type: Type.String(),
  registration_mode: Type.String(),
  is_shadow_user: Type.Boolean(),
  is_platform_admin: Type.Boolean({
    description:
      'A platform administrator (runs /corporate): /admin/jobs and /admin/vitals open for them (requirePlatformAdmin)',
  }),
  corporate_user_id: Nullable(Type.String()),
  entry_mode: entryModeSchema,
  external_auth: Nullable(Type.Object({ source: Type.String() })),
  default_home_page: Nullable(Type.String()),
  email_verified: Type.Boolean(),
  phone_verified: Type.Boolean(),
  mfa_required: Type.Boolean(),
  profile_image: ImageRef,
  /** Only when asked (include_persona). */
  persona: Type.Optional(Nullable(Type.Object({ name: Type.String() }))),
  /** Only when asked (include_highest_parent). */
  highest_parent: Type.Optional(
    Nullable(Type.Object({ id: Type.Integer(), type: Type.String(), name: Type.String() })),
  ),
  created_at: Type.String(),
});

/**
 * The user record of `principal` on the wire, with the persona and the highest parent (the root
 * above the entry brand) when asked. Rejects with 403 USER_NOT_MAPPED when the account has no profile.
 */
export async function userRecordOf(
  db: Kysely<Database>,
  principal: VerifiedAccessToken,
  options: { persona: boolean; highestParent: boolean },
) {
  return userRecordFrom(db, principal, await requireProfile(db, principal.sub), options);
}

/** As `userRecordOf`, from the profile already read. */
export async function userRecordFrom(
  db: Kysely<Database>,
  principal: VerifiedAccessToken,
  profile: ProfileRow,
  options: { persona: boolean; highestParent: boolean },
) {
  // The entry brand is context, not access (issue #28): it names where the user came in
  // (`entry_mode`, `highest_parent`) and opens nothing (BrandScope reads memberships and grants).
  const [entry] = profile.entry_brand_id === null ? [] : await findBrands(db, [profile.entry_brand_id]);
  let highestParent: { id: number; type: string; name: string } | null = null;
  if (options.highestParent && entry) {
    const [rootId] = pathIds(entry.path);
    const [root] = rootId === undefined ? [] : await findBrands(db, [rootId]);
    if (root) highestParent = { id: root.id, type: root.type, name: root.name };
  }
  return {
    id: principal.sub,
    email: principal.email,
    username: principal.username,
    phone: profile.phone,
    first_name: profile.first_name,
    last_name: profile.last_name,
    user_employer: profile.user_employer === 1,
    user_type: profile.user_type,
    registration_mode: profile.registration_mode,
    is_shadow_user: principal.isShadow,
    // The signed-in profile's own flag, as requirePlatformAdmin reads it (a shadow session is the
    // impersonated user's, so it shows only what that user may open).
    is_platform_admin: profile.is_corporate === 1,
    corporate_user_id: principal.corporateUserId ?? null,
    entry_mode: entry
      ? { brand_id: entry.id, brand_type: entry.type, top_level: isTopLevelType(entry.type) }
      : null,
    external_auth: profile.external_auth_source ? { source: profile.external_auth_source } : null,
    default_home_page: profile.default_home_page,
    email_verified: profile.email_verified_at !== null,
    phone_verified: profile.phone_verified_at !== null,
    mfa_required: profile.mfa_required === 1,
    profile_image: photoOf(profile),
    created_at: profile.created_at,
    ...(options.persona ? { persona: profile.persona ? { name: profile.persona } : null } : {}),
    ...(options.highestParent ? { highest_parent: highestParent } : {}),
  };
}
