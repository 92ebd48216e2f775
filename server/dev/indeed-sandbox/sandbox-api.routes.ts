import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAMPAIGN_READ_SCOPE,
  CAMPAIGN_STATUSES,
  SANDBOX_EMPLOYERS,
  type CampaignStatus,
  type SandboxCampaign,
  type SandboxState,
  type SandboxToken,
} from './sandbox.state';

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 500;

interface Cursor {
  readonly offset: number;
  readonly status: string;
  readonly employerId: string;
}

function sign(state: SandboxState, payload: string): string {
  return crypto.createHmac('sha256', state.cursorKey).update(payload).digest('base64url').slice(0, 16);
}

/** An opaque, tamper-evident `start` cursor bound to the employer and the status filter. */
function encodeCursor(state: SandboxState, cursor: Cursor): string {
  const payload = Buffer.from(JSON.stringify([cursor.offset, cursor.status, cursor.employerId])).toString(
    'base64url',
  );
  return `${payload}.${sign(state, payload)}`;
}

function decodeCursor(state: SandboxState, text: string): Cursor | undefined {
  const [payload = '', mac = ''] = text.split('.');
  const expected = sign(state, payload);
  if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
    return undefined;
  try {
    const [offset, status, employerId] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof offset !== 'number' || typeof status !== 'string' || typeof employerId !== 'string')
      return undefined;
    return { offset, status, employerId };
  } catch {
    return undefined;
  }
}

export function fail(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).send({ meta: { status, errors: [{ type, message }] } });
}

/** The caller's token check: the token, or undefined after answering the refusal. */
export function authorizer(state: SandboxState) {
  return (request: FastifyRequest, reply: FastifyReply): SandboxToken | undefined => {
    if (state.faults.apiUnavailable) {
      void fail(reply, 503, 'SERVICE_UNAVAILABLE', 'The campaigns API is unavailable.');
      return undefined;
    }
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? state.accessTokens.get(header.slice(7)) : undefined;
    if (!token || state.faults.rejectAccessTokens || (token.expiresAt ?? 0) <= state.now()) {
      void fail(reply, 401, 'UNAUTHORIZED', 'The access token is missing, invalid or expired.');
      return undefined;
    }
    if (!token.scopes.includes(CAMPAIGN_READ_SCOPE)) {
      void fail(reply, 403, 'INSUFFICIENT_SCOPE', `The token lacks ${CAMPAIGN_READ_SCOPE}.`);
      return undefined;
    }
    return token;
  };
}

/** The campaign of the token's employer, or undefined after answering 404 / 403. */
export function ownCampaignOf(
  state: SandboxState,
  token: SandboxToken,
  id: string,
  reply: FastifyReply,
): SandboxCampaign | undefined {
  const campaign = state.campaigns.find((candidate) => candidate.id === id);
  if (!campaign) {
    void fail(reply, 404, 'NOT_FOUND', 'No such campaign.');
    return undefined;
  }
  if (campaign.employerId !== token.employerId) {
    void fail(reply, 403, 'FORBIDDEN', 'The campaign belongs to another employer.');
    return undefined;
  }
  return campaign;
}

export const summary = (campaign: SandboxCampaign) => ({
  Id: campaign.id,
  Name: campaign.name,
  Status: campaign.status,
});

/**
 * The sandbox's campaigns API in the shape of the provider's Sponsored Jobs API:
 * `GET /v1/campaigns` (perPage default 30, max 500; opaque `start` cursor in the `next` link;
 * `status` ACTIVE / PAUSED / DELETED), `GET /v1/campaigns/{id}`, `GET /v1/campaigns/{id}/properties`
 * (with `dateCreated`). 401 for a missing, unknown or expired token, 403 INSUFFICIENT_SCOPE without
 * the campaign read scope, 403 FORBIDDEN for another employer's campaign. Every call is counted.
 */
