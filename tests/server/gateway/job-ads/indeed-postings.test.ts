import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { queuePostingSync } from '../../../../server/gateway/job-ads/indeed-postings.repository';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { HARBOR_EMPLOYER, api, consent, entryBrand, freePort } from './indeed-dance';

interface SandboxPosting {
  id: string;
  employerId: string;
  name: string;
  status: string;
  sourcedPostingId: string;
  job: { title: string; location: string; description: string };
}
interface SandboxState {
  calls: { create: number; update: number };
  postings: SandboxPosting[];
}
type Parsed = ReturnType<typeof JSON.parse>;

/**
 * Provider postings (issue #38) against the sandbox over real sockets: a position published at a
 * location below a connected brand gets one campaign there, made by the `indeed.posting` job;
 * edits, pause, reopening and closing follow; a job run again makes no second campaign; a failed
 * call is marked and retried.
 */
describe('provider postings against the sandbox', () => {
  let server: TestServer;
  let origin: string;
  let manager: Session;
  let downtown: number;

  const sandbox = async (): Promise<SandboxState> =>
    (await (await fetch(`${origin}/sandbox/indeed/_control/state`)).json()) as SandboxState;
  const faults = (body: Record<string, boolean>) =>
    fetch(`${origin}/sandbox/indeed/_control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const postingsOf = async (positionId: number) =>
    (await sandbox()).postings.filter(
      (posting) => posting.sourcedPostingId === `brigade-position-${positionId}`,
    );
  const write = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await call(server, method, path, { session: manager, body });
    return { status: response.statusCode, data: response.json<{ data: Parsed }>().data };
  };
  const draft = (title: string) => ({
    title,
    category: 'FOH',
    employment_type: 'SEASONAL',
    pay_min: 1700,
    pay_max: 2150,
    pay_period: 'HOUR',
    description: 'Summer patio.',
    questions: [],
  });

  /** Opens a position at Portland Downtown and approves it (the location runs approvals); its id. */
  const publish = async (title: string): Promise<number> => {
    const created = await write('POST', `/v1/brands/${downtown}/positions`, draft(title));
    expect(created.status).toBe(201);
    const id = created.data.id as number;
    const atrs = await call(server, 'GET', `/v1/brands/${downtown}/positions/${id}/atrs`, {
      session: manager,
    });
    const atr = atrs.json<{ data: { atrs: { id: number }[] } }>().data.atrs[0]!.id;
    // Waiting for its approval, it is not advertised.
    await waitForJobs(server.db);
    expect(await postingsOf(id)).toHaveLength(0);
    const decided = await write('POST', `/v1/brands/${downtown}/positions/${id}/atrs/${atr}/decision`, {
      decision: 'APPROVED',
    });
    expect(decided.status).toBe(200);
    return id;
  };
  const providerPosting = async (id: number) =>
    (await call(server, 'GET', `/v1/brands/${downtown}/positions/${id}`, { session: manager })).json<{
      data: {
        provider_posting: { status: string; campaign_id: string | null; last_error: string | null } | null;
      };
    }>().data.provider_posting;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startGatewayServer({ PORT: String(port), PUBLIC_ORIGIN: origin });
    await server.app.listen({ port, host: '127.0.0.1' });
    manager = await signIn(server, 'manager@demo.brigade.test');
    downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  });
  afterAll(() => server.close());

  it('posts nothing while no brand on the location’s path is connected', async () => {
    const id = await publish('Patio Host Unconnected');
    await waitForJobs(server.db);
    expect(await postingsOf(id)).toHaveLength(0);
    expect(await providerPosting(id)).toBeNull();
  });

  it('publishes, follows edits, pause and reopening, closes; a job run again makes one campaign', async () => {
    const brand = await entryBrand(server.db, 'manager@demo.brigade.test');
    const answer = await consent(origin);
    const login = await api(origin, manager, 'POST', '/v1/indeed/login', {
      brand_id: brand,
      authorization_code: answer.redirect?.searchParams.get('code') ?? '',
      employer: HARBOR_EMPLOYER,
      redirect_uri: `${origin}/oauth2/`,
      code_verifier: answer.verifier,
    });
    expect(login.status).toBe(200);

    const id = await publish('Patio Server Posted');
    await waitForJobs(server.db);
    let postings = await postingsOf(id);
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      employerId: HARBOR_EMPLOYER,
      status: 'ACTIVE',
      name: 'Patio Server Posted — Harbor Grill Portland Downtown',
      job: { title: 'Patio Server Posted', location: 'Harbor Grill Portland Downtown' },
    });
    const campaignId = postings[0]!.id;
    expect(await providerPosting(id)).toEqual({
      status: 'POSTED',
      campaign_id: campaignId,
      last_error: null,
    });
    // It is on the provider's campaign list the job-ads screen reads, first.
    const list = await api(origin, manager, 'GET', `/v1/indeed/campaigns?brand_id=${brand}`);
    expect(list.json.data.campaigns[0]).toMatchObject({ id: campaignId, status: 'ACTIVE' });

    // The job again (queued twice), and again after a run that died before keeping the id.
    const before = (await sandbox()).calls.create;
    await queuePostingSync(server.db, id);
    await waitForJobs(server.db);
    await queuePostingSync(server.db, id);
    await waitForJobs(server.db);
    await server.db
      .updateTable('indeed_postings')
      .set({ campaign_id: null })
      .where('position_id', '=', id)
      .execute();
    await queuePostingSync(server.db, id);
    await waitForJobs(server.db);
    expect((await sandbox()).calls.create).toBe(before + 1);
    expect(await postingsOf(id)).toHaveLength(1);
    expect((await providerPosting(id))?.campaign_id).toBe(campaignId);

    const edited = await write(
      'PUT',
      `/v1/brands/${downtown}/positions/${id}`,
      draft('Patio Server Renamed'),
    );
    expect(edited.status).toBe(200);
    await waitForJobs(server.db);
    postings = await postingsOf(id);
    expect(postings[0]).toMatchObject({ name: 'Patio Server Renamed — Harbor Grill Portland Downtown' });

    const status = async (to: string) => {
      expect(
        (await write('POST', `/v1/brands/${downtown}/positions/${id}/status`, { status: to })).status,
      ).toBe(200);
      await waitForJobs(server.db);
      return (await postingsOf(id))[0]?.status;
    };
    expect(await status('PAUSED')).toBe('PAUSED');
    expect((await providerPosting(id))?.status).toBe('PAUSED');
    expect(await status('OPEN')).toBe('ACTIVE');
    expect(await status('CLOSED')).toBe('DELETED');
    expect(await providerPosting(id)).toEqual({
      status: 'CLOSED',
      campaign_id: campaignId,
      last_error: null,
    });
    expect(await postingsOf(id)).toHaveLength(1);
  });

  it('closes the campaign of an archived position', async () => {
    const id = await publish('Patio Busser Archived');
    await waitForJobs(server.db);
    expect((await postingsOf(id))[0]?.status).toBe('ACTIVE');
    const archived = await write('POST', `/v1/brands/${downtown}/positions/${id}/archive`, {
      archived: true,
    });
    expect(archived.status).toBe(200);
    await waitForJobs(server.db);
    expect((await postingsOf(id))[0]?.status).toBe('DELETED');
    expect((await providerPosting(id))?.status).toBe('CLOSED');
  });

  it('marks a failed call FAILED and retries it until the provider answers', async () => {
    await faults({ apiUnavailable: true });
    const id = await publish('Patio Runner Retried');
    const deadline = Date.now() + 10_000;
    while ((await providerPosting(id))?.status !== 'FAILED' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await providerPosting(id)).toMatchObject({ status: 'FAILED', last_error: 'INDEED.UNAVAILABLE' });
    expect(await postingsOf(id)).toHaveLength(0);
    await faults({ apiUnavailable: false });
    const due = await server.app.inject({
      method: 'POST',
      url: '/dev/jobs/run-due',
      payload: { at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(due.statusCode).toBe(200);
    await waitForJobs(server.db);
    expect((await providerPosting(id))?.status).toBe('POSTED');
    expect(await postingsOf(id)).toHaveLength(1);
  });

  it('lists the postings of the brand’s positions for the job-ads screen, paged, with their pages', async () => {
    const id = await publish('Patio Runner Listed');
    await waitForJobs(server.db);
    type Listed = {
      total: number;
      offset: number;
      postings: {
        position_id: number;
        position_title: string;
        location_name: string;
        status: string;
        failure: string | null;
        posted_at: string | null;
        link: string | null;
      }[];
    };
    const list = async (query: string) => {
      const response = await call(server, 'GET', `/v1/indeed/postings?brand_id=${downtown}${query}`, {
        session: manager,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Listed }>().data;
    };
    const first = await list('&limit=2');
    // The positions of the tests before (posted, paused, closed, archived, retried) and this one.
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.postings).toHaveLength(2);
    expect(first.postings[0]).toEqual({
      position_id: id,
      position_title: 'Patio Runner Listed',
      location_id: downtown,
      location_name: 'Harbor Grill Portland Downtown',
      status: 'POSTED',
      failure: null,
      posted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      link: `/careers/harbor-grill/${id}`,
    });
    const closed = (await list('&limit=100')).postings.find(
      (posting) => posting.position_title === 'Patio Busser Archived',
    );
    expect(closed).toMatchObject({ status: 'CLOSED', posted_at: null });
    const second = await list('&offset=1&limit=1');
    expect(second).toMatchObject({ total: first.total, offset: 1 });
    expect(second.postings[0]?.position_id).toBe(first.postings[1]?.position_id);
    // A location beside Portland Downtown lists none of its postings (or refuses the caller).
    const other = await brandId(server.db, 'Harbor Grill Seattle Airport');
    const beside = await call(server, 'GET', `/v1/indeed/postings?brand_id=${other}`, { session: manager });
    if (beside.statusCode === 200)
      expect(
        beside.json<{ data: Listed }>().data.postings.map((posting) => posting.position_id),
      ).not.toContain(id);
    else expect(beside.statusCode).toBe(403);
  });
});
