import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from './html';

/**
 * Development stand-in for the legacy application that unknown paths are sent to
 * (spec 000 §2). Not registered in production, where LEGACY_APP_URL points at the real one.
 */
export const legacyStandInPlugin: FastifyPluginAsync = async (app) => {
  app.get('/legacy/*', async (request, reply) => {
    const path = request.url.slice('/legacy'.length) || '/';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legacy application</title></head>` +
          `<body><main><h1>Legacy application</h1><p>This stand-in would show <code>${escapeHtml(path)}</code>.</p>` +
          `<p><a href="/user/signup">Back to Brigade</a></p></main></body></html>`,
      );
  });
};
