import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { RandomTokenPort } from '../../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../../src-domain/rewards/rewards-api.port';
import { BudgetAllocationForm } from '../../../src-ui/rewards/BudgetAllocationForm';
import { BudgetManagementStore } from '../../../src-ui/rewards/budget-management.store';
import spanish from '../../../src/locales/es.json';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { renderWithApp } from '../../support/render-with-app';

function renderForm(api: FakeRewardsApi, locale?: { lng: string; translation: Record<string, unknown> }) {
  const container = new Container();
  container.bind(RewardsApiPort).toConstantValue(api);
  container.bind(RandomTokenPort).toConstantValue(new FakeRandomToken());
  container.bind(BudgetManagementStore).toSelf().inSingletonScope();
  renderWithApp(<BudgetAllocationForm brandId={3} />, {
    container,
    path: '/3/rewards-and-recognition/budget-management',
    ...(locale ? { locale } : {}),
  });
}

const PERIOD = 'Period';

describe('BudgetAllocationForm', () => {
  it('keeps what was typed when the amounts are invalid, says why under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    renderForm(api);
    const amount = screen.getByLabelText('Points for the whole period');
    const limit = screen.getByLabelText('Limit per giver (optional)');
    await user.type(amount, '12.5');
    await user.type(limit, 'ten');
    await user.selectOptions(screen.getByLabelText(PERIOD), 'QUARTER');
    await user.click(screen.getByLabelText('Unused points roll over into the next period'));
    await user.click(screen.getByRole('button', { name: 'Allocate a budget' }));
    const invalid = 'Enter a whole number of points from 1 to 100,000,000.';
    expect(amount).toHaveValue('12.5');
    expect(limit).toHaveValue('ten');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(invalid);
    expect(limit).toHaveAccessibleDescription(invalid);
    expect(screen.getByLabelText(PERIOD)).toHaveValue('QUARTER');
    expect(screen.getByLabelText('Unused points roll over into the next period')).toBeChecked();
    expect(api.calls.filter((call) => call.startsWith('allocateBudget'))).toEqual([]);
  });

  it('in Spanish, keeps the form as typed and shows the server’s refusal in Spanish', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    renderForm(api, { lng: 'es', translation: spanish });
    const amount = screen.getByLabelText('Puntos para todo el periodo');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Asignar un presupuesto' }));
    expect(amount).toHaveAccessibleDescription('Introduce un número entero de puntos entre 1 y 100.000.000.');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Asignar un presupuesto' }));
    // The fake answers 409 REWARDS.BUDGET_EXISTS when it has no budget to return.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta marca ya tiene un presupuesto para ese periodo.',
    );
    expect(amount).toHaveValue('500');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.startsWith('allocateBudget:3:500:'))).toHaveLength(1);
  });
});
