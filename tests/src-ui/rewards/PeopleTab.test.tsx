import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { RandomTokenPort } from '../../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../../src-domain/rewards/rewards-api.port';
import { PeopleTab } from '../../../src-ui/rewards/PeopleTab';
import { RewardPeopleStore } from '../../../src-ui/rewards/reward-people.store';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { renderWithApp } from '../../support/render-with-app';

const ana = { id: 'u-ana', firstName: 'Ana', lastName: 'Silva' };
const ben = { id: 'u-ben', firstName: 'Ben', lastName: 'Okafor' };
const cleo = { id: 'u-cleo', firstName: 'Cleo', lastName: 'Marsh' };

function renderTab(api: FakeRewardsApi) {
  const container = new Container();
  container.bind(RewardsApiPort).toConstantValue(api);
  container.bind(RandomTokenPort).toConstantValue(new FakeRandomToken());
  container.bind(RewardPeopleStore).toSelf().inSingletonScope();
  renderWithApp(<PeopleTab brandId={3} />, { container, path: '/settings/3/rewards-and-recognition/people' });
}

const withPeople = () => {
  const api = new FakeRewardsApi();
  api.people = [ana, ben, cleo];
  api.members = [
    { person: ana, startedOn: '2019-04-01', birthdayOptIn: true },
    { person: ben, startedOn: undefined, birthdayOptIn: false },
  ];
  api.referralList = [
    {
      applicationId: 41,
      status: 'INTERVIEW',
      positionTitle: 'Line cook',
      candidate: cleo,
      referrer: undefined,
    },
  ];
  return api;
};

describe('PeopleTab', () => {
  it('sets a member’s start date and says so; keeps the typed date with the error when it fails', async () => {
    const user = userEvent.setup();
    const api = withPeople();
    renderTab(api);
    // The DatePicker shows the saved date in the language's pattern out of the field.
    expect(await screen.findByLabelText('Start date of Ana Silva')).toHaveValue('Apr 01, 2019');
    expect(screen.getAllByText('1–2 of 2').length).toBeGreaterThan(0);
    const ben = screen.getByLabelText('Start date of Ben Okafor');
    await user.type(ben, '2022-06-15');
    const row = ben.closest('tr')!;
    api.failing = { status: 403, code: 'REWARDS.FORBIDDEN' };
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent(
      'You need the permission to manage rewards on this brand.',
    );
    expect(ben).toHaveValue('Jun 15, 2022');
    api.failing = undefined;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await within(row as HTMLElement).findByRole('status')).toHaveTextContent('Saved.');
    expect(api.members[1]?.startedOn).toBe('2022-06-15');
    expect(api.calls.filter((call) => call.startsWith('setStartDate:3:u-ben:2022-06-15:'))).toHaveLength(2);
  });

  it('says why the server refuses the manager’s own start date (REWARDS.SELF_GRANT)', async () => {
    const user = userEvent.setup();
    const api = withPeople();
    renderTab(api);
    const ben = await screen.findByLabelText('Start date of Ben Okafor');
    await user.type(ben, '2022-06-15');
    const row = ben.closest('tr') as HTMLElement;
    api.failing = { status: 400, code: 'REWARDS.SELF_GRANT' };
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('You cannot grant yourself points');
  });

  it('saves the date typed in the field with Enter, and refuses a date in another format', async () => {
    const user = userEvent.setup();
    const api = withPeople();
    renderTab(api);
    const ana = await screen.findByLabelText('Start date of Ana Silva');
    await user.click(ana);
    expect(ana).toHaveValue('2019-04-01');
    await user.keyboard('01/05/2020{Enter}');
    expect(await screen.findByText('Enter a valid date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('setStartDate'))).toEqual([]);
    await user.clear(ana);
    await user.keyboard('2020-05-01{Enter}');
    const row = ana.closest('tr')! as HTMLElement;
    expect(await within(row).findByRole('status')).toHaveTextContent('Saved.');
    expect(api.members[0]?.startedOn).toBe('2020-05-01');
  });

  it('records the referrer of an application, offering every member but the candidate', async () => {
    const user = userEvent.setup();
    const api = withPeople();
    renderTab(api);
    const select = await screen.findByLabelText('Referrer of Cleo Marsh');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Nobody', 'Ana Silva', 'Ben Okafor']);
    await user.selectOptions(select, 'u-ana');
    await user.click(within(select.closest('tr')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.referralList[0]?.referrer).toEqual(ana));
    expect(select).toHaveValue('u-ana');
  });

  it('shows a failed read with a retry', async () => {
    const user = userEvent.setup();
    const api = withPeople();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    renderTab(api);
    const retries = await screen.findAllByRole('button', { name: /retry|try again/i });
    api.failing = undefined;
    await user.click(retries[0]!);
    expect(await screen.findByLabelText('Start date of Ana Silva')).toBeInTheDocument();
  });
});
