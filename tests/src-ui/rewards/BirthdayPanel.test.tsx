import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { RandomTokenPort } from '../../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../../src-domain/rewards/rewards-api.port';
import { BirthdayPanel } from '../../../src-ui/rewards/BirthdayPanel';
import { BirthdayStore } from '../../../src-ui/rewards/birthday.store';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { renderWithApp } from '../../support/render-with-app';

function renderPanel(api: FakeRewardsApi) {
  const container = new Container();
  container.bind(RewardsApiPort).toConstantValue(api);
  container.bind(RandomTokenPort).toConstantValue(new FakeRandomToken());
  container.bind(BirthdayStore).toSelf().inSingletonScope();
  renderWithApp(<BirthdayPanel />, { container, path: '/account/preferences' });
}

describe('BirthdayPanel', () => {
  it('refuses an opt-in without a birthday and a day no year has, then saves the opt-in', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    renderPanel(api);
    const optIn = await screen.findByRole('checkbox', { name: 'Give me birthday points' });
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose your birthday to opt in.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Month'), '02');
    await user.selectOptions(screen.getByLabelText('Day'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose both a month and a day that exists.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('saveBirthdayProfile'))).toBe(false);
    await user.selectOptions(screen.getByLabelText('Day'), '29');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(api.birthday).toEqual({ birthday: '02-29', optIn: true });
  });

  it('starts from the saved birthday and shows a failed read with a retry', async () => {
    const user = userEvent.setup();
    const api = new FakeRewardsApi();
    api.birthday = { birthday: '11-05', optIn: true };
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    renderPanel(api);
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    api.failing = undefined;
    await user.click(retry);
    expect(await screen.findByLabelText('Month')).toHaveValue('11');
    expect(screen.getByLabelText('Day')).toHaveValue('05');
    expect(screen.getByRole('checkbox', { name: 'Give me birthday points' })).toBeChecked();
  });
});
