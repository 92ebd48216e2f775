import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import EngagementScreen from '../../../src-ui/rewards/EngagementScreen';
import { EngagementStore } from '../../../src-ui/rewards/engagement.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

/** The screen over the rewards fake, for a signed-in employer whose context brand is 1. */
async function renderScreen() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  const brands = container.get(BrandContextStore);
  await brands.load();
  const api = new FakeRewardsApi();
  container.rebind(EngagementStore).toConstantValue(new EngagementStore(api, brands));
  renderWithApp(<EngagementScreen />, { container, path: '/enterprise-dashboards/engagement-dashboard' });
  return api;
}

const reads = (api: FakeRewardsApi) => api.calls.filter((call) => call.startsWith('engagement:'));

describe('EngagementScreen', () => {
  it('reads this month, then the week chosen in the week picker (Monday to Sunday)', async () => {
    const user = userEvent.setup();
    const api = await renderScreen();
    const now = DateTime.utc();
    const month = `engagement:1:${now.startOf('month').toISODate()}:${now.endOf('month').toISODate()}`;
    await waitFor(() => expect(reads(api)).toEqual([month]));
    expect(screen.getByRole('button', { name: `Month: ${now.toFormat('MM/yyyy')}` })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'WEEK');
    const monday = now.startOf('week');
    const thisWeek = `engagement:1:${monday.toISODate()}:${monday.endOf('week').toISODate()}`;
    await waitFor(() => expect(reads(api).at(-1)).toBe(thisWeek));
    // No week after this one: the figures are of what happened.
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    const before = monday.minus({ weeks: 1 });
    await waitFor(() =>
      expect(reads(api).at(-1)).toBe(
        `engagement:1:${before.toISODate()}:${before.endOf('week').toISODate()}`,
      ),
    );
  });

  it('is framed like the other dashboards: the title, then the brand whose subtree it counts', async () => {
    await renderScreen();
    const heading = screen.getByRole('heading', { level: 1, name: 'Engagement' });
    expect(heading.closest('section')).toHaveAccessibleName('Engagement');
    expect(heading.nextElementSibling).toHaveTextContent('Harbor Group');
    // The fake holds no figures: the read fails inside the frame, which stays.
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Harbor Group')).toBeInTheDocument();
  });
});
