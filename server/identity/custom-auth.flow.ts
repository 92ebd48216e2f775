import { CognitoError, notAuthorized } from './identity.errors';
import type { IdentityContext } from './identity.context';
import { openAuthSession, takeAuthSession } from './auth-sessions.repository';
import { SqliteChallengeTokenStore } from './challenge-tokens.repository';
import { completeSignIn } from './sign-in.completion';
import { createAuthChallengeHandler } from './triggers/create-auth-challenge.trigger';
import { defineAuthChallenge } from './triggers/define-auth-challenge.trigger';
import { verifyAuthChallengeHandler } from './triggers/verify-auth-challenge.trigger';
import type { ChallengeTokenStore } from './triggers/challenge-token.port';
import type { ChallengeResult, CommonRequest, TriggerEventBase } from './triggers/custom-auth.events';
import { inTransaction } from './transaction.helper';
import { findUserById, type UserWithSecrets } from './users.repository';

/**
 * CUSTOM_AUTH as Cognito runs it: Define → Create → (client answers) → Verify → Define … with
 * the Lambda-shaped triggers of ./triggers called in process.
 */
interface CustomSessionState {
  userName: string;
  session: ChallengeResult[];
  privateChallengeParameters: Record<string, string>;
  clientMetadata: Record<string, string>;
}

export interface ChallengeReply {
  ChallengeName: 'CUSTOM_CHALLENGE';
  ChallengeParameters: Record<string, string>;
  Session: string;
}

function base<Source extends string>(context: IdentityContext, userName: string, triggerSource: Source) {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: context.config.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'brigade-local', clientId: context.config.clientId },
    triggerSource,
  } satisfies TriggerEventBase<Source>;
}

function commonRequest(
  user: UserWithSecrets | undefined,
  clientMetadata: Record<string, string>,
): CommonRequest {
  if (!user) return { userAttributes: {}, clientMetadata, userNotFound: true };
  return {
    userAttributes: {
      ...user.attributes,
      sub: user.id,
      email: user.email,
      email_verified: String(user.emailVerified),
      'cognito:user_status': user.status,
    },
    clientMetadata,
  };
}

/** Runs a trigger; a throw becomes UserLambdaValidationException with Cognito's wording. */
async function runTrigger<Event>(name: string, handler: (event: Event) => Promise<Event>, event: Event) {
  try {
    return await handler(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
  }
}

/** Asks Define what comes next and, for a challenge, Create for its parameters. */
async function nextStep(
  context: IdentityContext,
  user: UserWithSecrets | undefined,
  state: CustomSessionState,
  store: ChallengeTokenStore,
): Promise<'tokens' | ChallengeReply> {
  const request = commonRequest(user, state.clientMetadata);
  const defined = await runTrigger('DefineAuthChallenge', defineAuthChallenge, {
    ...base(context, state.userName, 'DefineAuthChallenge_Authentication'),
    request: { ...request, session: state.session },
    response: {},
  });
  if (defined.response.failAuthentication) throw notAuthorized();
  if (defined.response.issueTokens) {
    if (!user) throw notAuthorized();
    return 'tokens';
  }
  if (defined.response.challengeName !== 'CUSTOM_CHALLENGE') throw notAuthorized();
  const created = await runTrigger('CreateAuthChallenge', createAuthChallengeHandler(store), {
    ...base(context, state.userName, 'CreateAuthChallenge_Authentication'),
    request: { ...request, challengeName: 'CUSTOM_CHALLENGE', session: state.session },
    response: {},
  });
  const next: CustomSessionState = {
    ...state,
    privateChallengeParameters: created.response.privateChallengeParameters ?? {},
  };
  const session = await openAuthSession(
    context.db,
    { userId: user?.id, flow: 'CUSTOM', state: next },
    context.options.authSessionLifetimeSeconds,
  );
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: state.userName },
    Session: session,
  };
}

/** InitiateAuth CUSTOM_AUTH: the first challenge (or a trigger's refusal). */
export async function startCustomAuth(
  context: IdentityContext,
  user: UserWithSecrets | undefined,
  typedName: string,
  clientMetadata: Record<string, string>,
): Promise<ChallengeReply> {
  const state: CustomSessionState = {
    userName: user?.username ?? typedName.toLowerCase(),
    session: [],
    privateChallengeParameters: {},
    clientMetadata,
  };
  const step = await nextStep(context, user, state, new SqliteChallengeTokenStore(context.db));
  if (step === 'tokens') throw notAuthorized();
  return step;
}

/** RespondToAuthChallenge CUSTOM_CHALLENGE: verifies the answer, then tokens or the next challenge. */
export async function answerCustomChallenge(
  context: IdentityContext,
  sessionToken: string,
  answer: string,
  clientMetadata: Record<string, string>,
) {
  const taken = await takeAuthSession<CustomSessionState>(context.db, sessionToken, 'CUSTOM');
  if (!taken) throw notAuthorized('Invalid session for the user, session is expired.');
  const user = taken.userId ? await findUserById(context.db, taken.userId) : undefined;
  const state = taken.state;

  // Verification (which uses the token up) and the sign-in commit together or not at all.
  return inTransaction(context.db, async (trx) => {
    const scoped: IdentityContext = { ...context, db: trx };
    let corporateUserId: string | undefined;
    const sqlite = new SqliteChallengeTokenStore(trx);
    // Remembers who the corporate user was, for the shadow marker of the tokens.
    const store: ChallengeTokenStore = {
      hasMagicLinkToken: (sub) => sqlite.hasMagicLinkToken(sub),
      consumeMagicLinkToken: (sub, token) => sqlite.consumeMagicLinkToken(sub, token),
      consumeCorporateAccessToken: async (sub, token) => {
        const used = await sqlite.consumeCorporateAccessToken(sub, token);
        corporateUserId = used?.corporateUserId;
        return used;
      },
    };
    const verified = await runTrigger('VerifyAuthChallengeResponse', verifyAuthChallengeHandler(store), {
      ...base(context, state.userName, 'VerifyAuthChallengeResponse_Authentication'),
      request: {
        ...commonRequest(user, { ...state.clientMetadata, ...clientMetadata }),
        privateChallengeParameters: state.privateChallengeParameters,
        challengeAnswer: answer,
      },
      response: {},
    });
    const next: CustomSessionState = {
      ...state,
      session: [
        ...state.session,
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: verified.response.answerCorrect === true,
          challengeMetadata: state.privateChallengeParameters.challenge ?? '',
        },
      ],
    };
    const step = await nextStep(scoped, user, next, store);
    if (step !== 'tokens') return step;
    if (!user) throw notAuthorized();
    return completeSignIn(scoped, user, corporateUserId);
  });
}
