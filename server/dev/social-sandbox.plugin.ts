import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { identityServiceFor } from '../identity/identity.service';
import { escapeHtml } from './html';

const PROVIDERS = new Set(['Google', 'Facebook', 'SignInWithApple']);
/** The one-time code lives as long as the popup needs to hand it back. */
const CODE_LIFETIME_SECONDS = 300;

interface AuthorizeQuery {
  identity_provider?: string;
  redirect_uri?: string;
  state?: string;
}

interface DecisionQuery extends AuthorizeQuery {
  decision?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
}

/**
 * Development stand-in for the hosted sign-in of social providers (spec 000 §4 "Social login
 * popup"), in the shape of Cognito's hosted UI: GET /oauth2/authorize shows a page where the
 * tester picks an identity (or cancels); the popup then returns to `redirect_uri` (which must
 * be on PUBLIC_ORIGIN) with `code`, `username`, `is_new_user` and `state`, or with `error` and
 * `error_description`. Unknown e-mails become new confirmed users (`is_new_user=true`), whom
 * the app registers through /v2/users/federated_registration.
 *
 * Unlike a real hosted UI, the `code` is a one-time magic-link token: the app answers the
 * MASTER_ACCOUNT_TOKEN custom challenge with it instead of exchanging it at /oauth2/token.
 * Not registered in production.
 */
export const socialSandboxPlugin: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const identity = identityServiceFor(deps);
  const publicOrigin = new URL(deps.config.publicOrigin).origin;

  const callbackUrl = (redirectUri: string | undefined): URL | undefined => {
    if (!redirectUri) return undefined;
    try {
      const url = new URL(redirectUri);
      return url.origin === publicOrigin ? url : undefined;
    } catch {
      return undefined;
    }
  };

  app.get<{ Querystring: AuthorizeQuery }>('/oauth2/authorize', async (request, reply) => {
    const provider = request.query.identity_provider ?? 'Google';
    const callback = callbackUrl(request.query.redirect_uri);
    if (!PROVIDERS.has(provider) || !callback) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Unknown provider or redirect_uri');
    }
    const hidden = (name: string, value: string | undefined) =>
      value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const page =
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(provider)} sandbox sign-in</title>` +
      `<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f9;color:#1d2430}` +
      `main{max-width:420px;margin:auto;background:#fff;border:1px solid #d6dce4;border-radius:12px;padding:24px}` +
      `label{display:block;font-weight:600;margin-top:12px}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;margin-top:4px}` +
      `.actions{display:flex;gap:8px;margin-top:20px}button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #6b7482;cursor:pointer}` +
      `button[value=allow]{background:#0068aa;color:#fff;border-color:#0068aa}</style></head>` +
      `<body><main><h1>Sign in with ${escapeHtml(provider)}</h1>` +
      `<p>Development sandbox: no real ${escapeHtml(provider)} account is used. Choose who you are.</p>` +
      `<form method="get" action="/oauth2/authorize/decision">` +
      hidden('identity_provider', provider) +
      hidden('redirect_uri', callback.href) +
      hidden('state', request.query.state) +
      `<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="sam.social@example.test">` +
      `<label for="given_name">First name</label><input id="given_name" name="given_name" autocomplete="given-name" value="Sam">` +
      `<label for="family_name">Last name</label><input id="family_name" name="family_name" autocomplete="family-name" value="Social">` +
      `<div class="actions"><button type="submit" name="decision" value="allow">Continue</button>` +
      `<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></div>` +
      `</form></main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get<{ Querystring: DecisionQuery }>('/oauth2/authorize/decision', async (request, reply) => {
    const callback = callbackUrl(request.query.redirect_uri);
    if (!callback) return reply.code(400).type('text/plain; charset=utf-8').send('Unknown redirect_uri');
    if (request.query.state) callback.searchParams.set('state', request.query.state);
    const fail = (error: string, description: string) => {
      callback.searchParams.set('error', error);
      callback.searchParams.set('error_description', description);
      return reply.redirect(callback.href, 303);
    };
    if (request.query.decision !== 'allow') return fail('access_denied', 'The sign-in was cancelled.');
    const email = (request.query.email ?? '').trim().toLowerCase();
    let user = email ? await identity.findUserByEmail(email) : undefined;
    const isNewUser = user === undefined;
    if (!user) {
      try {
        user = await identity.createUser({
          email,
          // Nobody signs in with this password: the account is reached through the provider.
          password: `Sx-${crypto.randomBytes(18).toString('base64url')}9!`,
          attributes: {
            given_name: (request.query.given_name ?? '').trim(),
            family_name: (request.query.family_name ?? '').trim(),
            'custom:external_auth_source': request.query.identity_provider ?? 'Google',
          },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'social sandbox could not create the user');
        return fail('invalid_request', 'This e-mail address cannot be used.');
      }
    }
    const issued = await identity.issueMagicLinkToken(user.id, CODE_LIFETIME_SECONDS);
    callback.searchParams.set('code', issued.token);
    callback.searchParams.set('username', user.username);
    callback.searchParams.set('is_new_user', String(isNewUser));
    return reply.redirect(callback.href, 303);
  });
};
