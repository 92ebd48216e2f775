/** The tokens of a signed-in session (spec 000 §3 "Session"). */
export interface SessionTokens {
  /** JWT sent as the bearer token. */
  readonly accessToken: string;
  /** JWT with the profile claims, when the identity service issues one. */
  readonly idToken?: string;
  readonly refreshToken: string;
  /** `cognito:username` of the last authenticated user. */
  readonly username: string;
}

/** The custom-auth challenges the product answers (spec 000 §4). */
export type CustomChallengeName = 'MASTER_ACCOUNT_TOKEN' | 'CORPORATE_USER_ACCESS_TOKEN';

/** Multi-factor types offered at setup (spec 000 §4). */
export const MFA_TYPES = ['Email', 'Phone', 'Passcodes'] as const;
export type MfaType = (typeof MFA_TYPES)[number];

/** What a sign-in attempt led to: expected failures are values, not exceptions. */
export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly tokens: SessionTokens }
  | { readonly kind: 'custom-challenge'; readonly challengeName: CustomChallengeName }
  | { readonly kind: 'mfa-setup-required'; readonly setupUrl: string }
  | { readonly kind: 'failed'; readonly code: string; readonly message: string };
