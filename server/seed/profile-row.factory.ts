import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';

/** A row of `user_profiles` as a seed inserts it. */
export type ProfileRow = Insertable<Database['user_profiles']>;

/**
 * The one place a seed writes a profile row (the demo accounts, the large seed's owner, bulk
 * applicants): a confirmed (`email_verified_at` = `now`) candidate registered normally, with no
 * phone, persona, external source, entry brand, home page, MFA, photo or location. `overrides`
 * set any column; a column added to the table gets its seed default here only.
 */
export function profileRow(
  userId: string,
  name: { readonly firstName: string; readonly lastName: string },
  now: string,
  overrides: Partial<ProfileRow> = {},
): ProfileRow {
  return {
    user_id: userId,
    first_name: name.firstName,
    last_name: name.lastName,
    phone: null,
    user_employer: 0,
    user_type: 'CANDIDATE',
    registration_mode: 'NORMAL',
    persona: null,
    external_auth_source: null,
    entry_brand_id: null,
    default_home_page: null,
    mfa_required: 0,
    email_verified_at: now,
    phone_verified_at: null,
    is_corporate: 0,
    profile_photo_uuid: null,
    profile_photo_path: null,
    profile_photo_degrees: 0,
    profile_photo_rotation: 0,
    latitude: null,
    longitude: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}
