import type { TestServer } from '../../../support/test-server';
import { brandId, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { userId } from '../messaging/messaging.harness';
import { tagsByName, tagsCall, type CandidateWire, type TagWire } from './tags.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let harbor: number;
let downtown: number;
let ids: Record<'avery' | 'blake' | 'carmen' | 'devon' | 'emery', string>;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
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
    avery: await of('avery'),
    blake: await of('blake'),
    carmen: await of('carmen'),
    devon: await of('devon'),
    emery: await of('emery'),
  };
});
afterAll(() => server.close());

type Page = { total: number; candidates: CandidateWire[] };
const pool = (session: Session, brand: number, query: string) =>
  tagsCall<Page>(server, session, 'GET', `/v1/brands/${brand}/candidates/tags?${query}`);
const tagId = async (session: Session, brand: number, name: string) => {
  const tag = (await tagsByName(server, session, brand, true)).byName.get(name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag.id;
};

describe('the talent pool', () => {
  it('lists the candidates carrying a tag, only inside the caller’s hiring scope', async () => {
    const weekend = await tagId(owner, harbor, 'Weekend availability');
    const all = await pool(owner, harbor, `only_tag_id=${weekend}`);
    expect(all.status).toBe(200);
    expect(all.data.candidates.map((c) => c.first_name).sort()).toEqual(['Avery', 'Emery', 'Parker']);
    // manager@ hires at Portland Downtown only: Emery applied to Tidewater Tacos, Parker at
    // Harbor Grill Seattle Airport.
    const local = await pool(manager, downtown, `only_tag_id=${weekend}`);
    expect(local.data.candidates.map((c) => c.first_name)).toEqual(['Avery']);
  });

  it('pages and searches by name, with the total', async () => {
    const first = await pool(owner, harbor, 'limit=2&offset=0');
    expect(first.data.candidates).toHaveLength(2);
    expect(first.data.total).toBeGreaterThan(2);
    const found = await pool(owner, harbor, 'search=silv');
    expect(found.data.candidates.map((c) => c.first_name)).toEqual(['Carmen']);
  });

  it('answers candidates by id with their stages, tags and feedback; ams_flow=false leaves stages out', async () => {
    const answer = await pool(owner, harbor, `ids=${ids.avery}`);
    const [avery] = answer.data.candidates;
    expect(
      avery?.tags
        .filter((tag) => tag.mode === 'STATUS')
        .map((tag) => tag.name)
        .sort(),
    ).toEqual(['new', 'screening']);
    const bilingual = avery?.tags.find((tag) => tag.name === 'Bilingual');
    expect(bilingual?.feedback).toEqual([
      expect.objectContaining({ thump_type: 'UP', author_name: 'Olivia Owner', mine: true }),
    ]);
    const noStages = await pool(owner, harbor, `ids=${ids.avery}&ams_flow=false`);
    expect(noStages.data.candidates[0]?.tags.some((tag) => tag.mode === 'STATUS')).toBe(false);
  });

  it('validates a candidate for the pool: opted out, not an applicant here, or valid', async () => {
    const check = (brand: number, session: Session, candidate: string) =>
      tagsCall<{ valid: boolean; reason: string | null }>(
        server,
        session,
        'POST',
        `/v1/brands/${brand}/talent_pools/validate_user`,
        {
          candidate_id: candidate,
        },
      );
    expect((await check(harbor, owner, ids.devon)).data).toEqual({
      valid: false,
      reason: 'TAGS.CANDIDATE_OPTED_OUT',
    });
    expect((await check(downtown, manager, ids.emery)).data).toEqual({
      valid: false,
      reason: 'TAGS.CANDIDATE_NOT_FOUND',
    });
    expect((await check(downtown, manager, ids.blake)).data).toEqual({ valid: true, reason: null });
  });
});

describe('assigning and unassigning', () => {
  it('assigns tags to several candidates at once and takes them off again', async () => {
    const tag = await tagId(owner, harbor, 'Rehire eligible');
    const assigned = await tagsCall<{ candidates: CandidateWire[] }>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/candidates/tags/assign`,
      {
        candidate_ids: [ids.avery, ids.blake],
        tag_ids: [tag],
      },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.data.candidates.every((c) => c.tags.some((t) => t.tag_id === tag))).toBe(true);
    const removed = await tagsCall<{ candidates: CandidateWire[] }>(
      server,
      owner,
      'POST',
      `/v1/brands/${harbor}/candidates/tags/unassign`,
      {
        candidate_ids: [ids.avery, ids.blake],
        tag_ids: [tag],
      },
    );
    expect(removed.data.candidates.some((c) => c.tags.some((t) => t.tag_id === tag))).toBe(false);
  });

  it('refuses an opted-out candidate with 409 and assigns nobody (all or nothing)', async () => {
    const tag = await tagId(owner, harbor, 'Rehire eligible');
    const answer = await tagsCall(server, owner, 'POST', `/v1/brands/${harbor}/candidates/tags/assign`, {
      candidate_ids: [ids.avery, ids.devon],
      tag_ids: [tag],
    });
    expect([answer.status, answer.code]).toEqual([409, 'TAGS.CANDIDATE_OPTED_OUT']);
    const rows = await server.db
      .selectFrom('candidate_tags')
      .select('candidate_user_id')
      .where('tag_id', '=', tag)
      .execute();
    expect(rows.map((row) => row.candidate_user_id)).toEqual([ids.carmen]);
  });

  it('answers 404 TAGS.NOT_FOUND for a tag of another subtree: assign, unassign, feedback and the pool filter', async () => {
    // tts@ hires at Tidewater Portland Downtown; Downtown pool belongs to Harbor Grill Portland
    // Downtown, and Blake carries it there.
    const tts = await signIn(server, 'tts@demo.brigade.test');
    const tidewater = await brandId(server.db, 'Tidewater Portland Downtown');
    const downtownPool = await tagId(manager, downtown, 'Downtown pool');
    const body = { candidate_ids: [ids.blake], tag_ids: [downtownPool] };
    const base = `/v1/brands/${tidewater}`;
    const answers = [
      await tagsCall(server, tts, 'POST', `${base}/candidates/tags/assign`, body),
      await tagsCall(server, tts, 'POST', `${base}/candidates/tags/unassign`, body),
      await tagsCall(server, tts, 'POST', `${base}/tags/${downtownPool}/candidates/${ids.blake}/feedback`, {
        thump_type: 'DOWN',
      }),
      await tagsCall(server, tts, 'GET', `${base}/candidates/tags?only_tag_id=${downtownPool}`),
    ];
    expect(answers.map((answer) => [answer.status, answer.code])).toEqual(
      answers.map(() => [404, 'TAGS.NOT_FOUND']),
    );
    // Nothing was written: Blake still carries the tag, with manager@'s feedback only.
    const carried = await server.db
      .selectFrom('tag_feedback')
      .select('author_user_id')
      .where('tag_id', '=', downtownPool)
      .where('candidate_user_id', '=', ids.blake)
      .execute();
    expect(carried).toHaveLength(1);
    const still = await server.db
      .selectFrom('candidate_tags')
      .select('tag_id')
      .where('tag_id', '=', downtownPool)
      .where('candidate_user_id', '=', ids.blake)
      .execute();
    expect(still).toHaveLength(1);
  });

  it('refuses a candidate outside the tag’s scope with 404 TAGS.CANDIDATE_NOT_FOUND', async () => {
    const downtownPool = await tagId(manager, downtown, 'Downtown pool');
    const answer = await tagsCall(server, manager, 'POST', `/v1/brands/${downtown}/candidates/tags/assign`, {
      candidate_ids: [ids.emery],
      tag_ids: [downtownPool],
    });
    expect([answer.status, answer.code]).toEqual([404, 'TAGS.CANDIDATE_NOT_FOUND']);
  });

  it('moves an application through the pipeline by assigning a STATUS tag (the status column follows)', async () => {
    const screening = await tagId(manager, downtown, 'screening');
    const application = await server.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('candidate_user_id', '=', ids.blake)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('APPLIED');
    const moved = await tagsCall<{ candidates: CandidateWire[] }>(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/candidates/tags/assign`,
      {
        candidate_ids: [ids.blake],
        tag_ids: [screening],
        application_id: application.id,
      },
    );
    expect(moved.status).toBe(200);
    const stages = moved.data.candidates[0]?.tags.filter((tag) => tag.mode === 'STATUS');
    expect(stages).toEqual([expect.objectContaining({ name: 'screening', application_id: application.id })]);
    const row = await server.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SCREENING');
    const removal = await tagsCall(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/candidates/tags/unassign`,
      {
        candidate_ids: [ids.blake],
        tag_ids: [screening],
      },
    );
    expect([removal.status, removal.code]).toEqual([400, 'TAGS.STATUS_NOT_REMOVABLE']);
    const withoutApplication = await tagsCall(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/candidates/tags/assign`,
      {
        candidate_ids: [ids.blake],
        tag_ids: [screening],
      },
    );
    expect(withoutApplication.code).toBe('TAGS.STATUS_NEEDS_APPLICATION');
  });

  it('enforces 20 tags per candidate with 409 TAGS.CANDIDATE_LIMIT, writing nothing', async () => {
    const created: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const tag = await tagsCall<TagWire>(server, owner, 'POST', `/v1/brands/${harbor}/tags`, {
        name: `Pool ${index}`,
        mode: 'GLOBAL',
      });
      created.push(tag.data.id);
    }
    const before = await server.db
      .selectFrom('candidate_tags')
      .select('tag_id')
      .where('candidate_user_id', '=', ids.emery)
      .execute();
    const answer = await tagsCall(server, owner, 'POST', `/v1/brands/${harbor}/candidates/tags/assign`, {
      candidate_ids: [ids.emery],
      tag_ids: created,
    });
    expect([answer.status, answer.code]).toEqual([409, 'TAGS.CANDIDATE_LIMIT']);
    const after = await server.db
      .selectFrom('candidate_tags')
      .select('tag_id')
      .where('candidate_user_id', '=', ids.emery)
      .execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('feedback', () => {
  it('keeps one thumb and note per tag, candidate and user, replaced on repeat', async () => {
    const wine = await tagId(manager, downtown, 'Wine knowledge');
    const path = `/v1/brands/${downtown}/tags/${wine}/candidates/${ids.blake}/feedback`;
    const first = await tagsCall<{ feedback: { thump_type: string; note: string }[] }>(
      server,
      manager,
      'POST',
      path,
      {
        thump_type: 'UP',
        note: 'Knows the list',
      },
    );
    expect(first.data.feedback).toEqual([
      expect.objectContaining({ thump_type: 'UP', note: 'Knows the list' }),
    ]);
    const second = await tagsCall<{ feedback: { thump_type: string; note: string; mine: boolean }[] }>(
      server,
      manager,
      'POST',
      path,
      {
        thump_type: 'DOWN',
        note: '<b>not</b> yet',
      },
    );
    expect(second.data.feedback).toEqual([
      expect.objectContaining({ thump_type: 'DOWN', note: '<b>not</b> yet', mine: true }),
    ]);
  });

  it('refuses feedback on a tag the candidate does not carry (409) and an over-long note (400)', async () => {
    const downtownPool = await tagId(manager, downtown, 'Downtown pool');
    const notCarried = await tagsCall(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/tags/${downtownPool}/candidates/${ids.avery}/feedback`,
      {
        thump_type: 'UP',
      },
    );
    expect([notCarried.status, notCarried.code]).toEqual([409, 'TAGS.NOT_CARRIED']);
    const long = await tagsCall(
      server,
      manager,
      'POST',
      `/v1/brands/${downtown}/tags/${downtownPool}/candidates/${ids.blake}/feedback`,
      {
        thump_type: 'UP',
        note: 'x'.repeat(1001),
      },
    );
    expect([long.status, long.code]).toEqual([400, 'TAGS.NOTE_TOO_LONG']);
  });
});
