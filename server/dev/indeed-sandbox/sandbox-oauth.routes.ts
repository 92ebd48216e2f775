import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../html';
import {
  ACCESS_TOKEN_LIFETIME_S,
  CODE_LIFETIME_S,
  SANDBOX_EMPLOYERS,
  SANDBOX_SCOPES,
  SandboxState,
  type SandboxToken,
} from './sandbox.state';

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
const many = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const scopeList = (value: string | undefined): string[] =>
  (value ?? '').split(/\s+/).filter((scope) => scope !== '');

/** base64url(SHA-256(verifier)): the S256 code challenge of RFC 7636. */
export function s256(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

/** What an authorize request asks, once its client and redirect_uri are known good. */
interface AuthorizeRequest {
  readonly redirectUri: string;
  readonly state: string | undefined;
  readonly scopes: string[];
  readonly codeChallenge: string;
  readonly selectEmployer: boolean;
}

type Checked =
  | { readonly kind: 'page-error'; readonly message: string }
  | {
      readonly kind: 'redirect-error';
      readonly redirectUri: string;
      readonly state?: string;
      readonly error: string;
      readonly description: string;
    }
  | { readonly kind: 'ok'; readonly request: AuthorizeRequest };

function checkAuthorize(state: SandboxState, query: Query): Checked {
  const clientId = one(query.client_id);
  const redirectUri = one(query.redirect_uri);
  // RFC 6749 §4.1.2.1: a bad client or redirect URI is shown, never redirected to.
  if (clientId !== state.client.id) return { kind: 'page-error', message: 'Unknown client_id.' };
  if (!redirectUri || !state.client.redirectUris.includes(redirectUri))
    return { kind: 'page-error', message: 'redirect_uri is not registered for this client.' };
  const fail = (error: string, description: string): Checked => ({
    kind: 'redirect-error',
    redirectUri,
    state: one(query.state),
    error,
    description,
  });
  if (one(query.response_type) !== 'code')
    return fail('unsupported_response_type', 'response_type must be code.');
  const scopes = scopeList(one(query.scope));
  if (scopes.length === 0 || scopes.some((scope) => !(SANDBOX_SCOPES as readonly string[]).includes(scope)))
    return fail('invalid_scope', 'Unknown or missing scope.');
  const codeChallenge = one(query.code_challenge);
  if (
    !codeChallenge ||
    one(query.code_challenge_method) !== 'S256' ||
    !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)
  )
    return fail('invalid_request', 'PKCE with code_challenge_method=S256 is required.');
  return {
    kind: 'ok',
    request: {
      redirectUri,
      state: one(query.state),
      scopes,
      codeChallenge,
      selectEmployer: one(query.prompt) === 'select_employer',
    },
  };
}

