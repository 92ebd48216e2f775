import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret } from '../security/secrets.helper';
import { findUserById } from './users.repository';

/** Multi-factor types as stored and sent (spec 000 §4 Email, Phone, Passcodes). */
export const MFA_METHODS = ['EMAIL', 'PHONE', 'PASSCODES'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** How many backup passcodes a set holds. */
export const PASSCODE_COUNT = 10;
// No 0/o, 1/l/i: passcodes are copied by hand from paper.
const PASSCODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx` from an unambiguous alphabet (about 39 bits each), uniformly drawn. */
function randomPasscode(): string {
  const characters = Array.from(
    { length: 8 },
    () => PASSCODE_ALPHABET[crypto.randomInt(0, PASSCODE_ALPHABET.length)],
  );
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/**
 * Records `method` as set up for the user, first in the list (the preferred one); methods set up
 * before stay. A PHONE set-up also stores `phoneNumber` (E.164) when given. Returns the methods
 * now set up; undefined when the user does not exist. Join a transaction by passing it as `db`.
 */
export async function addMfaMethod(
  db: Kysely<Database>,
  userId: string,
  method: MfaMethod,
  phoneNumber?: string,
): Promise<readonly MfaMethod[] | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const known = user.mfaMethods.filter((entry): entry is MfaMethod =>
    (MFA_METHODS as readonly string[]).includes(entry),
  );
  const methods = [method, ...known.filter((entry) => entry !== method)];
  await db
    .updateTable('identity_users')
    .set({
      mfa_methods_json: JSON.stringify(methods),
      updated_at: new Date().toISOString(),
      ...(method === 'PHONE' && phoneNumber ? { phone_number: phoneNumber } : {}),
    })
    .where('id', '=', userId)
    .execute();
  return methods;
}

/**
 * A fresh set of PASSCODE_COUNT one-time passcodes for the user, replacing any earlier set.
 * Only their hashes are stored: the returned plain codes are the one chance to show them.
 */
export async function replacePasscodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const passcodes = new Set<string>();
  while (passcodes.size < PASSCODE_COUNT) passcodes.add(randomPasscode());
  const now = new Date().toISOString();
  await db.deleteFrom('identity_mfa_passcodes').where('user_id', '=', userId).execute();
  await db
    .insertInto('identity_mfa_passcodes')
    .values(
      [...passcodes].map((code) => ({
        user_id: userId,
        code_hash: hashSecret(`${userId}:${code}`),
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return [...passcodes];
}
