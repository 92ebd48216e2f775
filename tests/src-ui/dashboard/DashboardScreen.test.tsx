import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import DashboardScreen from '../../../src-ui/dashboard/DashboardScreen';
import { HomePageStore } from '../../../src-ui/dashboard/home-page.store';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

function renderDashboard(container: ReturnType<typeof createAppTestContainer>['container']) {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<DashboardScreen />} />
      <Route path="*" element={<p>Landed</p>} />
    </Routes>,
    { container, path: '/dashboard' },
  );
}

describe('DashboardScreen', () => {
  it('goes to the home page of the brand in context, not the one resolved before', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway
      .on('GET', '/v1/users/info', () => userInfo())
      .on('GET', '/v1/users/navigation_preferences', () => ({ default_home_page: null }));
    serveBrands(fakes, { permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: [] });
    await container.get(HomePageStore).resolve();
    expect(container.get(HomePageStore).state).toMatchObject({ page: { path: '/access-portal/main' } });
    fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: 2, brand_type: 'GP-4' }));
    await container.get(BrandContextStore).choose(2);
    renderDashboard(container);
    expect(screen.getByRole('status', { name: 'Opening your home page…' })).toBeInTheDocument();
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(container.get(HomePageStore).state).toMatchObject({
      page: { path: '/enterprise-dashboards/gp-main-dashboard' },
    });
  });

  it('offers a retry on the error screen when the facts cannot load', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    renderDashboard(container);
    expect(await screen.findByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home Page' })).toBeInTheDocument();
  });
});
