import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { ProfileSection } from '../../../src-ui/brand-profile/ProfileSection';
import { ErrorPanel } from '../../../src-ui/hiring/ErrorPanel';
import PreferencesScreen from '../../../src-ui/preferences/PreferencesScreen';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';
import { renderWidget } from './render-widget';

jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));
jest.mock('../../../src-ui/brand-profile/brand-profile.css', () => ({}));
jest.mock('../../../src-ui/rewards/rewards.css', () => ({}));

/**
 * Screens whose reads fail show the shared read-failure panel (issue #11: one panel, one retry,
 * everywhere): the hiring screens' panel, a brand-profile section, the preferences screen.
 */
function expectSharedPanel(alert: HTMLElement, message: string | RegExp) {
  expect(alert).toHaveClass('read-failure');
  expect(alert).toHaveTextContent(message);
  return within(alert).getByRole('button', { name: 'Try again' });
}

describe('the shared read-failure panel', () => {
  it('is what the hiring screens show, with the server code translated', async () => {
    const retry = jest.fn();
    renderWidget(<ErrorPanel code="MESSAGING.APPLICATION_NOT_FOUND" onRetry={retry} />);
    await userEvent.click(expectSharedPanel(screen.getByRole('alert'), /application/i));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is what a brand-profile section shows when it could not be read', async () => {
    const retry = jest.fn();
    renderWidget(
      <ProfileSection id="info" title="Basic information" section={{ status: 'failed' }} onRetry={retry}>
        {() => null}
      </ProfileSection>,
    );
    await userEvent.click(expectSharedPanel(screen.getByRole('alert'), /Basic information/));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is what the preferences screen shows when the preference cannot be read; its retry reads again', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    let fail = true;
    fakes.gateway.on('GET', '/v1/users/navigation_preferences', () => {
      if (fail) throw FakeHttpGateway.error(500);
      return { default_home_page: null };
    });
    await container.get(SessionStore).restore();
    await container.get(BrandContextStore).load();
    renderWithApp(<PreferencesScreen />, { container, path: '/account/preferences' });
    const home = (await screen.findByRole('heading', { name: 'Home page' })).closest('section')!;
    const retry = expectSharedPanel(await within(home).findByRole('alert'), /.+/);
    fail = false;
    await userEvent.click(retry);
    expect(await within(home).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(home).queryByRole('alert')).not.toBeInTheDocument();
  });
});
