import type { SessionTokens } from '../../src-domain/session/session.model';
import { decodeTokenClaims } from '../../src-domain/session/jwt.rules';

/** The prefix amazon-cognito-identity-js writes its session under. */
export const COGNITO_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * The identity library's session storage (its ICognitoStorage) over a Storage area, limited to
 * the library's own keys: `clear()` removes only those. The tokens are read synchronously from
 * it, without loading the library. These are the identity service's strictly necessary
 * authentication entries, outside the `h_` registry of our own items.
 */
export class CognitoTokenStorage {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly area: () => Storage | undefined,
    private readonly clientId: string,
  ) {}

  setItem(key: string, value: string): void {
    const area = this.area();
    try {
      if (area) return area.setItem(key, value);
    } catch {
      // Quota or private mode: the session lives in memory for this page.
    }
    this.memory.set(key, value);
  }

  getItem(key: string): string | null {
    return this.memory.get(key) ?? this.area()?.getItem(key) ?? null;
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.area()?.removeItem(key);
  }

  clear(): void {
    this.memory.clear();
    const area = this.area();
    if (!area) return;
    const keys = Array.from({ length: area.length }, (_unused, index) => area.key(index));
    for (const key of keys) if (key?.startsWith(COGNITO_STORAGE_PREFIX)) area.removeItem(key);
  }

  /** The stored session of the last signed-in user, or `undefined`. */
  tokens(): SessionTokens | undefined {
    const base = `${COGNITO_STORAGE_PREFIX}${this.clientId}`;
    const username = this.getItem(`${base}.LastAuthUser`);
    if (!username) return undefined;
    const accessToken = this.getItem(`${base}.${username}.accessToken`);
    const refreshToken = this.getItem(`${base}.${username}.refreshToken`);
    if (!accessToken || !refreshToken) return undefined;
    const idToken = this.getItem(`${base}.${username}.idToken`) ?? undefined;
    const claimed = decodeTokenClaims(accessToken)?.['cognito:username'];
    return {
      accessToken,
      idToken,
      refreshToken,
      username: typeof claimed === 'string' ? claimed : username,
    };
  }
}
