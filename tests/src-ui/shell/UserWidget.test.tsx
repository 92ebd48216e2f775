import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionStore } from '../../../src-ui/session/session.store';
import { UserWidget } from '../../../src-ui/shell/UserWidget';
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
