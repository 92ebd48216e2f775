/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { TagAssignmentRefusedError } from '../../../src-domain/tags/tag-assignment.errors';
import { HttpTagsApi } from '../../../src-infrastructure/tags/http-tags-api.adapter';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

const PASSWORD = 'Brigade-demo-1';

let server: LiveServer;
let api: HttpTagsApi;
let harbor: number;
const ids: Record<string, string> = {};

jest.setTimeout(120_000);

beforeAll(async () => {
  server = await startLiveServer();
  const adapters = liveAdapters(server);
  expect((await adapters.identity.signIn('owner@demo.brigade.test', PASSWORD)).kind).toBe('signed-in');
  api = new HttpTagsApi(adapters.gateway, new FakeRandomToken());
  harbor = (
    await server.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Harbor Hospitality Group')
      .executeTakeFirstOrThrow()
  ).id;
  for (const name of ['blake', 'devon', 'emery']) {
    ids[name] = (
      await server.db
        .selectFrom('identity_users')
        .select('id')
        .where('email', '=', `${name}.applicant@demo.brigade.test`)
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => server.close());

/**
 * HttpTagsApi against the real server: the wire shapes it reads are generated from the routes'
 * schemas, so these check what the types cannot — that the answers it maps are the ones sent.
 */
describe('HttpTagsApi against the real server (owner@)', () => {
  it('reads the catalogue in domain terms: pipeline stages with their status, limits', async () => {
    const catalogue = await api.tags(harbor, true);
    const stage = catalogue.tags.find((tag) => tag.mode === 'STATUS' && tag.name === 'new');
    expect(stage).toMatchObject({ status: 'APPLIED', position: undefined, isPrivate: false });
    expect(catalogue.tags.find((tag) => tag.name === 'Patio team')).toMatchObject({
      mode: 'GLOBAL',
      status: undefined,
    });
    expect(catalogue.limits).toEqual({
      tagsPerBrand: expect.any(Number),
      tagsPerCandidate: expect.any(Number),
      nameMaxLength: expect.any(Number),
      noteMaxLength: expect.any(Number),
    });
  });

  it('reads candidates asked by id (one comma-separated `ids`) with their applications and tags', async () => {
    await api.tags(harbor); // creates the enterprise's pipeline stages when missing
    const candidates = await api.candidateTags(harbor, [ids.blake!, ids.devon!]);
    expect(candidates.map((candidate) => candidate.id)).toEqual([ids.blake, ids.devon]);
    const blake = candidates[0]!;
    expect(blake.applications.length).toBeGreaterThan(0);
    expect(blake.tags.find((tag) => tag.name === 'Downtown pool')).toEqual({
      tagId: expect.any(Number),
      name: 'Downtown pool',
      mode: 'GLOBAL',
      applicationId: undefined,
      feedback: [
        {
          thumb: 'DOWN',
          note: 'Only free in the evenings for now.',
          authorName: expect.any(String),
          mine: false,
          updatedAt: expect.any(String),
        },
      ],
    });
    // A pipeline stage is carried through an application: its id comes across, not null.
    const stage = blake.tags.find((tag) => tag.mode === 'STATUS');
    expect(blake.applications.map((application) => application.id)).toContain(stage?.applicationId);
  });

  it('turns a refused bulk assign into TagAssignmentRefusedError naming every refused candidate', async () => {
    const patio = (await api.tags(harbor, true)).tags.find((tag) => tag.name === 'Patio team')!;
    const refused = await api.assign(harbor, [ids.blake!, ids.emery!, ids.devon!], [patio.id]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TagAssignmentRefusedError);
    expect(refused).toMatchObject({
      status: 404,
      serverCode: 'TAGS.CANDIDATE_NOT_FOUND',
      refusals: [
        { candidateId: ids.emery, reason: 'TAGS.CANDIDATE_NOT_FOUND' },
        { candidateId: ids.devon, reason: 'TAGS.CANDIDATE_OPTED_OUT' },
      ],
    });
  });

  it('leaves a failure without refusals as the gateway error it was', async () => {
    const failure = await api.assign(harbor, [ids.blake!], [999_999]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).not.toBeInstanceOf(TagAssignmentRefusedError);
    expect(failure).toMatchObject({ status: 404, serverCode: 'TAGS.NOT_FOUND' });
  });

  it('reads the pool check’s reason as the domain’s', async () => {
    expect(await api.validatePoolCandidate(harbor, ids.devon!)).toEqual({
      valid: false,
      reason: 'TAGS.CANDIDATE_OPTED_OUT',
    });
    expect(await api.validatePoolCandidate(harbor, ids.blake!)).toEqual({ valid: true });
  });
});
