import 'reflect-metadata';
import type { TeamMember } from '../../../src-domain/team/team-api.port';
import { TeamMemberCardsStore } from '../../../src-ui/hiring/team-member-cards.store';
import { FakeTeamApi } from '../../fakes/team-api.fake';

const maya: TeamMember = {
  id: 'u-maya',
  firstName: 'Maya',
  lastName: 'Manager',
  email: 'manager@demo.brigade.test',
  photoPath: undefined,
  memberships: [{ role: 'MANAGER', brandId: 7, brandName: 'Downtown' }],
};

describe('TeamMemberCardsStore', () => {
  it('reads a card once per brand and user, however often it is opened', async () => {
    const team = new FakeTeamApi();
    team.members.set('7:u-maya', maya);
    const store = new TeamMemberCardsStore(team);
    expect(store.card(7, 'u-maya')).toBeUndefined();
    const first = store.open(7, 'u-maya');
    expect(store.card(7, 'u-maya')).toEqual({ kind: 'loading' });
    await Promise.all([first, store.open(7, 'u-maya')]);
    await store.open(7, 'u-maya');
    expect(store.card(7, 'u-maya')).toEqual({ kind: 'ready', value: maya });
    expect(team.calls).toEqual(['basicInfo:7:u-maya']);
  });

  it('keeps a failure with its code, and reads again when opened again', async () => {
    const team = new FakeTeamApi();
    const store = new TeamMemberCardsStore(team);
    await store.open(7, 'u-maya');
    expect(store.card(7, 'u-maya')).toEqual({ kind: 'failed', code: 'TEAM.USER_NOT_FOUND' });
    team.members.set('7:u-maya', maya);
    await store.open(7, 'u-maya');
    expect(store.card(7, 'u-maya')).toMatchObject({ kind: 'ready' });
    expect(team.calls).toHaveLength(2);
  });
});
