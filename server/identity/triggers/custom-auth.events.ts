/**
 * The event shapes Amazon Cognito passes to custom-authentication Lambda triggers
 * (Define / Create / VerifyAuthChallengeResponse), as far as our handlers read them. The local
 * identity module builds the same events and calls the handlers in process; deployed as
 * Lambdas, Cognito calls them. A handler returns the event with `response` filled in.
 */
export interface TriggerEventBase<Source extends string> {
  version: string;
  region: string;
  userPoolId: string;
  userName: string;
  callerContext: { awsSdkVersion: string; clientId: string };
  triggerSource: Source;
}

/** One answered challenge of the current sign-in, oldest first. */
export interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export interface CommonRequest {
  userAttributes: Record<string, string>;
  clientMetadata?: Record<string, string>;
  /** True when the user name matched nobody (Cognito's "prevent user existence errors"). */
  userNotFound?: boolean;
}

export interface DefineAuthChallengeEvent extends TriggerEventBase<'DefineAuthChallenge_Authentication'> {
  request: CommonRequest & { session: ChallengeResult[] };
  response: { challengeName?: string; issueTokens?: boolean; failAuthentication?: boolean };
}

export interface CreateAuthChallengeEvent extends TriggerEventBase<'CreateAuthChallenge_Authentication'> {
  request: CommonRequest & { challengeName: string; session: ChallengeResult[] };
  response: {
    publicChallengeParameters?: Record<string, string>;
    privateChallengeParameters?: Record<string, string>;
    challengeMetadata?: string;
  };
}

export interface VerifyAuthChallengeResponseEvent extends TriggerEventBase<'VerifyAuthChallengeResponse_Authentication'> {
  request: CommonRequest & { privateChallengeParameters: Record<string, string>; challengeAnswer: string };
  response: { answerCorrect?: boolean };
}

/** The two custom challenges of spec 000 §4; which one comes from `clientMetadata.challenge`. */
export const CUSTOM_CHALLENGES = ['MASTER_ACCOUNT_TOKEN', 'CORPORATE_USER_ACCESS_TOKEN'] as const;
export type CustomChallengeName = (typeof CUSTOM_CHALLENGES)[number];

export function isCustomChallengeName(value: unknown): value is CustomChallengeName {
  return typeof value === 'string' && (CUSTOM_CHALLENGES as readonly string[]).includes(value);
}
