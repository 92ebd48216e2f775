import type { Kysely } from 'kysely';
import { isTopLevelType } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { VerifiedAccessToken } from '../../identity/identity.service';
import { findBrands, pathIds } from '../brands/brands.repository';
import { bool, imageRef, int, nullable, object, str } from '../gateway.schema';
import { photoOf, requireProfile, type ProfileRow } from './profiles.repository';

const entryModeSchema = nullable(object({ brand_id: int, brand_type: str, top_level: bool }));

/** The signed-in user (GET /v1/users/info, /v1/user and the session bootstrap's `user`). */
export const userSchema = object({
  id: str,
  email: str,
  username: str,
  phone: nullable(str),
  first_name: str,
  last_name: str,
  user_employer: bool,
  user_type: str,
  registration_mode: str,
  is_shadow_user: bool,
  corporate_user_id: nullable(str),
  entry_mode: entryModeSchema,
  external_auth: nullable(object({ source: str })),
  default_home_page: nullable(str),
  email_verified: bool,
  phone_verified: bool,
  mfa_required: bool,
  profile_image: imageRef,
  persona: nullable(object({ name: str })),
  highest_parent: nullable(object({ id: int, type: str, name: str })),
  created_at: str,
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
