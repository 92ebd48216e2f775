/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { MessagingApiPort } from '../../../src-domain/messaging/messaging-api.port';
import type { PositionsApiPort } from '../../../src-domain/positions/positions-api.port';
import type { TeamApiPort } from '../../../src-domain/team/team-api.port';
import { HttpMessagingApi } from '../../../src-infrastructure/messaging/http-messaging-api.adapter';
import { HttpPositionsApi } from '../../../src-infrastructure/positions/http-positions-api.adapter';
import { HttpTeamApi } from '../../../src-infrastructure/team/http-team-api.adapter';
import { FakeMessagingApi, fakeApplication } from '../../fakes/messaging-api.fake';
import { FakePositionsApi } from '../../fakes/positions-api.fake';
import { FakeTeamApi } from '../../fakes/team-api.fake';
import { userIdOf } from '../../server/gateway/gateway.harness';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

const PASSWORD = 'Brigade-demo-1';

interface CandidateSetup {
  /** Signed in as a candidate with unread employer messages on one application. */
  readonly api: MessagingApiPort;
}

/** What the adapter over the real server and the fake the UI tests use must both do. */
function candidateContract(setup: () => Promise<CandidateSetup>) {
  it('counts unread messages as the list does, and marking a thread read lowers the count by its unread', async () => {
    const { api } = await setup();
    const page = await api.candidateApplications({ offset: 0, limit: 10 });
    const total = await api.candidateUnreadCount();
    expect(total).toBe(page.applications.reduce((sum, application) => sum + application.unread, 0));
    const unreadOne = page.applications.find((application) => application.unread > 0)!;
    expect(unreadOne.candidate).toBeUndefined();
    const thread = await api.thread(unreadOne.id);
    const unreadIds = thread.messages.filter((message) => !message.isRead).map((message) => message.id);
    expect(unreadIds).toHaveLength(unreadOne.unread);
    await api.markRead(unreadIds, true);
    expect(await api.candidateUnreadCount()).toBe(total - unreadOne.unread);
    expect((await api.thread(unreadOne.id)).messages.every((message) => message.isRead)).toBe(true);
    await api.markRead(unreadIds, false);
    expect(await api.candidateUnreadCount()).toBe(total);
  });

  it('sends a message with a PDF and refuses a text file with MESSAGING.FILE_TYPE, saving nothing', async () => {
    const { api } = await setup();
    const [first] = (await api.candidateApplications({ offset: 0, limit: 10 })).applications;
    const before = (await api.thread(first!.id)).messages.length;
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    const text = new Blob(['plain words'], { type: 'text/plain' });
    await expect(
      api.sendMessage(
        first!.id,
        {
          body: 'Here is a note',
          files: [{ name: 'note.txt', sizeBytes: text.size, type: 'text/plain', content: text }],
        },
        `contract-refused-${Date.now()}`,
      ),
    ).rejects.toMatchObject({ status: 400, serverCode: 'MESSAGING.FILE_TYPE' });
    expect((await api.thread(first!.id)).messages).toHaveLength(before);
    const sent = await api.sendMessage(
      first!.id,
      {
        body: '  My certificate  ',
        files: [{ name: 'cert.pdf', sizeBytes: pdf.size, type: 'application/pdf', content: pdf }],
      },
      `contract-sent-${Date.now()}`,
    );
    expect(sent).toMatchObject({ body: 'My certificate', fromCandidate: true, isRead: true });
    expect(sent.files.map((file) => [file.name, file.contentType, file.sizeBytes])).toEqual([
      ['cert.pdf', 'application/pdf', pdf.size],
    ]);
    expect(sent.files[0]!.url).toMatch(/^\/api\/core\/v1\/files\/signed\//);
    expect((await api.thread(first!.id)).messages).toHaveLength(before + 1);
  });

  it('refuses an application that is not the caller’s with 404 MESSAGING.APPLICATION_NOT_FOUND', async () => {
    const { api } = await setup();
    await expect(api.application(987_654)).rejects.toMatchObject({
      status: 404,
      serverCode: 'MESSAGING.APPLICATION_NOT_FOUND',
    });
    await expect(api.thread(987_654)).rejects.toMatchObject({ status: 404 });
  });

  it('publishes the limits of a message', async () => {
    const { api } = await setup();
    const limits = await api.limits();
    expect(limits.maxFiles).toBeGreaterThan(0);
    expect(limits.allowedTypes).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
  });
}

interface MembershipsSetup {
  readonly api: TeamApiPort;
  /** A brand of the caller with a location below it. */
  readonly brandId: number;
  /** A member of the brand itself, and a member of a location below it only. */
  readonly ownMemberId: string;
  readonly belowMemberId: string;
  readonly outsideBrandId: number;
}

/** GET /v1/brands/{id}/users?include_children=, asked of the adapter and of the fake alike. */
function membershipsContract(setup: () => Promise<MembershipsSetup>) {
  it('lists the brand’s own memberships, and with include_children those below it too', async () => {
    const { api, brandId, ownMemberId, belowMemberId } = await setup();
    const own = await api.memberships(brandId, false);
    expect(own.every((membership) => membership.brandId === brandId)).toBe(true);
    expect(own.map((membership) => membership.userId)).toContain(ownMemberId);
    expect(own.map((membership) => membership.userId)).not.toContain(belowMemberId);
    const subtree = await api.memberships(brandId, true);
    expect(subtree).toEqual(expect.arrayContaining([...own]));
    const below = subtree.find((membership) => membership.userId === belowMemberId);
    expect(below).toMatchObject({ role: expect.any(String), brandName: expect.any(String) });
    expect(below!.brandId).not.toBe(brandId);
  });

  it('refuses a brand outside the caller’s subtree with 403 BRAND.FORBIDDEN', async () => {
    const { api, outsideBrandId } = await setup();
    await expect(api.memberships(outsideBrandId, true)).rejects.toMatchObject({
      status: 403,
      serverCode: 'BRAND.FORBIDDEN',
    });
  });
}

interface PositionsSetup {
  /** Signed in with the ATR access on `brandId` (settings inherited: CENTRALIZED, ENTRY,SENIOR,LEAD). */
  readonly api: PositionsApiPort;
  readonly brandId: number;
  /** A position below the brand with a PENDING and an APPROVED approval to recruit. */
  readonly positionId: number;
  readonly outsideBrandId: number;
  /** Signed in without the ATR access on `brandId`, which holds `positionId`. */
  readonly withoutAtr: {
    readonly api: PositionsApiPort;
    readonly brandId: number;
    readonly positionId: number;
  };
}

/** The position codes, settings and ATRs, asked of the adapter and of the fake alike. */
function positionsContract(setup: () => Promise<PositionsSetup>) {
  it('reads the position codes and the brand’s inherited settings', async () => {
    const { api, brandId } = await setup();
    const types = await api.positionTypes();
    expect(types.categories).toEqual(expect.arrayContaining(['FOH', 'BOH']));
    expect(types.atrStatuses).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'FILLED']);
    expect(await api.settings(brandId)).toEqual({
      levels: ['ENTRY', 'SENIOR', 'LEAD'],
      managementMode: 'CENTRALIZED',
    });
  });

  it('lists a position’s approvals to recruit newest first, narrowed by filter_by', async () => {
    const { api, brandId, positionId } = await setup();
    const all = await api.atrs(brandId, positionId, 'ALL');
    expect(all.map((atr) => atr.status)).toEqual(expect.arrayContaining(['PENDING', 'APPROVED']));
    const times = all.map((atr) => atr.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const pending = await api.atrs(brandId, positionId, 'PENDING');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length).toBeLessThan(all.length);
    expect(pending.every((atr) => atr.status === 'PENDING' && atr.headcount > 0)).toBe(true);
  });

  it('refuses another employer’s brand with BRAND.FORBIDDEN, and ATRs without the ATR access', async () => {
    const { api, outsideBrandId, withoutAtr } = await setup();
    await expect(api.settings(outsideBrandId)).rejects.toMatchObject({
      status: 403,
      serverCode: 'BRAND.FORBIDDEN',
    });
    await expect(withoutAtr.api.atrs(withoutAtr.brandId, withoutAtr.positionId, 'ALL')).rejects.toMatchObject(
      { status: 403, serverCode: 'POSITIONS.ATR_FORBIDDEN' },
    );
  });
}

