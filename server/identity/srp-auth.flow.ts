import crypto from 'node:crypto';
import { invalidParameter, notAuthorized } from './identity.errors';
import type { IdentityContext } from './identity.context';
import { openAuthSession, takeAuthSession } from './auth-sessions.repository';
import { startSrp, verifyPasswordClaim } from './srp.math';
import { findUserById, normalizeLoginName, type UserWithSecrets } from './users.repository';

/** USER_SRP_AUTH: InitiateAuth → PASSWORD_VERIFIER challenge → RespondToAuthChallenge. */
interface SrpSessionState {
  userIdForSrp: string;
  A: string;
  b: string;
  B: string;
  secretBlock: string;
}

export interface PasswordVerifierChallenge {
  ChallengeName: 'PASSWORD_VERIFIER';
  ChallengeParameters: {
    SALT: string;
    SRP_B: string;
    SECRET_BLOCK: string;
    USER_ID_FOR_SRP: string;
    USERNAME: string;
  };
  Session: string;
}

/**
 * Step 1. An unknown user gets a challenge too (a salt derived from the name, a random
 * verifier), so that only the last step fails, with the same message as a wrong password.
 */
export async function startSrpAuth(
  context: IdentityContext,
  user: UserWithSecrets | undefined,
  typedName: string,
  srpA: string,
): Promise<PasswordVerifierChallenge> {
  const userIdForSrp = user?.username ?? normalizeLoginName(typedName);
  const salt =
    user?.srpSalt ??
    crypto.createHash('sha256').update(`${context.poolName}:${userIdForSrp}`).digest('hex').slice(0, 32);
  const verifier = user?.srpVerifier ?? crypto.randomBytes(384).toString('hex');
  const step = startSrp(verifier, srpA);
  if (!step) throw invalidParameter('SRP_A is not a valid SRP value');
  const state: SrpSessionState = {
    userIdForSrp,
    A: srpA,
    b: step.b,
    B: step.B,
    secretBlock: crypto.randomBytes(64).toString('base64'),
  };
  const session = await openAuthSession(
    context.db,
    { userId: user?.id, flow: 'SRP', state },
    context.options.authSessionLifetimeSeconds,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt,
      SRP_B: step.B,
      SECRET_BLOCK: state.secretBlock,
      USER_ID_FOR_SRP: userIdForSrp,
      USERNAME: userIdForSrp,
    },
    Session: session,
  };
}

export interface PasswordClaimInput {
  readonly session: string;
  readonly username: string;
  readonly secretBlock: string;
  readonly timestamp: string;
  readonly signature: string;
}

/** What the session said before the claim is checked, so the caller can check locks first. */
export interface OpenedSrpClaim {
  readonly user: UserWithSecrets | undefined;
  readonly userIdForSrp: string;
  /** True when the signature proves the password. */
  verify(): boolean;
}

/**
 * Step 2: takes the one-time session and prepares the check. Rejects an expired or unknown
 * session, a claim for another user or secret block, and a TIMESTAMP off our clock.
 */
export async function openPasswordClaim(
  context: IdentityContext,
  input: PasswordClaimInput,
): Promise<OpenedSrpClaim> {
  const taken = await takeAuthSession<SrpSessionState>(context.db, input.session, 'SRP');
  if (!taken) throw notAuthorized('Invalid session for the user, session is expired.');
  const state = taken.state;
  if (normalizeLoginName(input.username) !== state.userIdForSrp || input.secretBlock !== state.secretBlock) {
    throw notAuthorized();
  }
  const when = Date.parse(input.timestamp);
  if (
    !Number.isFinite(when) ||
    Math.abs(Date.now() - when) > context.options.srpTimestampToleranceSeconds * 1000
  ) {
    throw notAuthorized('Invalid TIMESTAMP: the clock of the client is too far off.');
  }
  const user = taken.userId ? await findUserById(context.db, taken.userId) : undefined;
  return {
    user,
    userIdForSrp: state.userIdForSrp,
    verify: () =>
      user !== undefined &&
      verifyPasswordClaim({
        poolName: context.poolName,
        userIdForSrp: state.userIdForSrp,
        verifier: user.srpVerifier,
        A: state.A,
        b: state.b,
        B: state.B,
        secretBlock: state.secretBlock,
        timestamp: input.timestamp,
        signature: input.signature,
      }),
  };
}
