import type { Kysely } from 'kysely';

/**
 * The product's side of a user, keyed by the identity user id (`sub`). Timestamps are ISO-8601
 * UTC text. Booleans are 0/1 integers (SQLite).
 */
export interface ProfileTables {
  user_profiles: {
    /** identity_users.id */
    user_id: string;
    first_name: string;
    /** Empty text when unknown (spec 000 §3). */
    last_name: string;
    phone: string | null;
    user_employer: number;
    /** 'CANDIDATE' | 'EMPLOYER' | 'GUEST' (registration user_type, upper-cased). */
    user_type: string;
    registration_mode: string;
    /** persona.name, e.g. 'MANAGER_NO_SALES'; null when none. */
    persona: string | null;
    external_auth_source: string | null;
    /** The brand the user enters on (entry_mode); null for members and brandless users. */
    entry_brand_id: number | null;
    /** navigation preference: HALO_DASHBOARD | RISK_ANALYSIS | HARRI_ENGAGE, or null. */
    default_home_page: string | null;
    /** The organisation requires multi-factor set-up for this user. */
    mfa_required: number;
    email_verified_at: string | null;
    phone_verified_at: string | null;
    /** May start shadow sessions from the corporate host. */
    is_corporate: number;
    profile_photo_uuid: string | null;
    profile_photo_path: string | null;
    profile_photo_degrees: number;
    profile_photo_rotation: number;
    latitude: number | null;
    longitude: number | null;
    created_at: string;
    updated_at: string;
  };
  /** What a registration carried, and drafts of registrations not finished (no account yet). */
  registration_data: {
    id: string;
    /** Lower-cased. Unique. */
    email: string;
    user_id: string | null;
    /** 'DRAFT' (no account: DRAFT_NO_PASSWORD) | 'REGISTERED' | 'ACTIVATED'. */
    status: string;
    first_name: string;
    last_name: string;
    user_type: string;
    registration_mode: string;
    currency_id: number | null;
    brand_name: string | null;
    /** JSON object of PUT /v1/users/registration/details. */
    details_json: string;
    created_at: string;
    updated_at: string;
  };
  /** One-time activation links (e-mail), stored as SHA-256 hashes. */
  activation_tokens: {
    token_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Password reset codes (links), stored as SHA-256 hashes; `attempts` counts wrong confirmations. */
  password_reset_tokens: {
    id: string;
    user_id: string;
    token_hash: string;
    attempts: number;
    return_url: string | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** E-mail / phone verification codes (hashes) of POST /v1/users/verification/send. */
  verification_codes: {
    user_id: string;
    /** 'EMAIL' | 'PHONE' */
    type: string;
    code_hash: string;
    attempts: number;
    created_at: string;
    expires_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('user_employer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('CANDIDATE'))
    .addColumn('registration_mode', 'text', (c) => c.notNull().defaultTo('NORMAL'))
    .addColumn('persona', 'text')
    .addColumn('external_auth_source', 'text')
    .addColumn('entry_brand_id', 'integer')
    .addColumn('default_home_page', 'text')
    .addColumn('mfa_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified_at', 'text')
    .addColumn('phone_verified_at', 'text')
    .addColumn('is_corporate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_photo_uuid', 'text')
    .addColumn('profile_photo_path', 'text')
    .addColumn('profile_photo_degrees', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_photo_rotation', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registration_data')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('identity_users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('registration_mode', 'text', (c) => c.notNull())
    .addColumn('currency_id', 'integer')
    .addColumn('brand_name', 'text')
    .addColumn('details_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activation_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user')
    .on('password_reset_tokens')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['user_id', 'type'])
    .execute();
}
