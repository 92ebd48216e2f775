import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { userId } from '../messaging/messaging.harness';
import { tagsByName, tagsCall, type CandidateWire, type TagWire } from './tags.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let candidate: Session;
let harbor: number;
let grill: number;
let tacos: number;
let downtown: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  harbor = await brandId(server.db, 'Harbor Hospitality Group');
  grill = await brandId(server.db, 'Harbor Grill');
  tacos = await brandId(server.db, 'Tidewater Tacos');
  const row = await server.db
    .selectFrom('tags')
    .select('brand_id')
    .where('name', '=', 'Downtown pool')
    .executeTakeFirstOrThrow();
  downtown = row.brand_id;
});
afterAll(() => server.close());

const tagCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET tags', () => {
  it('answers the pipeline stages, the brand’s and its ancestors’ tags, can_manage and the limits', async () => {
    const answer = await tagsCall<{ tags: TagWire[]; can_manage: boolean; limits: Record<string, number> }>(
      server,
      owner,
      'GET',
      `/v1/brands/${grill}/tags`,
    );
    expect(answer.status).toBe(200);
    const stages = answer.data.tags.filter((tag) => tag.mode === 'STATUS');
    expect(stages.map((tag) => [tag.name, tag.status])).toEqual([
      ['new', 'APPLIED'],
      ['screening', 'SCREENING'],
      ['interview', 'INTERVIEW'],
      ['offer', 'OFFERED'],
      ['hired', 'HIRED'],
      ['rejected', 'REJECTED'],
    ]);
    const names = answer.data.tags.filter((tag) => tag.mode !== 'STATUS').map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['Bilingual', 'Patio team']));
    expect(names).not.toContain('Downtown pool');
    expect(answer.data.can_manage).toBe(true);
    expect(answer.data.limits).toEqual({
      tags_per_brand: 200,
      tags_per_candidate: 20,
      name_max_length: 50,
      note_max_length: 1000,
    });
  });

  it('adds the tags below the brand with include_all', async () => {
    const { byName } = await tagsByName(server, owner, grill, true);
    expect(byName.get('Downtown pool')?.editable).toBe(false);
  });

  it('shows a private tag to its author only', async () => {
    const mine = await tagsByName(server, manager, downtown);
    expect(mine.byName.get('Call back Monday')).toMatchObject({
      mode: 'PRIVATE',
      is_private: true,
      editable: true,
    });
    expect(mine.can_manage).toBe(false);
    const theirs = await tagsByName(server, owner, downtown);
    expect(theirs.byName.has('Call back Monday')).toBe(false);
  });

  it('keeps a brand’s tags out of other subtrees: 403 BRAND.FORBIDDEN, and none leak to a sibling', async () => {
    const foreign = await tagsCall(server, manager2, 'GET', `/v1/brands/${grill}/tags`);
    expect([foreign.status, foreign.code]).toEqual([403, 'BRAND.FORBIDDEN']);
    const sibling = await tagsByName(server, manager2, tacos, true);
    expect(sibling.byName.has('Patio team')).toBe(false);
    expect(sibling.byName.has('Bilingual')).toBe(true);
  });

  it('refuses a candidate (no brand) with 403', async () => {
    expect((await tagsCall(server, candidate, 'GET', `/v1/brands/${grill}/tags`)).status).toBe(403);
  });
});

