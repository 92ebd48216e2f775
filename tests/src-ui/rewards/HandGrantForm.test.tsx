import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { DateTime } from 'luxon';
import { RandomTokenPort } from '../../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../../src-domain/rewards/rewards-api.port';
import { BudgetManagementStore } from '../../../src-ui/rewards/budget-management.store';
import { RewardsSettingsStore } from '../../../src-ui/rewards/rewards-settings.store';
import { RulesTab } from '../../../src-ui/rewards/RulesTab';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { rewardRule as rule } from '../../fakes/reward-rule.fixture';
import { renderWithApp } from '../../support/render-with-app';

function renderTab(api: FakeRewardsApi) {
  const container = new Container();
  container.bind(RewardsApiPort).toConstantValue(api);
  container.bind(RandomTokenPort).toConstantValue(new FakeRandomToken());
  container.bind(RewardsSettingsStore).toSelf().inSingletonScope();
  container.bind(BudgetManagementStore).toSelf().inSingletonScope();
  renderWithApp(<RulesTab brandId={3} />, { container, path: '/settings/3/rewards-and-recognition/rule' });
}

describe('the rules tab’s grant by hand (issue #29)', () => {
  it('grants a shift cover to the person chosen, once per day, and says so', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    api.ruleList = [rule()];
    api.people = [{ id: 'u-9', firstName: 'Casey', lastName: 'Crew' }];
    renderTab(api);
    const form = await screen.findByRole('form', { name: 'Grant by hand' });
    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Grant the points' }));
    expect(within(form).getByText('Choose who gets the points.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('fireRule'))).toBe(false);

    await user.selectOptions(within(form).getByLabelText('Person'), 'u-9');
    await user.click(within(form).getByRole('button', { name: 'Grant the points' }));
    expect(await within(form).findByText(/was granted 25 points/)).toHaveTextContent(
      'Casey Crew was granted 25 points.',
    );
    const today = DateTime.utc().toISODate()!;
    expect(api.calls).toContain(`fireRule:3:7:u-9:shift_cover-day-${today}:token-1`);
    // The rules are read again: the granted count moves.
    expect(await screen.findByRole('cell', { name: '1' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Grant the points' }));
    expect(await within(form).findByText(/already has this grant/)).toBeInTheDocument();
  });

  it('refuses a day outside the last seven days and keeps what was chosen', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    api.ruleList = [rule()];
    api.people = [{ id: 'u-9', firstName: 'Casey', lastName: 'Crew' }];
    renderTab(api);
    const form = await screen.findByRole('form', { name: 'Grant by hand' });
    await user.selectOptions(within(form).getByLabelText('Person'), 'u-9');
    const day = within(form).getByLabelText('Day it happened');
    await user.clear(day);
    await user.type(day, DateTime.utc().minus({ days: 8 }).toISODate()!);
    await user.click(within(form).getByRole('button', { name: 'Grant the points' }));
    expect(within(form).getByText(/Choose a day from the last 7 days/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Person')).toHaveValue('u-9');
    expect(api.calls.some((call) => call.startsWith('fireRule'))).toBe(false);
  });

  it('is not offered for rules the product grants by itself, nor for an inactive cover rule', async () => {
    const api = new FakeRewardsApi();
    api.ruleList = [rule({ id: 1, event: 'BIRTHDAY' }), rule({ id: 2, active: false })];
    renderTab(api);
    expect(await screen.findByRole('link', { name: 'Birthday (opt-in)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Grant by hand' })).toBeNull();
  });
});
