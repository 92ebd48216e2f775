import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { appOrigins } from '../security/content-security.policy';
import { ILM_FRAME_SCRIPT } from './ilm-frame.script';

/**
 * The identity frame (spec 000 §7 "hidden identity frame at the authentication host path
 * /ilm"): `GET /auth/ilm` (a page the app embeds in a hidden iframe) and `GET /auth/ilm.js`
 * (its script; protocol in ilm-frame.script.ts). Only PUBLIC_ORIGIN and its language
 * subdomains may frame it (CSP frame-ancestors) and talk to it (origin check in the script).
 */
export const ilmPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  const allowedOrigins = appOrigins(config);
  // JSON inside a data block: `<` is escaped so the text can never close the script element.
  const configJson = JSON.stringify({ allowedOrigins }).replace(/</g, '\\u003c');
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Identity frame</title>' +
    `<script id="ilm-config" type="application/json">${configJson}</script>` +
    '<script src="/auth/ilm.js" defer></script></head><body></body></html>';

  app.get(
    '/auth/ilm',
    {
      helmet: {
        frameguard: false,
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'"],
            frameAncestors: allowedOrigins,
            baseUri: ["'none'"],
            formAction: ["'none'"],
          },
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );

  app.get('/auth/ilm.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(ILM_FRAME_SCRIPT),
  );
};