export function registerSandboxApiRoutes(app: FastifyInstance, state: SandboxState): void {
  const authorize = authorizer(state);
  const ownCampaign = (token: SandboxToken, id: string, reply: FastifyReply) =>
    ownCampaignOf(state, token, id, reply);

  app.get<{ Querystring: { perPage?: string; start?: string; status?: string } }>(
    '/v1/campaigns',
    async (request, reply) => {
      state.calls.list += 1;
      const token = authorize(request, reply);
      if (!token) return reply;
      const perPage = request.query.perPage === undefined ? DEFAULT_PER_PAGE : Number(request.query.perPage);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
        return fail(reply, 400, 'INVALID_PARAMETER', `perPage must be 1–${MAX_PER_PAGE}.`);
      const status = request.query.status ?? '';
      if (status !== '' && !(CAMPAIGN_STATUSES as readonly string[]).includes(status))
        return fail(reply, 400, 'INVALID_PARAMETER', 'status must be ACTIVE, PAUSED or DELETED.');
      let offset = 0;
      if (request.query.start !== undefined) {
        const cursor = decodeCursor(state, request.query.start);
        if (!cursor || cursor.employerId !== token.employerId || cursor.status !== status)
          return fail(reply, 400, 'INVALID_PARAMETER', 'start is not a cursor of this list.');
        offset = cursor.offset;
      }
      const matching = state.campaigns.filter(
        (campaign) =>
          campaign.employerId === token.employerId &&
          (status === '' || campaign.status === (status as CampaignStatus)),
      );
      const pageRows = matching.slice(offset, offset + perPage);
      const links = [];
      if (offset + perPage < matching.length) {
        const next = new URLSearchParams({ perPage: String(perPage) });
        if (status !== '') next.set('status', status);
        next.set(
          'start',
          encodeCursor(state, { offset: offset + perPage, status, employerId: token.employerId }),
        );
        links.push({ rel: 'next', href: `/v1/campaigns?${next.toString()}` });
      }
      return {
        meta: { status: 200, totalCount: matching.length },
        data: { Campaigns: pageRows.map(summary) },
        links,
      };
    },
  );

  app.get<{ Params: { id: string } }>('/v1/campaigns/:id', async (request, reply) => {
    state.calls.campaign += 1;
    const token = authorize(request, reply);
    if (!token) return reply;
    const campaign = ownCampaign(token, request.params.id, reply);
    if (!campaign) return reply;
    return {
      meta: { status: 200 },
      data: {
        ...summary(campaign),
        Type: 'SPONSORED',
        BudgetMonthlyLimit: campaign.budgetMonthlyLimit,
        CurrencyCode: campaign.currencyCode,
        TrackingToken: campaign.trackingToken,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/v1/campaigns/:id/properties', async (request, reply) => {
    state.calls.properties += 1;
    const token = authorize(request, reply);
    if (!token) return reply;
    const campaign = ownCampaign(token, request.params.id, reply);
    if (!campaign) return reply;
    return {
      meta: { status: 200 },
      data: {
        name: campaign.name,
        status: campaign.status,
        dateCreated: campaign.dateCreated,
        trackingToken: campaign.trackingToken,
        budgetMonthlyLimit: campaign.budgetMonthlyLimit,
        currencyCode: campaign.currencyCode,
      },
    };
  });
}

/**
 * The tester's controls (development only, like the sandbox itself): `GET /_control/state`
 * (call counts, faults, employers, the campaigns the posting calls made), `POST /_control/faults` {revokeRefreshTokens?,
 * rejectAccessTokens?, apiUnavailable?}, `POST /_control/calls/reset`, `POST /_control/clock`
 * {advanceSeconds} (moves the sandbox clock forward: expired codes and tokens without waiting).
 */
export function registerSandboxControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/_control/state', async () => ({
    calls: state.calls,
    faults: state.faults,
    employers: SANDBOX_EMPLOYERS,
    campaignsByEmployer: Object.fromEntries(
      SANDBOX_EMPLOYERS.map((employer) => [
        employer.id,
        state.campaigns.filter((c) => c.employerId === employer.id).length,
      ]),
    ),
    postings: state.campaigns
      .filter((campaign) => campaign.sourcedPostingId !== undefined)
      .map((campaign) => ({
        id: campaign.id,
        employerId: campaign.employerId,
        name: campaign.name,
        status: campaign.status,
        sourcedPostingId: campaign.sourcedPostingId,
        job: campaign.job,
      })),
  }));
  app.post<{ Body: Partial<Record<keyof SandboxState['faults'], boolean>> }>(
    '/_control/faults',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            revokeRefreshTokens: { type: 'boolean' },
            rejectAccessTokens: { type: 'boolean' },
            apiUnavailable: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      Object.assign(state.faults, request.body);
      return { faults: state.faults };
    },
  );
  app.post('/_control/calls/reset', async () => {
    state.resetCalls();
    return { calls: state.calls };
  });
  app.post<{ Body: { advanceSeconds: number } }>(
    '/_control/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceSeconds'],
          additionalProperties: false,
          properties: { advanceSeconds: { type: 'integer', minimum: 0, maximum: 31_536_000 } },
        },
      },
    },
    async (request) => {
      state.advanceClock(request.body.advanceSeconds);
      return { now: state.now() };
    },
  );
}
