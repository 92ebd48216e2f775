import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import {
  appContentSecurityPolicy,
  serializeContentSecurityPolicy,
} from '../security/content-security.policy';
import { smsNumberOf } from '../gateway/careers/careers.routes';
import { registerCareersPages } from './careers-pages';
import { publicClientConfig } from './client-config.plugin';
import { loadPageRenderer } from './ssr-renderer';
import { visitorApi } from './visitor-api';

/** Paths that belong to the server's own services, never to the page renderer. */
const SERVICE_PREFIXES = [
  '/api/',
  '/idp',
  '/auth/',
  '/dev/',
  '/corporate',
  '/legacy',
  '/assets/',
  '/locales/',
];

/**
 * The web front: hashed assets with immutable caching, translation files (both from the build's
 * pre-compressed copies when the client accepts br or gzip), and every other GET answered with
 * the page (server-rendered content for public screens).
 */
export const webPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config, db }) => {
  const clientDir = path.join(config.distDir, 'client');
  // Loaded on the first page request, so API-only uses of the app (tests) need no build.
  let renderer: ReturnType<typeof loadPageRenderer> | undefined;
  // The pages' CSP: the app's policy plus the hashes of the inline scripts the build's pages
  // carry (known once the renderer is loaded); replaces the policy helmet set on the answer.
  let pagePolicy: string | undefined;

  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    // Names carry a content hash: a changed file is a new URL.
    immutable: true,
    maxAge: '365d',
    wildcard: false,
    // The build writes .br and .gz beside each script, style and translation file.
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'locales'),
    prefix: '/locales/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
    wildcard: false,
    preCompressed: true,
  });

  // The service worker: always revalidated, so a new build's worker is picked up at once.
  app.get('/sw.js', async (_request, reply) => {
    const script = await fs.readFile(path.join(clientDir, 'sw.js')).catch(() => undefined);
    if (!script)
      return reply.code(404).send({ status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
    return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
  });

  const loadRenderer = () => (renderer ??= loadPageRenderer(config.distDir, publicClientConfig(config)));
  const policyFor = (pages: { inlineScriptHashes: readonly string[] }) =>
    (pagePolicy ??= serializeContentSecurityPolicy(
      appContentSecurityPolicy(config, pages.inlineScriptHashes),
    ));
  // The public careers pages (issue #38): their own renderer and data, no app shell.
  registerCareersPages(
    app,
    db,
    config.publicOrigin,
    loadRenderer,
    policyFor,
    smsNumberOf(config),
    config.recaptchaSiteKey,
  );

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send({ status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const pages = await loadRenderer();
    const html = await pages.render(
      request.url,
      request.headers.host ?? '',
      request.headers.cookie,
      visitorApi(app, request),
    );
    const policy = policyFor(pages);
    return reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
