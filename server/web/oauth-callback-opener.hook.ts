import type { FastifyInstance } from 'fastify';

/**
 * The job-ad provider's login comes back to this page (spec 000 §2): /oauth2 or /oauth2/ with a
 * query, and nothing below it — /oauth2/authorize is the identity's hosted sign-in of the social
 * popup, which must keep the app's policy (its popup reads the callback's URL).
 */
const OAUTH_CALLBACK = /^\/oauth2\/?(\?|$)/;

/**
 * /oauth2/ is answered with `Cross-Origin-Opener-Policy: unsafe-none`: the popup reaches it from
 * the provider's origin, and under the app's `same-origin-allow-popups` the browser would put the
 * page in a new browsing context group, cutting it off from the window that opened the popup
 * (so the answer could never be posted back). The page still only posts to our own origin.
 */
export function registerOAuthCallbackOpener(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (OAUTH_CALLBACK.test(request.url)) void reply.header('cross-origin-opener-policy', 'unsafe-none');
    return payload;
  });
}
