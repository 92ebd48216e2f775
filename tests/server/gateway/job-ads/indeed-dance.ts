import crypto from 'node:crypto';
import net from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import type { TestServer } from '../../../support/test-server';
import type { Session } from '../gateway.harness';

/** A port nobody listens on now (the server's PUBLIC_ORIGIN must name it before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const SCOPES = 'employer_access offline_access employer.advertising.campaign.read';
export const HARBOR_EMPLOYER = 'emp-harbor-grill';
export const TIDEWATER_EMPLOYER = 'emp-tidewater';

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
}

export function pkce(): Pkce {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export interface Consent {
  readonly scope?: string;
  readonly grant?: readonly string[];
  readonly employer?: string;
  readonly decision?: 'allow' | 'deny';
  readonly state?: string;
  readonly redirectUri?: string;
  readonly pkce?: Pkce;
}

/** The sandbox provider's authorize → consent → redirect, over HTTP; the redirect's query. */
export async function consent(origin: string, options: Consent = {}) {
  const proof = options.pkce ?? pkce();
  const params = new URLSearchParams({
    client_id: 'brigade-local',
    redirect_uri: options.redirectUri ?? `${origin}/oauth2/`,
    response_type: 'code',
    scope: options.scope ?? SCOPES,
    state: options.state ?? 'state-1',
    code_challenge: proof.challenge,
    code_challenge_method: 'S256',
    prompt: 'select_employer',
  });
  const page = await fetch(`${origin}/sandbox/indeed/oauth/v2/authorize?${params.toString()}`, {
    redirect: 'manual',
  });
  const html = await page.text();
  params.set('decision', options.decision ?? 'allow');
  params.set('employer', options.employer ?? HARBOR_EMPLOYER);
  for (const scope of options.grant ?? (options.scope ?? SCOPES).split(' ')) params.append('grant', scope);
  const decided = await fetch(`${origin}/sandbox/indeed/oauth/v2/authorize/decision?${params.toString()}`, {
    redirect: 'manual',
  });
  const location = decided.headers.get('location');
  return {
    pageStatus: page.status,
    html,
    status: decided.status,
    redirect: location ? new URL(location) : undefined,
    verifier: proof.verifier,
  };
}

/** The union of the /v1/indeed/* answers' fields (each test reads those of its call). */
export interface IndeedAnswer {
  readonly logged_in: boolean;
  readonly employer: string | null;
  readonly missing_scopes: string[];
  readonly expires_at: string | null;
  readonly reason: string | null;
  readonly campaigns: { id: string; name: string; status: string; created_date: string | null }[];
  readonly next_start: string | null;
  readonly total_count: number | null;
  readonly id: string;
  readonly currency_code: string | null;
  readonly created_date: string | null;
}

/** A gateway call over the real socket. */
export async function api(
  origin: string,
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { data: IndeedAnswer; error?: { code: string } } }> {
  const response = await fetch(`${origin}/api/core${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    json: (await response.json()) as { data: IndeedAnswer; error?: { code: string } },
  };
}

export async function sandboxControl(origin: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}/sandbox/indeed/_control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return (await response.json()) as {
    calls: { token: number; list: number; campaign: number; properties: number };
  };
}

/** The entry brand of a demo user. */
export async function entryBrand(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('user_profiles')
    .innerJoin('identity_users', 'identity_users.id', 'user_profiles.user_id')
    .select('user_profiles.entry_brand_id')
    .where('identity_users.email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.entry_brand_id);
}

export type { TestServer };
