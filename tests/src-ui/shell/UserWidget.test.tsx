import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionStore } from '../../../src-ui/session/session.store';
import { UserWidget } from '../../../src-ui/shell/UserWidget';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from './app-test-container';

async function renderWidget(isPlatformAdmin: boolean) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo({ is_platform_admin: isPlatformAdmin }));
  serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
  await container.get(SessionStore).restore();
  renderWithApp(<UserWidget />, { container, path: '/dashboard' });
  await userEvent.setup().click(screen.getByRole('button', { name: /Olivia/ }));
}

describe('UserWidget', () => {
  it('offers a platform administrator the job queue and the vitals report (issue #35)', async () => {
    await renderWidget(true);
    expect(screen.getByRole('menuitem', { name: 'Job queue' })).toHaveAttribute('href', '/admin/jobs');
    expect(screen.getByRole('menuitem', { name: /vitals/ })).toHaveAttribute('href', '/admin/vitals');
  });

  it('shows neither to anyone else', async () => {
    await renderWidget(false);
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Job queue' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /vitals/ })).toBeNull();
  });
});

describe('UserWidget photo (spec 000 §7 GET /v1/user/basic_media)', () => {
  async function renderWith(basicMedia: () => unknown) {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () =>
      userInfo({ profile_image: { uuid: 'old', path: '/media/profile-photos/old.png' } }),
    );
    fakes.gateway.on('GET', '/v1/user/basic_media', basicMedia);
    serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
    await container.get(SessionStore).restore();
    const view = renderWithApp(<UserWidget />, { container, path: '/dashboard' });
    return { container, fakes, view };
  }
  const photoSource = (view: { container: HTMLElement }) =>
    view.container.querySelector('.user-widget__avatar img')?.getAttribute('src');

  it('shows the profile media’s photo, read once after the header shows', async () => {
    const { container, fakes, view } = await renderWith(() => ({
      profile_image: { uuid: 'new', path: '/media/profile-photos/new.png' },
      degrees: 0,
      rotation: 0,
      first_name: 'Olivia',
      last_name: 'Owner',
    }));
    await waitFor(() => expect(photoSource(view)).toBe('/media/profile-photos/new.png'));
    // Another header of the same user (a page change) does not read again.
    renderWithApp(<UserWidget />, { container, path: '/profile' });
    expect(fakes.gateway.requests.filter((call) => call.path === '/v1/user/basic_media')).toHaveLength(1);
  });

  it('keeps the user record’s photo when the read fails', async () => {
    const { fakes, view } = await renderWith(() => {
      throw FakeHttpGateway.error(503);
    });
    await waitFor(() =>
      expect(fakes.gateway.requests.some((call) => call.path === '/v1/user/basic_media')).toBe(true),
    );
    expect(photoSource(view)).toBe('/media/profile-photos/old.png');
  });
});
