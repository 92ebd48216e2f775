import { screen, within } from '@testing-library/react';
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
});
