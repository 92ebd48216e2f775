import type { Kysely } from 'kysely';

/** Multi-factor set-up of the local identity provider (server/identity/mfa.repository.ts). */
export interface MfaTables {
  /** One-time backup passcodes, stored only as SHA-256 hashes; a new set replaces the old. */
  identity_mfa_passcodes: {
    user_id: string;
    code_hash: string;
    created_at: string;
    used_at: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_mfa_passcodes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('identity_mfa_passcodes_pk', ['user_id', 'code_hash'])
    .execute();
}
