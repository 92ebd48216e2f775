import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  JOB_AD_CAMPAIGN_STATUSES,
  JOB_AD_MAX_PAGE_SIZE,
  JOB_AD_PAGE_SIZE,
  JOB_AD_POSTING_STATUSES,
} from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, Nullable, StringEnum } from '../route-schema';
import { hirePaths } from '../messaging/hire-scope.repository';
import { ConnectionsRepository } from './connections.repository';
import { IndeedClient } from './indeed.client';
import { indeedPostingJob } from './indeed-posting.job';
import { INDEED_POSTING_JOB } from './indeed-postings.repository';
import { jobAdsRedirectUris } from './job-ads.config';
import { providerPostingsPage } from './provider-postings.repository';
import { hireForbidden, redirectUriMismatch } from './job-ads.errors';
import { JobAdsService, type ConnectionStatus } from './job-ads.service';
import { TokenCipher, tokenKeyFor } from './token-cipher';

const TAGS = ['Job-ad provider'];
const BrandId = Type.Integer({ minimum: 1 });
const BrandIdBody = Body({ brand_id: BrandId }, ['brand_id']);

const Status = Type.Object({
  logged_in: Type.Boolean(),
  employer: Nullable(Type.String()),
  scopes: Type.Array(Type.String()),
  missing_scopes: Type.Array(Type.String()),
  expires_at: Nullable(
    Type.String({ description: 'When the connection ends (no offline_access), else null' }),
  ),
  reason: Nullable(Type.String({ description: 'REVOKED or EXPIRED when a check found the connection gone' })),
});

const Campaign = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.String(),
  created_date: Nullable(Type.String()),
});

const wireStatus = (status: ConnectionStatus) => ({
  logged_in: status.loggedIn,
  employer: status.employer ?? null,
  scopes: [...status.scopes],
  missing_scopes: [...status.missingScopes],
  expires_at: status.expiresAt ?? null,
  reason: status.reason ?? null,
});

/**
 * The job-ad provider rows of spec 001 §7 (`/v1/indeed/*`, issue #18). Every call names the
 * brand (`brand_id`) whose connection it uses; the caller must see that brand and hold
 * SOURCE_HIRE over it. The provider is reached over HTTP (the sandbox by default).
 */
