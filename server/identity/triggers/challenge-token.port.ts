/**
 * What the custom-auth triggers need from storage. Locally it is the SQLite tables of
 * server/identity; behind Cognito Lambdas, a client of the gateway. Tokens are the raw strings
 * the user holds; implementations compare their hashes.
 */
export interface ChallengeTokenStore {
  /** True when the user (by `sub`) holds an unused, unexpired magic-link token. */
  hasMagicLinkToken(userSub: string): Promise<boolean>;
  /** Uses up the magic-link token when it is the user's, unused and unexpired; true when it was. */
  consumeMagicLinkToken(userSub: string, token: string): Promise<boolean>;
  /**
   * Uses up a corporate one-time token minted for this user; returns the acting corporate
   * user, or undefined when the token is unknown, used, expired or meant for someone else.
   */
  consumeCorporateAccessToken(
    userSub: string,
    token: string,
  ): Promise<{ corporateUserId: string } | undefined>;
}
