import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from './transaction.helper';
import { hashSecret, isoIn, randomSecret } from '../security/secrets.helper';

/** State kept between InitiateAuth and RespondToAuthChallenge, under the `Session` string. */
export interface AuthSession<State> {
  readonly userId: string | undefined;
  readonly flow: 'SRP' | 'CUSTOM';
  readonly state: State;
}

/** Stores the state and returns the opaque `Session` to hand to the client. */
export async function openAuthSession<State>(
  db: Kysely<Database>,
  session: AuthSession<State>,
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomSecret(48);
  await db
    .insertInto('identity_auth_sessions')
    .values({
      id: hashSecret(token),
      user_id: session.userId ?? null,
      flow: session.flow,
      state_json: JSON.stringify(session.state),
      created_at: new Date().toISOString(),
      expires_at: isoIn(lifetimeSeconds),
    })
    .execute();
  return token;
}

/**
 * Takes the session out of the store: each `Session` answers one challenge only. Undefined
 * when unknown, of another flow, or expired. Also sweeps expired sessions.
 */
export async function takeAuthSession<State>(
  db: Kysely<Database>,
  token: string,
  flow: 'SRP' | 'CUSTOM',
): Promise<AuthSession<State> | undefined> {
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const id = hashSecret(token);
    const row = await trx
      .selectFrom('identity_auth_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    await trx.deleteFrom('identity_auth_sessions').where('id', '=', id).execute();
    await trx.deleteFrom('identity_auth_sessions').where('expires_at', '<=', now).execute();
    if (!row || row.flow !== flow || row.expires_at <= now) return undefined;
    return { userId: row.user_id ?? undefined, flow: row.flow, state: JSON.parse(row.state_json) as State };
  });
}
