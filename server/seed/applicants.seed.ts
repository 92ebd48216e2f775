import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { profileRow } from './profile-row.factory';

/** A seeded job seeker who only exists to have applied: no password anyone knows. */
export interface Applicant {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Inserts applicants' identity rows and candidate profiles in bulk (no scrypt per user, so a
 * large seed stays fast). Their credentials are random: sign-in with any password fails as
 * for a wrong password. Answers the new user ids in the order given.
 */
export async function insertApplicants(
  db: Kysely<Database>,
  applicants: readonly Applicant[],
): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = applicants.map(() => crypto.randomUUID());
  const random = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
  const chunk = 200;
  for (let start = 0; start < applicants.length; start += chunk) {
    const slice = applicants.slice(start, start + chunk);
    await db
      .insertInto('identity_users')
      .values(
        slice.map((applicant, index) => ({
          id: ids[start + index]!,
          username: applicant.email.toLowerCase(),
          email: applicant.email.toLowerCase(),
          email_verified: 1,
          phone_number: null,
          status: 'CONFIRMED' as const,
          srp_salt: random(16),
          srp_verifier: random(256),
          password_hash: `scrypt$16384$8$1$${crypto.randomBytes(16).toString('base64')}$${crypto.randomBytes(64).toString('base64')}`,
          attributes_json: JSON.stringify({
            given_name: applicant.firstName,
            family_name: applicant.lastName,
          }),
          mfa_setup_required: 0,
          mfa_methods_json: '[]',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('user_profiles')
      .values(slice.map((applicant, index) => profileRow(ids[start + index]!, applicant, now)))
      .execute();
  }
  return ids;
}
