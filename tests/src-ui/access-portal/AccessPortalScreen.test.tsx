import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Brand } from '../../../src-domain/brands/brand.model';
import userEvent from '@testing-library/user-event';
import AccessPortalScreen from '../../../src-ui/access-portal/AccessPortalScreen';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, TREE, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

describe('AccessPortalScreen', () => {
  it('shows the read-failure panel (not an endless spinner) when the brands cannot be read; its retry reads again', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    let fail = true;
    fakes.gateway.on('GET', '/v1/users/brands', () => {
      if (fail) throw FakeHttpGateway.error(500);
      return TREE;
    });
    await container.get(SessionStore).restore();
    await container
      .get(BrandContextStore)
      .load()
      .catch(() => undefined);
    renderWithApp(<AccessPortalScreen />, { container, path: '/access-portal/main' });

    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open the profile of Harbor Grill' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  /** The address the router is at. */
  function Address() {
    return <p data-testid="address">{useLocation().pathname}</p>;
  }

  /** The screen at `path` under its route pattern, over `tree`, signed in as olivia. */
  async function openPortal(path: string, tree: Brand[] = TREE) {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: [] }, tree);
    await container.get(SessionStore).restore();
    await container.get(BrandContextStore).load();
    renderWithApp(
      <>
        <Routes>
          <Route path="/access-portal/main/*" element={<AccessPortalScreen />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Address />
      </>,
      { container, path },
    );
  }

  it('lists 60 brands of a view, says how many of how many, and shows more on request', async () => {
    const locations: Brand[] = Array.from({ length: 130 }, (_, index) => ({
      id: 100 + index,
      type: 'LOCATION',
      name: `Site ${index + 1}`,
      services: [],
    }));
    await openPortal('/access-portal/main', [{ ...TREE[0]!, brands: locations }]);
    expect(await screen.findByText('60 of 130')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Show 60 more' }));
    expect(screen.getByText('120 of 130')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(screen.getByText('130 of 130')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });

  it('{path} opens a brand of the tree as the entry, with a way back', async () => {
    await openPortal('/access-portal/main/2');
    expect(await screen.findByRole('heading', { name: 'Access portal — Harbor Grill' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Grill Downtown/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Grill Airport/ })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the access portal' })).toHaveAttribute(
      'href',
      '/access-portal/main',
    );
  });

  it('{path} opens a view, and a brand with levels below links to them', async () => {
    await openPortal('/access-portal/main/starred');
    expect(await screen.findByRole('tab', { name: 'Starred' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/access-portal\/main\/all$/);
    await userEvent.click(screen.getByRole('tab', { name: 'Starred' }));
    expect(screen.getByRole('button', { name: /^Harbor Grill/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brands below Harbor Grill' })).toHaveAttribute(
      'href',
      '/access-portal/main/2',
    );
  });

  it.each(['/access-portal/main/999', '/access-portal/main/nowhere'])(
    '%s (not a brand of the tree, not a view) leads to the plain portal',
    async (path) => {
      await openPortal(path);
      expect(
        await screen.findByRole('heading', { name: 'Access portal — Harbor Group' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Back to the access portal' })).not.toBeInTheDocument();
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/access-portal\/main$/);
    },
  );
});
