import type { FastifyInstance } from 'fastify';
import { authorizer, fail, ownCampaignOf, summary } from './sandbox-api.routes';
import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  type SandboxCampaign,
  type SandboxJob,
  type SandboxState,
} from './sandbox.state';

interface JobBody {
  Title: string;
  Location: string;
  Description: string;
  EmploymentType?: string;
}

const JOB_SCHEMA = {
  type: 'object',
  required: ['Title', 'Location', 'Description'],
  additionalProperties: false,
  properties: {
    Title: { type: 'string', minLength: 1, maxLength: 200 },
    Location: { type: 'string', minLength: 1, maxLength: 200 },
    Description: { type: 'string', maxLength: 20_000 },
    EmploymentType: { type: 'string', maxLength: 40 },
  },
} as const;

const jobOf = (body: JobBody): SandboxJob => ({
  title: body.Title,
  location: body.Location,
  description: body.Description,
  employmentType: body.EmploymentType,
});

const posting = (campaign: SandboxCampaign) => ({
  ...summary(campaign),
  SourcedPostingId: campaign.sourcedPostingId ?? null,
});

/**
 * The posting calls a provider has for an advertiser's own jobs (issue #38), in the campaigns
 * API's wire style: `POST /v1/campaigns` {Name, SourcedPostingId, Job, BudgetMonthlyLimit?,
 * CurrencyCode?} makes an ACTIVE campaign (201) — or answers the employer's live campaign of the
 * same SourcedPostingId (200), so a repeated create makes one; `PATCH /v1/campaigns/{id}` {Name?,
 * Status?, Job?} changes it (Status ACTIVE / PAUSED, or DELETED to close it for good); a DELETED
 * campaign answers 400 CAMPAIGN_DELETED to any change but DELETED again. Same tokens, scope,
 * employer checks and fault switch as the reads; every call counted.
 */
export function registerSandboxPostingRoutes(app: FastifyInstance, state: SandboxState): void {
  const authorize = authorizer(state);

  app.post<{
    Body: {
      Name: string;
      SourcedPostingId: string;
      Job: JobBody;
      BudgetMonthlyLimit?: number;
      CurrencyCode?: string;
    };
  }>(
    '/v1/campaigns',
    {
      schema: {
        body: {
          type: 'object',
          required: ['Name', 'SourcedPostingId', 'Job'],
          additionalProperties: false,
          properties: {
            Name: { type: 'string', minLength: 1, maxLength: 200 },
            SourcedPostingId: { type: 'string', minLength: 1, maxLength: 100 },
            Job: JOB_SCHEMA,
            BudgetMonthlyLimit: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            CurrencyCode: { type: 'string', minLength: 3, maxLength: 3 },
          },
        },
      },
    },
    async (request, reply) => {
      state.calls.create += 1;
      const token = authorize(request, reply);
      if (!token) return reply;
      const body = request.body;
      const live = state.campaigns.find(
        (campaign) =>
          campaign.employerId === token.employerId &&
          campaign.sourcedPostingId === body.SourcedPostingId &&
          campaign.status !== 'DELETED',
      );
      if (live) return { meta: { status: 200 }, data: posting(live) };
      const id = state.nextCampaignId();
      const campaign: SandboxCampaign = {
        id,
        employerId: token.employerId,
        name: body.Name,
        status: 'ACTIVE',
        sourcedPostingId: body.SourcedPostingId,
        job: jobOf(body.Job),
        dateCreated: new Date(state.now() * 1000).toISOString(),
        budgetMonthlyLimit: body.BudgetMonthlyLimit ?? 0,
        currencyCode: body.CurrencyCode ?? 'USD',
        trackingToken: `tt-${id}`,
      };
      // Newest first, as the provider's own campaign list shows a new campaign on top.
      state.campaigns.unshift(campaign);
      return reply.code(201).send({ meta: { status: 201 }, data: posting(campaign) });
    },
  );

  app.patch<{ Params: { id: string }; Body: { Name?: string; Status?: CampaignStatus; Job?: JobBody } }>(
    '/v1/campaigns/:id',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            Name: { type: 'string', minLength: 1, maxLength: 200 },
            Status: { type: 'string', enum: [...CAMPAIGN_STATUSES] },
            Job: JOB_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      state.calls.update += 1;
      const token = authorize(request, reply);
      if (!token) return reply;
      const campaign = ownCampaignOf(state, token, request.params.id, reply);
      if (!campaign) return reply;
      const body = request.body;
      if (campaign.status === 'DELETED') {
        const onlyDelete = body.Status === 'DELETED' && body.Name === undefined && body.Job === undefined;
        if (onlyDelete) return { meta: { status: 200 }, data: posting(campaign) };
        return fail(reply, 400, 'CAMPAIGN_DELETED', 'A deleted campaign cannot be changed.');
      }
      if (body.Name !== undefined) campaign.name = body.Name;
      if (body.Job !== undefined) campaign.job = jobOf(body.Job);
      if (body.Status !== undefined) campaign.status = body.Status;
      return { meta: { status: 200 }, data: posting(campaign) };
    },
  );
}
