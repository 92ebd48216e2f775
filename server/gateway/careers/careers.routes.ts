import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { parseQuestions } from '../positions/position-postings.repository';
import { applyToPosition } from './career-application';
import {
  readCareersPage,
  readCareersPosition,
  requireCareersBrand,
  requireCareersPosition,
} from './careers-read';
import {
  ApplicationAnswer,
  ApplicationBody,
  CareersPageSchema,
  CareersPositionSchema,
  SlugParams,
  SlugPositionParams,
} from './careers.schema';

const TAGS = ['Careers'];

/** Our SMS number for text-to-apply; undefined when texts are off. */
export const smsNumberOf = (config: ServerConfig) =>
  config.sms.mode === 'off' ? undefined : config.sms.from;

/**
 * The public careers pages of issue #38 (no account needed, `auth: 'none'`): a brand's open
 * positions by location, one position, and the application to it (rate limited per address as
 * the sign-up routes are). Only OPEN positions are listed; a PAUSED one keeps its page and
 * refuses applications; CLOSED, waiting and archived ones are 404.
 */
export function registerCareersRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/careers/:slug',
    summary: 'A brand’s careers page: its OPEN positions grouped by location (by name), public',
    tags: TAGS,
    auth: 'none',
    params: SlugParams,
    data: CareersPageSchema,
    handler: (request) => readCareersPage(db, request.params.slug),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/careers/:slug/positions/:position',
    summary:
      'One position of a careers page with its description and screening questions (never their knockout answers), public; 404 CAREERS.POSITION_NOT_FOUND unless OPEN or PAUSED',
    tags: TAGS,
    auth: 'none',
    params: SlugPositionParams,
    data: CareersPositionSchema,
    handler: (request) =>
      readCareersPosition(db, request.params.slug, request.params.position, smsNumberOf(context.config)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/careers/:slug/positions/:position/applications',
    summary:
      'Applies to a position of a careers page without an account (one is created, or an existing one linked by e-mail without being shown or changed). A second application by the same e-mail to the same position is merged into the first (same id, `merged` true, its answers replace the earlier ones), under concurrency too. 409 CAREERS.POSITION_NOT_OPEN (paused), 400 CAREERS.CONSENT_REQUIRED / ANSWERS_INVALID / EMAIL_INVALID; a knockout answer is recorded, marks the application and is named in `knockout_questions`. Rate limited per address (429 RATE_LIMITED)',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    status: 201,
    params: SlugPositionParams,
    body: ApplicationBody,
    data: ApplicationAnswer,
    handler: async (request) => {
      const { brand } = await requireCareersBrand(db, request.params.slug);
      const position = await requireCareersPosition(db, brand, request.params.position);
      return applyToPosition(
        context,
        request,
        brand,
        position,
        parseQuestions(position.questions_json),
        request.body,
      );
    },
  });
}
