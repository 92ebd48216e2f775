import 'reflect-metadata';
import type { TeamListMember } from '../../../src-domain/team/team-api.port';
import { TEAM_PAGE_SIZE, TeamListStore } from '../../../src-ui/hiring/team-list.store';
import { FakeTeamApi } from '../../fakes/team-api.fake';

const person = (index: number): TeamListMember => ({
  id: `u-${index}`,
  firstName: `First${index}`,
  lastName: `Last${index}`,
  photoPath: undefined,
});

describe('TeamListStore', () => {
  it('pages the brand’s team by TEAM_PAGE_SIZE and knows when there is more', async () => {
    const team = new FakeTeamApi();
    team.teams.set(
      7,
      Array.from({ length: TEAM_PAGE_SIZE + 3 }, (_, index) => person(index)),
    );
    const store = new TeamListStore(team);
    const shown = store.show(7);
    expect(store.page).toEqual({ kind: 'loading' });
    await shown;
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: TEAM_PAGE_SIZE + 3 } });
    expect(store.hasPrevious).toBe(false);
    expect(store.hasNext).toBe(true);
    await store.load(store.offset + TEAM_PAGE_SIZE);
    expect(store.page.kind === 'ready' && store.page.value.members.map((member) => member.id)).toEqual([
      `u-${TEAM_PAGE_SIZE}`,
      `u-${TEAM_PAGE_SIZE + 1}`,
      `u-${TEAM_PAGE_SIZE + 2}`,
    ]);
    expect(store.hasPrevious).toBe(true);
    expect(store.hasNext).toBe(false);
    expect(team.calls).toEqual([
      `teamPage:7:0:${TEAM_PAGE_SIZE}`,
      `teamPage:7:${TEAM_PAGE_SIZE}:${TEAM_PAGE_SIZE}`,
    ]);
  });

  it('keeps a failure with its code, and retry reads the same page again', async () => {
    const team = new FakeTeamApi();
    const store = new TeamListStore(team);
    await store.show(9);
    expect(store.page).toEqual({ kind: 'failed', code: 'BRAND.FORBIDDEN' });
    team.teams.set(9, [person(1)]);
    await store.retry();
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: 1 } });
  });

  it('shows only the latest brand’s team when an earlier answer comes late', async () => {
    const team = new FakeTeamApi();
    team.teams.set(7, [person(7)]);
    team.teams.set(8, [person(8)]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = team.teamPage.bind(team);
    team.teamPage = async (brandId, page) => {
      if (brandId === 7) await held;
      return read(brandId, page);
    };
    const store = new TeamListStore(team);
    const first = store.show(7);
    await store.show(8);
    release();
    await first;
    expect(store.page).toMatchObject({ kind: 'ready', value: { members: [person(8)] } });
  });

  it('without the brands below, pages the brand’s own members with their role, read once', async () => {
    const team = new FakeTeamApi();
    const membership = (index: number, brandId: number) => ({
      userId: `u-${index}`,
      firstName: `First${index}`,
      lastName: `Last${index}`,
      email: `u${index}@example.test`,
      role: 'EMPLOYEE',
      brandId,
      brandName: `Brand ${brandId}`,
    });
    team.teams.set(7, [person(1)]);
    team.subtrees.set(7, [
      ...Array.from({ length: TEAM_PAGE_SIZE + 1 }, (_, index) => membership(index, 7)),
      membership(0, 7),
      membership(99, 71),
    ]);
    const store = new TeamListStore(team);
    await store.show(7);
    await store.setIncludeChildren(false);
    expect(store.includeChildren).toBe(false);
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: TEAM_PAGE_SIZE + 1 } });
    expect(store.page.kind === 'ready' && store.page.value.members[0]).toEqual({
      ...person(0),
      role: 'EMPLOYEE',
    });
    expect(store.hasNext).toBe(true);
    await store.load(TEAM_PAGE_SIZE);
    expect(store.page.kind === 'ready' && store.page.value.members.map((member) => member.id)).toEqual([
      `u-${TEAM_PAGE_SIZE}`,
    ]);
    await store.setIncludeChildren(true);
    expect(store.page).toMatchObject({ kind: 'ready', value: { total: 1 } });
    expect(team.calls).toEqual([
      `teamPage:7:0:${TEAM_PAGE_SIZE}`,
      'memberships:7:false',
      `teamPage:7:0:${TEAM_PAGE_SIZE}`,
    ]);
  });

  it('keeps a failure of the own-members read, and retry reads it again', async () => {
    const team = new FakeTeamApi();
    const store = new TeamListStore(team);
    store.brandId = 5;
    await store.setIncludeChildren(false);
    expect(store.page).toEqual({ kind: 'failed', code: 'BRAND.FORBIDDEN' });
    team.subtrees.set(5, []);
    await store.retry();
    expect(store.page).toEqual({ kind: 'ready', value: { total: 0, members: [] } });
  });
});