describe('messaging adapters against the real server', () => {
  let server: LiveServer;

  async function signedIn(username: string) {
    const adapters = liveAdapters(server);
    expect((await adapters.identity.signIn(username, PASSWORD)).kind).toBe('signed-in');
    return adapters.gateway;
  }

  beforeAll(async () => {
    server = await startLiveServer();
  }, 60_000);
  afterAll(() => server.close());

  describe('HttpMessagingApi (candidate@)', () => {
    let api: MessagingApiPort | undefined;
    candidateContract(async () => ({
      api: (api ??= new HttpMessagingApi(await signedIn('candidate@demo.brigade.test'))),
    }));
  });

  describe('HttpTeamApi memberships (dashboards@ on Harbor Grill)', () => {
    let setup: MembershipsSetup | undefined;
    membershipsContract(async () => {
      if (setup) return setup;
      const brand = (name: string) =>
        server.db.selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      setup = {
        api: new HttpTeamApi(await signedIn('dashboards@demo.brigade.test')),
        brandId: (await brand('Harbor Grill')).id,
        ownMemberId: await userIdOf(server.db, 'dashboards@demo.brigade.test'),
        belowMemberId: await userIdOf(server.db, 'manager@demo.brigade.test'),
        outsideBrandId: (await brand('Sunset Diner Co')).id,
      };
      return setup;
    });
  });

  describe('HttpPositionsApi (manager@ on Harbor Grill Portland Downtown, manager2@ on Tidewater Tacos)', () => {
    let setup: PositionsSetup | undefined;
    positionsContract(async () => {
      if (setup) return setup;
      const brand = (name: string) =>
        server.db
          .selectFrom('brands')
          .select(['id', 'path'])
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
      const location = await brand('Harbor Grill Portland Downtown');
      const tacos = await brand('Tidewater Tacos');
      const server_ = await server.db
        .selectFrom('positions')
        .select('id')
        .where('brand_id', '=', location.id)
        .where('title', '=', 'Server')
        .executeTakeFirstOrThrow();
      const tacosPosition = await server.db
        .selectFrom('positions as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select('p.id')
        .where('b.path', 'like', `${tacos.path}%`)
        .executeTakeFirstOrThrow();
      setup = {
        api: new HttpPositionsApi(await signedIn('manager@demo.brigade.test')),
        brandId: location.id,
        positionId: server_.id,
        outsideBrandId: tacos.id,
        withoutAtr: {
          api: new HttpPositionsApi(await signedIn('manager2@demo.brigade.test')),
          brandId: tacos.id,
          positionId: tacosPosition.id,
        },
      };
      return setup;
    });
  });

  it('reads the employer inbox, board, detail and moves an application (manager@)', async () => {
    const gateway = await signedIn('manager@demo.brigade.test');
    const api = new HttpMessagingApi(gateway);
    const location = await server.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Harbor Grill Portland Downtown')
      .executeTakeFirstOrThrow();
    const page = await api.employerApplications(location.id, {}, { offset: 0, limit: 10 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.applications.every((application) => application.candidate !== undefined)).toBe(true);
    const unread = await api.employerApplications(
      location.id,
      { unreadOnly: true },
      { offset: 0, limit: 10 },
    );
    expect(unread.applications.every((application) => application.unread > 0)).toBe(true);
    const board = await api.messageBoard(location.id, false);
    expect(board.totalApplications).toBe(page.total);
    expect(await api.employerUnreadCount(location.id)).toBe(board.unreadMessages);
    const detail = await api.application(page.applications[0]!.id);
    expect(detail.canManage).toBe(true);
    const moved = await api.updateApplication(detail.id, { status: 'SCREENING' }, `contract-${Date.now()}`);
    expect(moved.status).toBe('SCREENING');
    const casey = page.applications.find((application) => application.candidate?.firstName === 'Casey');
    if (casey) {
      const resumes = (await api.application(casey.id)).resumes;
      expect(await api.resumeLink(casey.id, resumes[0]!.id)).toMatch(
        /^\/api\/core\/v1\/files\/signed\/resume\//,
      );
    }
    const positions = await new HttpPositionsApi(gateway).positionsByCategory(location.id);
    expect(positions.flatMap((category) => category.positions).length).toBeGreaterThan(0);
    const locations = await new HttpTeamApi(gateway).locations(location.id);
    expect(locations.map((entry) => entry.id)).toContain(location.id);
  });

  it('reads a teammate’s card as seen from a location, and refuses someone outside its team (owner@)', async () => {
    const team = new HttpTeamApi(await signedIn('owner@demo.brigade.test'));
    const location = await server.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Harbor Grill Portland Downtown')
      .executeTakeFirstOrThrow();
    const userId = (email: string) => userIdOf(server.db, email);
    const manager = await team.basicInfo(location.id, await userId('manager@demo.brigade.test'));
    expect(manager).toMatchObject({ firstName: expect.any(String), email: 'manager@demo.brigade.test' });
    expect(manager.memberships).toContainEqual(
      expect.objectContaining({
        role: 'MANAGER',
        brandId: location.id,
        brandName: 'Harbor Grill Portland Downtown',
      }),
    );
    await expect(
      team.basicInfo(location.id, await userId('candidate@demo.brigade.test')),
    ).rejects.toMatchObject({ status: 404, serverCode: 'TEAM.USER_NOT_FOUND' });
  });

  it('pages the team of a location and refuses a brand outside the caller’s subtree (manager@)', async () => {
    const team = new HttpTeamApi(await signedIn('manager@demo.brigade.test'));
    const brand = (name: string) =>
      server.db.selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    const location = await brand('Harbor Grill Portland Downtown');
    const whole = await team.teamPage(location.id, { offset: 0, limit: 500 });
    expect(whole.members).toHaveLength(whole.total);
    const managerId = await userIdOf(server.db, 'manager@demo.brigade.test');
    expect(whole.members.map((member) => member.id)).toContain(managerId);
    const second = await team.teamPage(location.id, { offset: 1, limit: 1 });
    expect(second.total).toBe(whole.total);
    expect(second.members).toEqual(whole.members.slice(1, 2));
    const outside = await brand('Sunset Diner Co');
    await expect(team.teamPage(outside.id, { offset: 0, limit: 10 })).rejects.toMatchObject({
      status: 403,
      serverCode: 'BRAND.FORBIDDEN',
    });
  });
});

describe('the in-memory messaging fake keeps the same contract', () => {
  describe('FakeMessagingApi', () => {
    const api = new FakeMessagingApi();
    api.applications.set(
      1,
      fakeApplication(1, { mine: true, messages: [{ isRead: true }, { isRead: false }, { isRead: false }] }),
    );
    api.applications.set(2, fakeApplication(2, { mine: true, messages: [{ isRead: true }] }));
    candidateContract(async () => ({ api }));
  });

  describe('FakePositionsApi', () => {
    const api = new FakePositionsApi();
    api.settingsByBrand.set(3, { levels: ['ENTRY', 'SENIOR', 'LEAD'], managementMode: 'CENTRALIZED' });
    const atr = (id: number, status: string, createdAt: string) => ({
      id,
      status,
      headcount: 1,
      reason: 'Season',
      createdAt,
      requestedBy: 'Marco Manager',
    });
    api.atrsByPosition.set('3:30', [
      atr(2, 'APPROVED', '2026-05-02T10:00:00.000Z'),
      atr(1, 'PENDING', '2026-05-01T10:00:00.000Z'),
    ]);
    api.atrForbidden.add(8);
    positionsContract(async () => ({
      api,
      brandId: 3,
      positionId: 30,
      outsideBrandId: 9,
      withoutAtr: { api, brandId: 8, positionId: 80 },
    }));
  });

  describe('FakeTeamApi memberships', () => {
    const api = new FakeTeamApi();
    const membership = (userId: string, brandId: number) => ({
      userId,
      firstName: userId,
      lastName: 'Member',
      email: `${userId}@example.test`,
      role: 'MANAGER',
      brandId,
      brandName: `Brand ${brandId}`,
    });
    api.subtrees.set(4, [membership('dana', 4), membership('marco', 41)]);
    membershipsContract(async () => ({
      api,
      brandId: 4,
      ownMemberId: 'dana',
      belowMemberId: 'marco',
      outsideBrandId: 9,
    }));
  });
});
