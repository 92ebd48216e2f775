import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../gateway.errors';

export type ProfileRow = Selectable<Database['user_profiles']>;

export async function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The caller's profile; 403 USER_NOT_MAPPED (spec 000 §8) when the identity has none. */
export async function requireProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow> {
  const profile = await findProfile(db, userId);
  if (!profile) throw forbidden('USER_NOT_MAPPED', 'This account is not set up yet, please contact support.');
  return profile;
}

/** A new profile row with the defaults of spec 000 §3 (last_name '', not an employer). */
export function newProfile(
  userId: string,
  fields: Partial<Omit<ProfileRow, 'user_id' | 'created_at' | 'updated_at'>>,
): ProfileRow {
  const now = new Date().toISOString();
  return {
    user_id: userId,
    first_name: '',
    last_name: '',
    phone: null,
    user_employer: 0,
    user_type: 'CANDIDATE',
    registration_mode: 'NORMAL',
    persona: null,
    external_auth_source: null,
    entry_brand_id: null,
    default_home_page: null,
    mfa_required: 0,
    email_verified_at: null,
    phone_verified_at: null,
    is_corporate: 0,
    profile_photo_uuid: null,
    profile_photo_path: null,
    profile_photo_degrees: 0,
    profile_photo_rotation: 0,
    latitude: null,
    longitude: null,
    location_shared_at: null,
    ...fields,
    created_at: now,
    updated_at: now,
  };
}

/** The profile photo as `{uuid, path}`, or null. */
export function photoOf(profile: ProfileRow): { uuid: string; path: string } | null {
  return profile.profile_photo_uuid && profile.profile_photo_path
    ? { uuid: profile.profile_photo_uuid, path: profile.profile_photo_path }
    : null;
}
