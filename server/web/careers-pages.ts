import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { brandMedia } from '../gateway/brands/brands.repository';
import { readCareersPage, readCareersPosition, requireCareersBrand } from '../gateway/careers/careers-read';
import { GatewayError } from '../gateway/gateway.errors';
import type { CareersPageRead } from './careers-page-read';
import type { PageRenderer } from './ssr-renderer';

/** A careers read's 404 (unknown page or position) as the not-found page; other errors thrown. */
async function orNotFound(read: () => Promise<CareersPageRead>): Promise<CareersPageRead> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode === 404) return { kind: 'not-found' };
    throw error;
  }
}

/** The brand's profile scheme (colours) for its careers page. */
async function schemeOf(db: Kysely<Database>, slug: string) {
  const { brand } = await requireCareersBrand(db, slug);
  return brandMedia(db, brand);
}

const SLUG = /^[a-z0-9-]{1,60}$/;
const POSITION = /^[1-9][0-9]{0,8}$/; // below 2^31: PostgreSQL's integer

/**
 * The public careers pages (issue #38), server-rendered from the careers API's reads:
 * `/careers/{slug}` and `/careers/{slug}/{position id}`, 200 with the page, or 404 with the
 * not-found page for an unknown brand, position or malformed address. No session is read.
 */
export function registerCareersPages(
  app: FastifyInstance,
  db: Kysely<Database>,
  origin: string,
  renderer: () => Promise<PageRenderer>,
  pagePolicy: (renderer: PageRenderer) => string,
  /** Our SMS number when texts are on (text-to-apply), and the reCAPTCHA site key ('' = off). */
  smsNumber: string | undefined = undefined,
  recaptchaSiteKey = '',
): void {
  const send = async (
    request: { headers: { host?: string } },
    reply: FastifyReply,
    read: CareersPageRead,
  ) => {
    const pages = await renderer();
    const html = pages.renderCareers({ host: request.headers.host ?? '', origin, read, recaptchaSiteKey });
    return reply
      .code(read.kind === 'not-found' ? 404 : 200)
      .header('content-security-policy', pagePolicy(pages))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get<{ Params: { slug: string } }>('/careers/:slug', async (request, reply) => {
    const { slug } = request.params;
    const read = SLUG.test(slug)
      ? await orNotFound(async () => ({
          kind: 'list' as const,
          page: await readCareersPage(db, slug),
          scheme: await schemeOf(db, slug),
        }))
      : ({ kind: 'not-found' } as const);
    return send(request, reply, read);
  });

  app.get<{ Params: { slug: string; position: string } }>(
    '/careers/:slug/:position',
    async (request, reply) => {
      const { slug, position } = request.params;
      const read =
        SLUG.test(slug) && POSITION.test(position)
          ? await orNotFound(async () => ({
              kind: 'position' as const,
              page: await readCareersPosition(db, slug, Number(position), smsNumber),
              scheme: await schemeOf(db, slug),
            }))
          : ({ kind: 'not-found' } as const);
      return send(request, reply, read);
    },
  );
}
