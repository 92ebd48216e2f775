import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { RandomTokenPort } from '../../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../../src-domain/rewards/rewards-api.port';
import { BudgetsTab } from '../../../src-ui/rewards/BudgetsTab';
import { BudgetManagementStore } from '../../../src-ui/rewards/budget-management.store';
import { RewardsSettingsStore } from '../../../src-ui/rewards/rewards-settings.store';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { renderWithApp } from '../../support/render-with-app';

function renderTab(api: FakeRewardsApi) {
  const container = new Container();
  container.bind(RewardsApiPort).toConstantValue(api);
  container.bind(RandomTokenPort).toConstantValue(new FakeRandomToken());
  container.bind(RewardsSettingsStore).toSelf().inSingletonScope();
  container.bind(BudgetManagementStore).toSelf().inSingletonScope();
  renderWithApp(<BudgetsTab brandId={3} />, {
    container,
    path: '/settings/3/rewards-and-recognition/budget',
  });
}

describe('BudgetsTab', () => {
  it('shows a failed read with a retry that loads the list', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    renderTab(api);
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    api.failing = undefined;
    await user.click(retry);
    expect(
      await screen.findByText('No budget yet. Allocate one to start recognising people.'),
    ).toBeInTheDocument();
  });

  it('shows what the rules drew from a budget beside what it spent', async () => {
    const api = new FakeRewardsApi();
    api.budgetList = [
      {
        id: 7,
        brand: { id: 3, name: 'Harbor Grill' },
        period: 'MONTH',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        startsOn: '2026-11-01',
        amount: 1000,
        allotted: 1000,
        rolledOver: 0,
        perGiverLimit: undefined,
        mode: 'FIXED',
        leftover: 'EXPIRE',
        spent: 340,
        rulesSpent: 120,
        left: 660,
        overspent: 0,
      },
    ];
    renderTab(api);
    const row = (await screen.findByRole('link', { name: 'Harbor Grill' })).closest('tr')!;
    expect(row).toHaveTextContent('340');
    expect(row).toHaveTextContent('120 by rules');
  });

  it('keeps the announcement typed when posting it fails, and empties it once posted', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    renderTab(api);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Post the announcement' }));
    expect(message).toHaveAccessibleDescription('Write the announcement.');
    await user.type(message, 'Staff meal at 3 pm');
    api.failing = { status: 403, code: 'REWARDS.FORBIDDEN' };
    await user.click(screen.getByRole('button', { name: 'Post the announcement' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(message).toHaveValue('Staff meal at 3 pm');
    api.failing = undefined;
    await user.click(screen.getByRole('button', { name: 'Post the announcement' }));
    await waitFor(() => expect(message).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent('Posted. It shows in the news feed.');
  });
});
