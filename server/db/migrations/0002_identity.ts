import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { isPostgres, NOW_ISO_POSTGRES, NOW_ISO_SQLITE } from '../dialect';

/**
 * The local identity provider's tables (server/identity). Timestamps are ISO-8601 UTC text
 * (`new Date().toISOString()`), so they compare correctly as strings. Secrets (refresh tokens,
 * sessions, magic links, corporate tokens, codes) are stored only as SHA-256 hashes.
 */
export interface IdentityTables {
  identity_users: {
    /** The `sub` claim: a random UUID. */
    id: string;
    /** Login name, lower-cased (case-insensitive); also USER_ID_FOR_SRP and `cognito:username`. */
    username: string;
    /** Lower-cased; a second login name. */
    email: string;
    email_verified: number;
    phone_number: string | null;
    status: 'CONFIRMED' | 'UNCONFIRMED' | 'RESET_REQUIRED';
    /** Hex salt and verifier of SRP-6a (IDENTITY-PROTOCOL.md). */
    srp_salt: string;
    srp_verifier: string;
    /** `scrypt$N$r$p$saltB64$hashB64`, for USER_PASSWORD_AUTH and ChangePassword. */
    password_hash: string;
    /** JSON object of further attributes: given_name, family_name, custom:*. */
    attributes_json: string;
    mfa_setup_required: number;
    /** JSON array of configured multi-factor types ('EMAIL' | 'PHONE' | 'PASSCODES'). */
    mfa_methods_json: string;
    created_at: string;
    updated_at: string;
  };
  identity_refresh_tokens: {
    /** Also the access token's `origin_jti`. */
    id: string;
    user_id: string;
    token_hash: string;
    client_id: string;
    /** Set for a shadow session: the acting corporate user. */
    corporate_user_id: string | null;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  identity_auth_sessions: {
    /** SHA-256 of the `Session` string handed to the client. */
    id: string;
    /** Undefined when the login name matched nobody (the flow then fails at the end). */
    user_id: string | null;
    flow: 'SRP' | 'CUSTOM';
    state_json: string;
    created_at: string;
    expires_at: string;
  };
  identity_magic_link_tokens: {
    id: string;
    user_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  identity_corporate_access_tokens: {
    id: string;
    corporate_user_id: string;
    target_user_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  identity_verification_codes: {
    user_id: string;
    purpose: 'RESET_PASSWORD' | 'CONFIRM_SIGN_UP';
    code_hash: string;
    attempts: number;
    created_at: string;
    expires_at: string;
  };
  /** Brute-force counters; key `user:<id>`, `name:<login name>` or `ip:<address>`. */
  identity_auth_failures: {
    key: string;
    window_started_at: string;
    failures: number;
    locked_until: string | null;
  };
  /** Mail and SMS the server "sent"; shown at /dev/outbox outside production. */
  outbox: {
    id: Generated<number>;
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    body: string;
    created_at: ColumnType<string, string | undefined, never>;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('srp_salt', 'text', (c) => c.notNull())
    .addColumn('srp_verifier', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('attributes_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('mfa_setup_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mfa_methods_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identity_refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('corporate_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('identity_refresh_tokens_user')
    .on('identity_refresh_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('identity_auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('identity_users.id').onDelete('cascade'))
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('state_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identity_magic_link_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('identity_corporate_access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('corporate_user_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('identity_verification_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_verification_codes_pk', ['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('identity_auth_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql.raw(`(${isPostgres(db) ? NOW_ISO_POSTGRES : NOW_ISO_SQLITE})`)),
    )
    .execute();
}