export function registerJobAdsRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config } = context;
  const service = new JobAdsService(
    new IndeedClient(config.indeed),
    new ConnectionsRepository(db),
    new TokenCipher(tokenKeyFor(config)),
  );
  app.jobs.register(INDEED_POSTING_JOB, indeedPostingJob(service));

  /** The brand, once the caller may manage its job ads. */
  const hiringBrand = async (request: FastifyRequest, brandId: number): Promise<BrandRow> => {
    const scope = context.scopeOf(request);
    const brand = await scope.require(brandId);
    const paths = await hirePaths(db, principalOf(request).sub, await scope.roots());
    if (!paths.some((path) => brand.path.startsWith(path))) throw hireForbidden(brandId);
    return brand;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/v1/indeed/login',
    summary:
      'Connects the brand: exchanges the authorization code with its PKCE verifier, stores the tokens encrypted. 403 INDEED.SCOPE_MISSING when the campaign read scope was not granted',
    tags: TAGS,
    body: Body(
      {
        brand_id: BrandId,
        authorization_code: Type.String({ minLength: 1, maxLength: 2048 }),
        employer: Type.String({ minLength: 1, maxLength: 200 }),
        redirect_uri: Type.String({ minLength: 1, maxLength: 2048 }),
        code_verifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' }),
      },
      ['brand_id', 'authorization_code', 'employer', 'redirect_uri', 'code_verifier'],
    ),
    data: Status,
    handler: async (request) => {
      const brand = await hiringBrand(request, request.body.brand_id);
      if (!jobAdsRedirectUris(config).includes(request.body.redirect_uri)) throw redirectUriMismatch();
      const status = await service.login(brand.id, principalOf(request).sub, {
        code: request.body.authorization_code,
        employer: request.body.employer,
        redirectUri: request.body.redirect_uri,
        verifier: request.body.code_verifier,
      });
      return wireStatus(status);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/indeed/login/check',
    summary:
      'Whether the brand is connected, refreshing an expired access token; never calls the campaigns API (billed per call)',
    tags: TAGS,
    body: BrandIdBody,
    data: Status,
    handler: async (request) => {
      const brand = await hiringBrand(request, request.body.brand_id);
      return wireStatus(await service.check(brand.id));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/indeed/logout',
    summary: 'Forgets the brand’s provider tokens',
    tags: TAGS,
    body: BrandIdBody,
    data: Type.Object({ logged_in: Type.Boolean() }),
    handler: async (request) => {
      const brand = await hiringBrand(request, request.body.brand_id);
      await service.logout(brand.id);
      return { logged_in: false };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/indeed/campaigns',
    summary:
      'A page of the employer’s campaigns; `start` is the provider’s opaque cursor, passed through untouched; created dates are cached (one provider call each, once)',
    tags: TAGS,
    querystring: Body(
      {
        brand_id: BrandId,
        status: StringEnum(JOB_AD_CAMPAIGN_STATUSES),
        perPage: Type.Integer({ minimum: 1, maximum: JOB_AD_MAX_PAGE_SIZE, default: JOB_AD_PAGE_SIZE }),
        start: Type.String({ minLength: 1, maxLength: 1024 }),
        include_created_date: Type.Boolean({ default: false }),
      },
      ['brand_id'],
    ),
    data: Type.Object({
      campaigns: Type.Array(Campaign),
      next_start: Nullable(Type.String({ description: 'The cursor of the next page, null on the last' })),
      total_count: Nullable(
        Type.Integer({ description: 'Matching campaigns in all pages, when the provider says' }),
      ),
    }),
    handler: async (request) => {
      const brand = await hiringBrand(request, request.query.brand_id);
      const page = await service.campaigns(brand.id, {
        perPage: request.query.perPage ?? JOB_AD_PAGE_SIZE,
        start: request.query.start,
        status: request.query.status,
        includeCreatedDate: request.query.include_created_date ?? false,
      });
      return {
        campaigns: page.campaigns.map((campaign) => ({
          id: campaign.id,
          name: campaign.name,
          status: campaign.status,
          created_date: campaign.createdDate ?? null,
        })),
        next_start: page.nextStart ?? null,
        total_count: page.totalCount ?? null,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/indeed/postings',
    summary:
      'A page of the provider postings of positions at the brand and below (issue #38), the last changed first, with the count of all; read from Brigade, no provider call',
    tags: TAGS,
    querystring: Body(
      {
        brand_id: BrandId,
        offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      },
      ['brand_id'],
    ),
    data: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      postings: Type.Array(
        Type.Object({
          position_id: Type.Integer(),
          position_title: Type.String(),
          location_id: Type.Integer(),
          location_name: Type.String(),
          status: StringEnum(JOB_AD_POSTING_STATUSES),
          failure: Nullable(
            Type.String({ description: 'Why the last provider call failed; null unless FAILED' }),
          ),
          posted_at: Nullable(
            Type.String({
              description: 'When the provider last confirmed the ad live (ISO UTC); null unless POSTED',
            }),
          ),
          link: Nullable(
            Type.String({
              description: 'The position’s public careers page the ad leads to; null without one',
            }),
          ),
        }),
      ),
    }),
    handler: async (request) => {
      const brand = await hiringBrand(request, request.query.brand_id);
      const { offset = 0, limit = 20 } = request.query;
      const page = await providerPostingsPage(db, brand.path, { offset, limit });
      return {
        total: page.total,
        offset,
        limit,
        postings: page.postings.map((posting) => ({
          position_id: posting.positionId,
          position_title: posting.positionTitle,
          location_id: posting.locationId,
          location_name: posting.locationName,
          status: posting.status as (typeof JOB_AD_POSTING_STATUSES)[number],
          failure: posting.failure ?? null,
          posted_at: posting.postedAt ?? null,
          link: posting.link ?? null,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/indeed/campaigns/:id',
    summary: 'One campaign of the employer; 403 INDEED.CAMPAIGN_FORBIDDEN for another employer’s',
    tags: TAGS,
    params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) }),
    querystring: Body({ brand_id: BrandId }, ['brand_id']),
    data: Type.Object({
      id: Type.String(),
      name: Type.String(),
      status: Type.String(),
      type: Nullable(Type.String()),
      budget_monthly_limit: Nullable(Type.Number()),
      currency_code: Nullable(Type.String()),
      created_date: Nullable(Type.String()),
    }),
    handler: async (request) => {
      const brand = await hiringBrand(request, request.query.brand_id);
      const campaign = await service.campaign(brand.id, request.params.id);
      return {
        id: campaign.id,
        name: campaign.name,
        status: campaign.status,
        type: campaign.type ?? null,
        budget_monthly_limit: campaign.budgetMonthlyLimit ?? null,
        currency_code: campaign.currencyCode ?? null,
        created_date: campaign.createdDate ?? null,
      };
    },
  });
}
