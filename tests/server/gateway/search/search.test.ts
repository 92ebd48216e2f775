import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { insertApplicants } from '../../../../server/seed/applicants.seed';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/** The answer of GET /v1/search (and /suggestions). */
interface Answer {
  query: string;
  mode: 'PREFIX' | 'SUBSTRING' | 'FUZZY';
  counts: Record<'CANDIDATE' | 'LOCATION' | 'MEMBER', number>;
  pages: {
    kind: string;
    page: number;
    per_page: number;
    total: number;
    items: { kind: string; id: string; brand_id: number; title: string; subtitle: string }[];
  }[];
}

let server: TestServer;
let db: Kysely<Database>;
let owner: Session;
let manager: Session;
let tacosManager: Session;
let managerLocation: number;
let tacosLocation: number;
let sunsetLocation: number;
let position = 0;

/** A position at the brand (created here, so no other test's rows are counted). */
async function positionAt(brand: number): Promise<number> {
  position++;
  const row = await db
    .insertInto('positions')
    .values({
      brand_id: brand,
      title: `Search Line Cook ${position}`,
      category: 'BOH',
      level: null,
      is_template: 0,
      archived: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applicants applying to a new position at `brand`, the i-th created at `createdAt[i]`. */
async function apply(
  brand: number,
  people: readonly { firstName: string; lastName: string; createdAt?: string; phone?: string }[],
): Promise<number[]> {
  const positionId = await positionAt(brand);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const ids = await insertApplicants(
    db,
    people.map((person, index) => ({ ...person, email: `search-${stamp}-${index}@example.test` })),
  );
  const applicationIds: number[] = [];
  for (const [index, person] of people.entries()) {
    if (person.phone)
      await db
        .updateTable('user_profiles')
        .set({ phone: person.phone })
        .where('user_id', '=', ids[index]!)
        .execute();
    const row = await db
      .insertInto('applications')
      .values({
        position_id: positionId,
        candidate_user_id: ids[index]!,
        status: 'APPLIED',
        archived: 0,
        created_at: person.createdAt ?? new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applicationIds.push(row.id);
  }
  return applicationIds;
}

async function search(session: Session, query: string): Promise<Answer> {
  const response = await call(server, 'GET', `/v1/search?${query}`, { session });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Answer }>().data;
}

function titles(answer: Answer, kind: string): string[] {
  return answer.pages.find((page) => page.kind === kind)?.items.map((item) => item.title) ?? [];
}

beforeAll(async () => {
  server = await startGatewayServer();
  db = server.db;
  [owner, manager, tacosManager] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  const managerId = await userIdOf(db, 'manager@demo.brigade.test');
  managerLocation = (
    await db
      .selectFrom('brand_memberships')
      .select('brand_id')
      .where('user_id', '=', managerId)
      .executeTakeFirstOrThrow()
  ).brand_id;
  const tacos = await db
    .selectFrom('brands')
    .select('path')
    .where('name', '=', 'Tidewater Tacos')
    .executeTakeFirstOrThrow();
  tacosLocation = (
    await db
      .selectFrom('brands')
      .select('id')
      .where('path', 'like', `${tacos.path}%`)
      .where('type', '=', 'LOCATION')
      .where('archived', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  sunsetLocation = await brandId(db, 'Sunset Diner Reno');
});

afterAll(() => server?.close());

describe('GET /v1/search (issue #37)', () => {
  it('finds "José Álvarez" from "jose" and from "ALVAREZ", accents and case ignored', async () => {
    await apply(managerLocation, [{ firstName: 'José', lastName: 'Álvarez' }]);
    for (const query of ['jose', 'ALVAREZ', 'José álv']) {
      const answer = await search(owner, `q=${encodeURIComponent(query)}`);
      expect(titles(answer, 'CANDIDATE')).toContain('José Álvarez');
    }
  });

  it('finds an Arabic name from its first letters, hamza and harakat ignored', async () => {
    await apply(managerLocation, [{ firstName: 'مُحَمَّد', lastName: 'الأحمدي' }]);
    const prefix = await search(owner, `q=${encodeURIComponent('مح')}`);
    expect(prefix.mode).toBe('PREFIX');
    expect(titles(prefix, 'CANDIDATE')).toContain('مُحَمَّد الأحمدي');
    const bare = await search(owner, `q=${encodeURIComponent('الاحمد')}`);
    expect(titles(bare, 'CANDIDATE')).toContain('مُحَمَّد الأحمدي');
  });

  it('finds "Olivia" from the typo "Olvia" (close spellings when nothing matches as typed)', async () => {
    await apply(managerLocation, [{ firstName: 'Olivia', lastName: 'Quenneville' }]);
    const answer = await search(owner, 'q=Olvia');
    expect(answer.mode).toBe('FUZZY');
    expect(titles(answer, 'CANDIDATE')).toContain('Olivia Quenneville');
  });

  it('finds a candidate by e-mail, phone digits, position and tag', async () => {
    const [applicationId] = await apply(managerLocation, [
      { firstName: 'Phoebe', lastName: 'Numbers', phone: '+1 (503) 555-0199' },
    ]);
    const application = await db
      .selectFrom('applications')
      .innerJoin('positions', 'positions.id', 'applications.position_id')
      .select(['applications.candidate_user_id', 'positions.title'])
      .where('applications.id', '=', applicationId!)
      .executeTakeFirstOrThrow();
    const { email } = await db
      .selectFrom('identity_users')
      .select('email')
      .where('id', '=', application.candidate_user_id)
      .executeTakeFirstOrThrow();
    expect(titles(await search(owner, `q=${encodeURIComponent(email)}`), 'CANDIDATE')).toEqual([
      'Phoebe Numbers',
    ]);
    // An e-mail one letter off after its tenth (past what the FTS5 phrase holds) finds nobody:
    // the rest of a long word is checked, and an identifier never falls back to close spellings.
    const nearMiss = await search(owner, `q=${encodeURIComponent(`${email.slice(0, -1)}x`)}`);
    expect([nearMiss.mode, nearMiss.counts.CANDIDATE]).toEqual(['SUBSTRING', 0]);
    expect(titles(await search(owner, 'q=5035550199'), 'CANDIDATE')).toContain('Phoebe Numbers');
    expect(titles(await search(owner, `q=${encodeURIComponent(application.title)}`), 'CANDIDATE')).toContain(
      'Phoebe Numbers',
    );
    const tag = await db
      .insertInto('tags')
      .values({
        brand_id: managerLocation,
        name: 'Sommelier Zanzibar',
        name_folded: 'sommelier zanzibar',
        mode: 'GLOBAL',
        scope: '',
        position_id: null,
        owner_user_id: null,
        status: null,
        sort_order: 0,
        created_by_user_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('candidate_tags')
      .values({
        tag_id: tag.id,
        candidate_user_id: application.candidate_user_id,
        assigned_by_user_id: null,
        assigned_at: new Date().toISOString(),
      })
      .execute();
    expect(titles(await search(owner, 'q=zanzibar'), 'CANDIDATE')).toEqual(['Phoebe Numbers']);
    // A rename reaches the index through the triggers' queue.
    await db
      .updateTable('user_profiles')
      .set({ first_name: 'Phyllida' })
      .where('user_id', '=', application.candidate_user_id)
      .execute();
    expect(titles(await search(owner, 'q=zanzibar'), 'CANDIDATE')).toEqual(['Phyllida Numbers']);
  });

  it('ranks the exact name first, then names starting with the term, then the most recent', async () => {
    await apply(managerLocation, [
      { firstName: 'Xandrine', lastName: '', createdAt: '2020-01-01T00:00:00.000Z' },
      { firstName: 'Xandrine', lastName: 'Baxter', createdAt: '2021-01-01T00:00:00.000Z' },
      { firstName: 'Amy', lastName: 'Xandrine', createdAt: '2023-01-01T00:00:00.000Z' },
      { firstName: 'Bo', lastName: 'Xandrine', createdAt: '2024-01-01T00:00:00.000Z' },
    ]);
    const answer = await search(owner, 'q=xandrine&kind=CANDIDATE');
    expect(titles(answer, 'CANDIDATE')).toEqual([
      'Xandrine',
      'Xandrine Baxter',
      'Bo Xandrine',
      'Amy Xandrine',
    ]);
  });

  it('pages each kind and counts every kind', async () => {
    await apply(
      managerLocation,
      Array.from({ length: 7 }, (_, index) => ({ firstName: `Pagewort${index}`, lastName: 'Tester' })),
    );
    const answer = await search(owner, 'q=pagewort&kind=CANDIDATE&page=3&per_page=3');
    expect(answer.counts.CANDIDATE).toBe(7);
    expect(answer.pages).toHaveLength(1);
    expect(answer.pages[0]).toMatchObject({ kind: 'CANDIDATE', page: 3, per_page: 3, total: 7 });
    expect(answer.pages[0]!.items).toHaveLength(1);
    const all = await search(owner, 'q=pagewort&per_page=5');
    expect(all.pages.map((page) => page.kind)).toEqual(['CANDIDATE', 'LOCATION', 'MEMBER']);
    expect(titles(all, 'CANDIDATE')).toHaveLength(5);
    const suggestions = await call(server, 'GET', '/v1/search/suggestions?q=pagewort', { session: owner });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json<{ data: Answer }>().data.pages[0]!.items).toHaveLength(5);
  });

  it("never answers rows outside the caller's subtree", async () => {
    // Letters only: a name with digits is an identifier, which has no typo path (below).
    const name = `Scopewell${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    await apply(managerLocation, [{ firstName: name, lastName: 'Grill' }]);
    await apply(tacosLocation, [{ firstName: name, lastName: 'Tacos' }]);
    await apply(sunsetLocation, [{ firstName: name, lastName: 'Sunset' }]);
    expect(titles(await search(tacosManager, `q=${name}`), 'CANDIDATE')).toEqual([`${name} Tacos`]);
    expect(titles(await search(manager, `q=${name}`), 'CANDIDATE')).toEqual([`${name} Grill`]);
    expect(titles(await search(owner, `q=${name}`), 'CANDIDATE').sort()).toEqual([
      `${name} Grill`,
      `${name} Tacos`,
    ]);
    // Locations and members too: the Tacos manager never sees Grill or Sunset locations.
    const locations = await search(tacosManager, 'q=grill');
    expect(locations.counts.LOCATION).toBe(0);
    expect((await search(tacosManager, 'q=sunset')).counts.LOCATION).toBe(0);
    expect((await search(owner, 'q=sunset')).counts.LOCATION).toBe(0);
    expect((await search(owner, 'q=grill')).counts.LOCATION).toBeGreaterThan(0);
    // The typo path is scoped as well.
    expect(titles(await search(tacosManager, `q=${name.slice(0, 4)}x${name.slice(5)}`), 'CANDIDATE')).toEqual(
      [`${name} Tacos`],
    );
  });

  it('shows candidates only to callers who may see applications there (SOURCE_HIRE)', async () => {
    const crew = await signIn(server, 'crew@demo.brigade.test');
    const crewId = await userIdOf(db, 'crew@demo.brigade.test');
    const crewBrand = (
      await db
        .selectFrom('brand_memberships')
        .select('brand_id')
        .where('user_id', '=', crewId)
        .executeTakeFirstOrThrow()
    ).brand_id;
    const name = `Hirewall${Date.now()}`;
    await apply(crewBrand, [{ firstName: name, lastName: 'Applicant' }]);
    const answer = await search(crew, `q=${name}`);
    expect(answer.counts.CANDIDATE).toBe(0);
    expect(titles(await search(owner, `q=${name}`), 'CANDIDATE')).toEqual([`${name} Applicant`]);
    // The crew member still finds their own location.
    const location = await db
      .selectFrom('brands')
      .select('name')
      .where('id', '=', crewBrand)
      .executeTakeFirstOrThrow();
    expect((await search(crew, `q=${encodeURIComponent(location.name)}`)).counts.LOCATION).toBeGreaterThan(0);
  });

  it('finds team members and locations of the scope', async () => {
    const members = await search(owner, 'q=marco');
    expect(titles(members, 'MEMBER')).toContain('Marco Manager');
    const locations = await search(manager, 'q=harbor gr');
    expect(locations.counts.LOCATION).toBe(1);
    expect(locations.pages.find((page) => page.kind === 'LOCATION')!.items[0]!.id).toBe(
      String(managerLocation),
    );
  });

  it('answers 400 with a code for bad input and 401 without a session', async () => {
    for (const query of ['q=', 'q=%21%21%21', 'q=ab&kind=NOPE', 'q=ab&page=0', `q=${'a'.repeat(101)}`]) {
      const response = await call(server, 'GET', `/v1/search?${query}`, { session: owner });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
    }
    expect((await call(server, 'GET', '/v1/search?q=ab')).statusCode).toBe(401);
  });
});
