import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileScreen from '../../../src-ui/media/ProfileScreen';
import { createTestContainer } from '../../support/test-container';
import { renderWithApp } from '../../support/render-with-app';

describe('ProfileScreen', () => {
  it('offers every signed-in user the birthday opt-in and saves it through the rewards API', async () => {
    const user = userEvent.setup();
    const { container, fakes } = createTestContainer();
    let saved: unknown;
    fakes.gateway
      .on('GET', '/v1/users/reward_profile', () => ({ birthday: null, birthday_opt_in: false }))
      .on('PUT', '/v1/users/reward_profile', (request) => {
        saved = request.body;
        return request.body;
      });
    renderWithApp(<ProfileScreen />, { container, path: '/profile' });
    const panel = await screen.findByRole('region', { name: 'Birthday grant' });
    expect(panel).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Month'), '07');
    await user.selectOptions(screen.getByLabelText('Day'), '14');
    await user.click(screen.getByRole('checkbox', { name: 'Give me birthday points' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saved).toEqual({ birthday: '07-14', birthday_opt_in: true });
    const put = fakes.gateway.requests.find((request) => request.method === 'PUT');
    expect(put?.idempotencyKey).toBeTruthy();
  });
});