describe('creating and naming tags', () => {
  it('creates one tag when two managers send the same name at once: the other gets 409 TAGS.NAME_TAKEN', async () => {
    const before = await tagCount();
    const answers = await Promise.all([
      tagsCall<TagWire>(server, owner, 'POST', `/v1/brands/${grill}/tags`, {
        name: 'Night owls',
        mode: 'GLOBAL',
      }),
      tagsCall<TagWire>(server, owner, 'POST', `/v1/brands/${grill}/tags`, {
        name: ' night OWLS ',
        mode: 'GLOBAL',
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.code).toBe('TAGS.NAME_TAKEN');
    expect(await tagCount()).toBe(before + 1);
  });

  it.each([
    ['', 'TAGS.NAME_EMPTY'],
    ['   \t ', 'TAGS.NAME_EMPTY'],
    ['x'.repeat(51), 'TAGS.NAME_TOO_LONG'],
    // Control characters are the gateway's one rule for text (control-characters.hook.ts, #28).
    ['bell\u0007', 'REQUEST.CONTROL_CHARACTER'],
    ['right\u202eleft', 'TAGS.NAME_INVALID'],
  ])('refuses the name %j with 400 %s and writes nothing', async (name, code) => {
    const before = await tagCount();
    const answer = await tagsCall(server, owner, 'POST', `/v1/brands/${grill}/tags`, {
      name,
      mode: 'GLOBAL',
    });
    expect([answer.status, answer.code]).toEqual([400, code]);
    expect(await tagCount()).toBe(before);
  });

  it('checks a trimmed name: taken with the clashing tag, or available', async () => {
    const taken = await tagsCall<{ name: string; available: boolean; tag: { name: string } | null }>(
      server,
      owner,
      'GET',
      `/v1/brands/${harbor}/tags/name_check?name=${encodeURIComponent('  bilingual ')}`,
    );
    expect(taken.data).toMatchObject({ name: 'bilingual', available: false, tag: { name: 'Bilingual' } });
    const free = await tagsCall<{ available: boolean }>(
      server,
      owner,
      'GET',
      `/v1/brands/${harbor}/tags/name_check?name=Sommelier`,
    );
    expect(free.data.available).toBe(true);
  });

  it('lets a manager without MANAGE_TAGS create private tags only, and not pipeline stages', async () => {
    const shared = await tagsCall(server, manager, 'POST', `/v1/brands/${downtown}/tags`, {
      name: 'Mine',
      mode: 'GLOBAL',
    });
    expect([shared.status, shared.code]).toEqual([403, 'TAGS.MANAGE_FORBIDDEN']);
    const own = await tagsCall<TagWire>(server, manager, 'POST', `/v1/brands/${downtown}/tags`, {
      name: 'Mine',
      mode: 'PRIVATE',
    });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ mode: 'PRIVATE', is_private: true, editable: true });
    const stage = await tagsCall(server, owner, 'POST', `/v1/brands/${harbor}/tags`, {
      name: 'limbo',
      mode: 'STATUS',
    });
    expect([stage.status, stage.code]).toEqual([400, 'TAGS.STATUS_FIXED']);
  });

  it('needs a position of the brand for a POSITION tag', async () => {
    const none = await tagsCall(server, owner, 'POST', `/v1/brands/${grill}/tags`, {
      name: 'P',
      mode: 'POSITION',
    });
    expect(none.code).toBe('TAGS.POSITION_REQUIRED');
    const foreign = await server.db
      .selectFrom('positions as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select('p.id')
      .where('b.name', 'like', 'Tidewater%')
      .executeTakeFirstOrThrow();
    const answer = await tagsCall(server, owner, 'POST', `/v1/brands/${grill}/tags`, {
      name: 'P',
      mode: 'POSITION',
      position_id: foreign.id,
    });
    expect([answer.status, answer.code]).toEqual([404, 'TAGS.POSITION_NOT_FOUND']);
  });
});

describe('renaming, reordering and deleting', () => {
  it('moves a tag to the top of its mode and renumbers the others', async () => {
    const { byName } = await tagsByName(server, owner, harbor);
    const rehire = byName.get('Rehire eligible')!;
    const moved = await tagsCall<TagWire>(server, owner, 'PUT', `/v1/brands/${harbor}/tags/${rehire.id}`, {
      sort_order: 0,
    });
    expect(moved.data.sort_order).toBe(0);
    const after = await tagsByName(server, owner, harbor);
    const globals = after.tags.filter((tag) => tag.mode === 'GLOBAL' && tag.brand_id === harbor);
    expect(globals.map((tag) => tag.name).slice(0, 3)).toEqual([
      'Rehire eligible',
      'Weekend availability',
      'Bilingual',
    ]);
    expect(globals.map((tag) => tag.sort_order)).toEqual(globals.map((_, index) => index));
  });

  it('renames a pipeline stage but refuses to delete it', async () => {
    const { byName } = await tagsByName(server, owner, harbor);
    const offer = byName.get('offer')!;
    const renamed = await tagsCall<TagWire>(server, owner, 'PUT', `/v1/brands/${harbor}/tags/${offer.id}`, {
      name: 'Offer made',
    });
    expect(renamed.data).toMatchObject({ name: 'Offer made', status: 'OFFERED' });
    const deleted = await tagsCall(server, owner, 'DELETE', `/v1/brands/${harbor}/tags/${offer.id}`);
    expect([deleted.status, deleted.code]).toEqual([400, 'TAGS.STATUS_FIXED']);
  });

  it('refuses to change an inherited tag from a brand below (409 TAGS.INHERITED) and a clash on rename', async () => {
    const { byName } = await tagsByName(server, owner, grill);
    const bilingual = byName.get('Bilingual')!;
    const inherited = await tagsCall(server, owner, 'PUT', `/v1/brands/${grill}/tags/${bilingual.id}`, {
      name: 'B',
    });
    expect([inherited.status, inherited.code]).toEqual([409, 'TAGS.INHERITED']);
    const clash = await tagsCall(server, owner, 'PUT', `/v1/brands/${harbor}/tags/${bilingual.id}`, {
      name: 'REHIRE eligible',
    });
    expect([clash.status, clash.code]).toEqual([409, 'TAGS.NAME_TAKEN']);
  });

  it('answers 404 TAGS.NOT_FOUND for a tag of another subtree or another user’s private tag', async () => {
    const { byName } = await tagsByName(server, manager, downtown);
    const downtownPool = byName.get('Downtown pool')!;
    const foreign = await tagsCall(server, manager2, 'PUT', `/v1/brands/${tacos}/tags/${downtownPool.id}`, {
      name: 'Mine now',
    });
    expect([foreign.status, foreign.code]).toEqual([404, 'TAGS.NOT_FOUND']);
    const foreignDelete = await tagsCall(
      server,
      manager2,
      'DELETE',
      `/v1/brands/${tacos}/tags/${downtownPool.id}`,
    );
    expect(foreignDelete.code).toBe('TAGS.NOT_FOUND');
    const privateTag = byName.get('Call back Monday')!;
    const other = await tagsCall(server, owner, 'DELETE', `/v1/brands/${downtown}/tags/${privateTag.id}`);
    expect([other.status, other.code]).toEqual([404, 'TAGS.NOT_FOUND']);
  });

  it('deletes a tag with its assignments and answers how many candidates carried it', async () => {
    const created = await tagsCall<TagWire>(server, owner, 'POST', `/v1/brands/${harbor}/tags`, {
      name: 'Short lived',
      mode: 'GLOBAL',
    });
    const avery = await userId(server.db, 'avery.applicant@demo.brigade.test');
    await tagsCall(server, owner, 'POST', `/v1/brands/${harbor}/candidates/tags/assign`, {
      candidate_ids: [avery],
      tag_ids: [created.data.id],
    });
    const deleted = await tagsCall<{ removed_assignments: number }>(
      server,
      owner,
      'DELETE',
      `/v1/brands/${harbor}/tags/${created.data.id}`,
    );
    expect(deleted.data.removed_assignments).toBe(1);
    const rows = await server.db
      .selectFrom('candidate_tags')
      .select('tag_id')
      .where('tag_id', '=', created.data.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('every brand-scoped tags call on a foreign brand', () => {
  it.each([
    ['GET', '/tags', undefined],
    ['POST', '/tags', { name: 'x', mode: 'GLOBAL' }],
    ['PUT', '/tags/1', { name: 'x' }],
    ['DELETE', '/tags/1', undefined],
    ['GET', '/tags/name_check?name=x', undefined],
    ['GET', '/candidates/tags', undefined],
    ['POST', '/candidates/tags/assign', { candidate_ids: ['a'], tag_ids: [1] }],
    ['POST', '/candidates/tags/unassign', { candidate_ids: ['a'], tag_ids: [1] }],
    ['POST', '/tags/1/candidates/abc/feedback', { thump_type: 'UP' }],
    ['POST', '/talent_pools/validate_user', { candidate_id: 'abc' }],
  ] as const)('%s %s answers 403 BRAND.FORBIDDEN', async (method, suffix, body: unknown) => {
    const response = await call(server, method, `/v1/brands/${grill}${suffix}`, {
      session: manager2,
      ...(body === undefined ? {} : { body }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('BRAND.FORBIDDEN');
  });
});

export type { CandidateWire };
