import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { userId } from '../messaging/messaging.harness';
import { tagsByName, tagsCall, type CandidateWire } from './tags.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let candidate: Session;
let harbor: number;
let downtown: number;
let ids: Record<'blake' | 'devon' | 'emery' | 'casey', string>;

jest.setTimeout(240_000);

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  harbor = await brandId(server.db, 'Harbor Hospitality Group');
  downtown = (
    await server.db
      .selectFrom('tags')
      .select('brand_id')
      .where('name', '=', 'Downtown pool')
      .executeTakeFirstOrThrow()
  ).brand_id;
  const of = (name: string) => userId(server.db, `${name}.applicant@demo.brigade.test`);
  ids = {
    blake: await of('blake'),
    devon: await of('devon'),
    emery: await of('emery'),
    casey: await userId(server.db, 'candidate@demo.brigade.test'),
  };
});
afterAll(() => server.close());

const tagId = async (session: Session, brand: number, name: string) => {
  const tag = (await tagsByName(server, session, brand, true)).byName.get(name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag.id;
};

interface Pools {
  opted_out: boolean;
  opted_out_at: string | null;
  brands: { brand_name: string; pools: string[]; private_tags: number }[];
}
const myPools = () => tagsCall<Pools>(server, candidate, 'GET', '/v1/candidate_talent_pools');
const optOut = (optedOut: boolean, key?: string) =>
  call(server, 'POST', '/v1/candidate_talent_pools/opt_out', {
    session: candidate,
    body: { opted_out: optedOut },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const carriers = async (tag: number) =>
  (
    await server.db
      .selectFrom('candidate_tags')
      .select('candidate_user_id')
      .where('tag_id', '=', tag)
      .execute()
  ).map((row) => row.candidate_user_id);

describe('bulk assignment refusals', () => {
  it('writes nothing and names every refused candidate with its reason', async () => {
    const tag = await tagId(owner, harbor, 'Patio team');
    const before = await carriers(tag);
    const answer = await tagsCall<{ refused: { candidate_id: string; code: string }[] }>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/candidates/tags/assign`,
      { candidate_ids: [ids.blake, ids.emery, ids.devon], tag_ids: [tag] },
    );
    // Emery applied at Tidewater Tacos (outside the Harbor Grill pool); Devon opted out.
    expect(answer.status).toBe(404);
    expect(answer.code).toBe('TAGS.CANDIDATE_NOT_FOUND');
    expect(answer.data.refused).toEqual([
      { candidate_id: ids.emery, code: 'TAGS.CANDIDATE_NOT_FOUND' },
      { candidate_id: ids.devon, code: 'TAGS.CANDIDATE_OPTED_OUT' },
    ]);
    expect(await carriers(tag)).toEqual(before);
  });

  it('refuses an unassign for candidates outside the pool, listing them', async () => {
    const tag = await tagId(manager, downtown, 'Downtown pool');
    const answer = await tagsCall<{ refused: { candidate_id: string; code: string }[] }>(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/candidates/tags/unassign`,
      { candidate_ids: [ids.blake, ids.emery], tag_ids: [tag] },
    );
    expect(answer.status).toBe(404);
    expect(answer.data.refused).toEqual([{ candidate_id: ids.emery, code: 'TAGS.CANDIDATE_NOT_FOUND' }]);
    expect(await carriers(tag)).toContain(ids.blake);
  });
});

describe('the candidate’s talent pools and opt-out', () => {
  it('shows the candidate the brands whose pools keep them, private tags counted not named', async () => {
    const answer = await myPools();
    expect(answer.status).toBe(200);
    expect(answer.data.opted_out).toBe(false);
    expect(answer.data.brands).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ brand_name: 'Harbor Grill', pools: ['Patio team'], private_tags: 0 }),
        expect.objectContaining({ pools: [], private_tags: 1 }),
      ]),
    );
    expect(JSON.stringify(answer.data)).not.toContain('Call back Monday');
  });

  it('refuses a body without opted_out and an anonymous caller', async () => {
    const bad = await call(server, 'POST', '/v1/candidate_talent_pools/opt_out', {
      session: candidate,
      body: { opted_out: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('VALIDATION.INVALID');
    const guest = await call(server, 'GET', '/v1/candidate_talent_pools');
    expect(guest.statusCode).toBe(401);
  });

  it('opting out empties the pools, hides the candidate from pool listings and refuses new tags', async () => {
    const patio = await tagId(owner, harbor, 'Patio team');
    const first = await optOut(true, 'opt-out-1');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: Pools }>().data;
    expect(body.opted_out).toBe(true);
    expect(body.brands).toEqual([]);
    // The same key again: the first answer, nothing written twice.
    const replay = await optOut(true, 'opt-out-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await carriers(patio)).not.toContain(ids.casey);
    const feedback = await server.db
      .selectFrom('tag_feedback')
      .select('tag_id')
      .where('candidate_user_id', '=', ids.casey)
      .where('tag_id', '=', patio)
      .execute();
    expect(feedback).toEqual([]);

    const listed = await tagsCall<{ candidates: CandidateWire[] }>(
      server,
      owner,
      'GET',
      `/v1/brands/${harbor}/candidates/tags?limit=100`,
    );
    expect(listed.data.candidates.map((c) => c.id)).not.toContain(ids.casey);
    const refused = await tagsCall<unknown>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/candidates/tags/assign`,
      { candidate_ids: [ids.casey], tag_ids: [patio] },
    );
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('TAGS.CANDIDATE_OPTED_OUT');
    const check = await tagsCall<{ valid: boolean; reason: string | null }>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/talent_pools/validate_user`,
      { candidate_id: ids.casey },
    );
    expect(check.data).toEqual({ valid: false, reason: 'TAGS.CANDIDATE_OPTED_OUT' });

    // Opting back in lets employers tag the candidate again (nothing deleted comes back).
    const back = await optOut(false);
    expect(back.json<{ data: Pools }>().data.opted_out).toBe(false);
    const again = await tagsCall<unknown>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/candidates/tags/assign`,
      { candidate_ids: [ids.casey], tag_ids: [patio] },
    );
    expect(again.status).toBe(200);
    expect((await myPools()).data.brands.map((brand) => brand.pools)).toContainEqual(['Patio team']);
  });
});
