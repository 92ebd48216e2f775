import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { effectiveSettings } from '../brands/brands.repository';
import { parseQuestions } from '../positions/position-postings.repository';
import { applyToPosition } from './career-application';
import { careersErrors } from './careers.errors';
import {
  findCareersBrand,
  findPublicPosition,
  listOpenPositions,
  shownBelow,
  type CareersBrandRow,
} from './careers.repository';
import {
  ApplicationAnswer,
  ApplicationBody,
  CareersPageSchema,
  CareersPositionSchema,
  SlugParams,
  SlugPositionParams,
} from './careers.schema';

const TAGS = ['Careers'];
type Summary = Static<typeof CareersPageSchema>['locations'][number]['positions'][number];

function summary(row: Awaited<ReturnType<typeof listOpenPositions>>[number]): Summary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    employment_type: (row.employment_type as Summary['employment_type']) ?? null,
    pay_min: row.pay_min,
    pay_max: row.pay_max,
    pay_period: (row.pay_period as Summary['pay_period']) ?? null,
    posted_at: row.created_at,
  };
}

/**
 * The public careers pages of issue #38 (no account needed, `auth: 'none'`): a brand's open
 * positions by location, one position, and the application to it (rate limited per address as
 * the sign-up routes are). Only OPEN positions are listed; a PAUSED one keeps its page and
 * refuses applications; CLOSED, waiting and archived ones are 404.
 */
export function registerCareersRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const requireBrand = async (slug: string) => {
    const brand = await findCareersBrand(db, slug);
    if (!brand) throw careersErrors.pageNotFound(slug);
    const settings = await effectiveSettings(db, brand);
    return { brand, currency: settings.currency_code ?? 'USD' };
  };
  const brandView = (brand: CareersBrandRow, currency: string) => ({
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    currency,
  });
  const requirePosition = async (brand: CareersBrandRow, id: number) => {
    const position = await findPublicPosition(db, id);
    if (!position || !shownBelow(position, brand.path)) throw careersErrors.positionNotFound(id);
    return position;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/v1/careers/:slug',
    summary: 'A brand’s careers page: its OPEN positions grouped by location (by name), public',
    tags: TAGS,
    auth: 'none',
    params: SlugParams,
    data: CareersPageSchema,
    handler: async (request) => {
      const { brand, currency } = await requireBrand(request.params.slug);
      const rows = await listOpenPositions(db, brand.path);
      const locations = new Map<number, Static<typeof CareersPageSchema>['locations'][number]>();
      for (const row of rows) {
        const location = locations.get(row.location_id) ?? {
          id: row.location_id,
          name: row.location_name,
          address: row.location_address,
          positions: [],
        };
        location.positions.push(summary(row));
        locations.set(row.location_id, location);
      }
      return { brand: brandView(brand, currency), locations: [...locations.values()] };
    },
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
    handler: async (request) => {
      const { brand, currency } = await requireBrand(request.params.slug);
      const row = await requirePosition(brand, request.params.position);
      return {
        brand: brandView(brand, currency),
        position: {
          ...summary(row),
          status: row.status === 'OPEN' ? ('OPEN' as const) : ('PAUSED' as const),
          description: row.description,
          location: { id: row.location_id, name: row.location_name, address: row.location_address },
          questions: parseQuestions(row.questions_json).map((question) => ({
            id: question.id,
            text: question.text,
          })),
        },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/careers/:slug/positions/:position/applications',
    summary:
      'Applies to a position of a careers page without an account (one is created or linked by e-mail). 409 CAREERS.POSITION_NOT_OPEN (paused), 409 CAREERS.ALREADY_APPLIED (same e-mail, same position), 400 CAREERS.CONSENT_REQUIRED / ANSWERS_INVALID / EMAIL_INVALID; a knockout answer is recorded and marks the application. Rate limited per address (429 RATE_LIMITED)',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    status: 201,
    params: SlugPositionParams,
    body: ApplicationBody,
    data: ApplicationAnswer,
    handler: async (request) => {
      const { brand } = await requireBrand(request.params.slug);
      const position = await requirePosition(brand, request.params.position);
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
