/**
 * The session bootstrap read a signed-in page starts at parse time (issue #20), before its
 * scripts have downloaded: the inline script SESSION_BOOTSTRAP_EARLY_SCRIPT asks for it with the
 * stored access token and leaves the answer under EARLY_BOOTSTRAP_GLOBAL; HttpSessionApi adopts
 * it instead of asking again.
 */

/** The window property the inline script sets. */
export const EARLY_BOOTSTRAP_GLOBAL = '__brigadeEarlySessionBootstrap';

/** The read's path below the core service's prefix (the gateway's `path`). */
export const SESSION_BOOTSTRAP_PATH = '/v1/users/session_bootstrap';

/** An answer as the inline script keeps it: the HTTP status and the parsed JSON body. */
export interface EarlyAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What the inline script leaves on the window. */
export interface EarlySessionBootstrap {
  /** Path and query below the core prefix, e.g. '/v1/users/session_bootstrap?context_brand_id=7'. */
  readonly path: string;
  /** Rejects when the request failed or its body was not JSON. */
  readonly answer: Promise<EarlyAnswer>;
}

/**
 * The early read's answer when the page started one for exactly `pathAndQuery`, once: the first
 * call takes it off the window (a later bootstrap, after a sign-in or a brand switch, asks the
 * server). Undefined when there is none or it was for another path or query (then it is dropped).
 */
export function takeEarlySessionBootstrap(
  pathAndQuery: string,
  holder: Record<string, unknown> | undefined = typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, unknown>),
): Promise<EarlyAnswer> | undefined {
  const early = holder?.[EARLY_BOOTSTRAP_GLOBAL] as EarlySessionBootstrap | undefined;
  if (!early || !holder) return undefined;
  delete holder[EARLY_BOOTSTRAP_GLOBAL];
  return early.path === pathAndQuery ? early.answer : undefined;
}