function redirectWith(reply: FastifyReply, target: string, params: Record<string, string | undefined>) {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(url.href, 303);
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f3f2f1;color:#2d2d2d}' +
  'main{max-width:460px;margin:auto;background:#fff;border:1px solid #d4d2d0;border-radius:12px;padding:20px}' +
  'fieldset{border:1px solid #d4d2d0;border-radius:8px;margin:12px 0;padding:8px 12px}legend{font-weight:600}' +
  'label{display:flex;gap:8px;align-items:center;margin:6px 0}.actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}' +
  'button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #595959;background:#fff;cursor:pointer}' +
  'button[value=allow]{background:#2557a7;color:#fff;border-color:#2557a7}code{word-break:break-all}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

function consentPage(state: SandboxState, query: Query, request: AuthorizeRequest): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const passThrough = [
    'client_id',
    'redirect_uri',
    'response_type',
    'scope',
    'state',
    'code_challenge',
    'code_challenge_method',
    'prompt',
  ]
    .map((name) => hidden(name, one(query[name])))
    .join('');
  const employers = request.selectEmployer
    ? `<fieldset><legend>Employer account</legend>` +
      SANDBOX_EMPLOYERS.map(
        (employer, index) =>
          `<label><input type="radio" name="employer" value="${escapeHtml(employer.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(employer.name)}</label>`,
      ).join('') +
      `</fieldset>`
    : hidden('employer', SANDBOX_EMPLOYERS[0]?.id);
  const scopes =
    `<fieldset><legend>Allow Brigade to</legend>` +
    request.scopes
      .map(
        (scope) =>
          `<label><input type="checkbox" name="grant" value="${escapeHtml(scope)}" checked> <code>${escapeHtml(scope)}</code></label>`,
      )
      .join('') +
    `</fieldset>`;
  return page(
    'Indeed sandbox — sign in',
    `<p>Development sandbox of the job-ad provider: no real account is used. ` +
      `<strong>${escapeHtml(state.client.id)}</strong> asks for access.</p>` +
      `<form method="get" action="/sandbox/indeed/oauth/v2/authorize/decision">${passThrough}${employers}${scopes}` +
      `<div class="actions"><button type="submit" name="decision" value="allow">Allow</button>` +
      `<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
  );
}

type TokenBody = Record<string, string | undefined>;

/** The client a token request authenticates as (body or HTTP Basic), or undefined. */
function authenticatedClient(
  state: SandboxState,
  body: TokenBody,
  authorization: string | undefined,
): boolean {
  let id = body.client_id;
  let secret = body.client_secret;
  if (authorization?.startsWith('Basic ')) {
    const [basicId, basicSecret] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
    id = decodeURIComponent(basicId ?? '');
    secret = decodeURIComponent(basicSecret ?? '');
  }
  if (id !== state.client.id || secret === undefined) return false;
  const expected = Buffer.from(state.client.secret);
  const given = Buffer.from(secret);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * The sandbox's OAuth 2.0 endpoints (RFC 6749 + PKCE RFC 7636, the provider's shape):
 * `GET /oauth/v2/authorize` (consent page with employer picker and per-scope grants),
 * `GET /oauth/v2/authorize/decision` (the page's form) and `POST /oauth/v2/tokens`
 * (authorization_code and refresh_token grants; codes single-use, 10 min, bound to client,
 * redirect_uri and verifier; access tokens 1 h; a refresh token only with offline_access).
 */
export function registerSandboxOAuthRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get<{ Querystring: Query }>('/oauth/v2/authorize', async (request, reply) => {
    const checked = checkAuthorize(state, request.query);
    if (checked.kind === 'page-error')
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('Sign-in error', `<p>${escapeHtml(checked.message)}</p>`));
    if (checked.kind === 'redirect-error')
      return redirectWith(reply, checked.redirectUri, {
        error: checked.error,
        error_description: checked.description,
        state: checked.state,
      });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(consentPage(state, request.query, checked.request));
  });

  app.get<{ Querystring: Query }>('/oauth/v2/authorize/decision', async (request, reply) => {
    const checked = checkAuthorize(state, request.query);
    if (checked.kind === 'page-error')
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page('Sign-in error', `<p>${escapeHtml(checked.message)}</p>`));
    if (checked.kind === 'redirect-error')
      return redirectWith(reply, checked.redirectUri, {
        error: checked.error,
        error_description: checked.description,
        state: checked.state,
      });
    const { redirectUri, scopes, codeChallenge } = checked.request;
    const granted = many(request.query.grant).filter((scope) => scopes.includes(scope));
    if (one(request.query.decision) !== 'allow' || granted.length === 0)
      return redirectWith(reply, redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied access.',
        state: checked.request.state,
      });
    const employer = SANDBOX_EMPLOYERS.find((candidate) => candidate.id === one(request.query.employer));
    if (!employer)
      return redirectWith(reply, redirectUri, {
        error: 'invalid_request',
        error_description: 'Unknown employer.',
        state: checked.request.state,
      });
    const code = SandboxState.secret();
    state.codes.set(code, {
      clientId: state.client.id,
      redirectUri,
      codeChallenge,
      employerId: employer.id,
      scopes: granted,
      expiresAt: state.now() + CODE_LIFETIME_S,
      used: false,
    });
    return redirectWith(reply, redirectUri, { code, state: checked.request.state, employer: employer.id });
  });

  app.post<{ Body: TokenBody }>('/oauth/v2/tokens', async (request, reply) => {
    state.calls.token += 1;
    const body = request.body ?? {};
    const error = (status: number, code: string, description: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ error: code, error_description: description });
    if (!authenticatedClient(state, body, request.headers.authorization))
      return error(401, 'invalid_client', 'Client authentication failed.');
    const issue = (grant: Omit<SandboxToken, 'expiresAt'>, refreshToken: string | undefined) => {
      const accessToken = SandboxState.secret();
      state.accessTokens.set(accessToken, { ...grant, expiresAt: state.now() + ACCESS_TOKEN_LIFETIME_S });
      return reply.header('cache-control', 'no-store').send({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_LIFETIME_S,
        scope: grant.scopes.join(' '),
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
      });
    };
    if (body.grant_type === 'authorization_code') {
      const code = body.code ? state.codes.get(body.code) : undefined;
      if (!code) return error(400, 'invalid_grant', 'Unknown authorization code.');
      if (code.used) return error(400, 'invalid_grant', 'The authorization code was already used.');
      // Single use: any presentation spends it, a failed one too.
      code.used = true;
      if (code.expiresAt <= state.now())
        return error(400, 'invalid_grant', 'The authorization code expired.');
      if (code.redirectUri !== body.redirect_uri)
        return error(400, 'invalid_grant', 'redirect_uri does not match.');
      if (!body.code_verifier || s256(body.code_verifier) !== code.codeChallenge)
        return error(400, 'invalid_grant', 'code_verifier does not match the code challenge.');
      if (body.employer !== undefined && body.employer !== code.employerId)
        return error(400, 'invalid_grant', 'The code was granted for another employer.');
      const grant = { clientId: code.clientId, employerId: code.employerId, scopes: code.scopes };
      let refreshToken: string | undefined;
      if (code.scopes.includes('offline_access')) {
        refreshToken = SandboxState.secret();
        state.refreshTokens.set(refreshToken, { ...grant, expiresAt: undefined });
      }
      return issue(grant, refreshToken);
    }
    if (body.grant_type === 'refresh_token') {
      const stored = body.refresh_token ? state.refreshTokens.get(body.refresh_token) : undefined;
      if (!stored || state.faults.revokeRefreshTokens)
        return error(400, 'invalid_grant', 'The refresh token is invalid or revoked.');
      const requested = body.scope === undefined ? stored.scopes : scopeList(body.scope);
      if (requested.some((scope) => !stored.scopes.includes(scope)))
        return error(400, 'invalid_scope', 'The scope exceeds what was granted.');
      const employerId = body.employer ?? stored.employerId;
      if (!SANDBOX_EMPLOYERS.some((employer) => employer.id === employerId))
        return error(400, 'invalid_request', 'Unknown employer.');
      return issue({ clientId: stored.clientId, employerId, scopes: requested }, undefined);
    }
    return error(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  });
}
