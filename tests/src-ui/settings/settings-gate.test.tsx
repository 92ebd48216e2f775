import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LevelActivationPanel } from '../../../src-ui/settings/LevelActivationPanel';
import { SettingsGate } from '../../../src-ui/settings/SettingsGate';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const levelsWire = (locationOn: boolean) => ({
  brand_id: 7,
  service_code: 'CLOCKOUT_ATTESTATION',
  levels: [
    { level: 'GP-4', brand_count: 1, is_active: true },
    { level: 'LOCATION', brand_count: 36, is_active: locationOn },
  ],
});

describe('SettingsGate', () => {
  it('asks the server with the permissions and opens the screen when it says yes', async () => {
    const { container, fakes } = createTestContainer();
    fakes.gateway.on('GET', '/v1/brands/7/permissions/is_authorized', () => ({ is_authorized: true }));
    renderWithApp(
      <SettingsGate brandId={7} requiredPermissions={['MANAGE_TAGS']}>
        <p>Tag manager</p>
      </SettingsGate>,
      { container },
    );
    expect(await screen.findByText('Tag manager')).toBeInTheDocument();
    expect(fakes.gateway.requests[0]?.query).toMatchObject({ required_permissions: 'MANAGE_TAGS' });
  });

  it('says so when refused, and offers a retry that works when the call fails', async () => {
    const { container, fakes } = createTestContainer();
    fakes.gateway.on('GET', '/v1/brands/7/permissions/is_authorized', () => ({ is_authorized: false }));
    const { unmount } = renderWithApp(
      <SettingsGate brandId={7} requiredPermissions={['MANAGE_REWARDS']}>
        <p>Rewards</p>
      </SettingsGate>,
      { container },
    );
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByText('Rewards')).not.toBeInTheDocument();
    unmount();

    let failing = true;
    fakes.gateway.on('GET', '/v1/brands/8/permissions/is_authorized', () => {
      if (failing) throw FakeHttpGateway.error(500);
      return { is_authorized: true };
    });
    renderWithApp(
      <SettingsGate brandId={8} requiredPermissions={['MANAGE_REWARDS']}>
        <p>Rewards</p>
      </SettingsGate>,
      { container },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your access');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rewards')).toBeInTheDocument();
  });
});

describe('LevelActivationPanel', () => {
  it('names the levels, saves the switches the user changed, and keeps them when a save fails', async () => {
    const { container, fakes } = createTestContainer();
    let locationOn = true;
    const saved: unknown[] = [];
    let refuse = true;
    fakes.gateway
      .on('GET', '/v1/brands/7/settings/clockout_attestation/level_activation', () => levelsWire(locationOn))
      .on('PUT', '/v1/brands/7/settings/clockout_attestation/level_activation', (request) => {
        if (refuse) throw FakeHttpGateway.error(403, 'SETTINGS.FORBIDDEN');
        saved.push(request.body);
        locationOn = false;
        return levelsWire(locationOn);
      });
    renderWithApp(<LevelActivationPanel brandId={7} serviceCode="CLOCKOUT_ATTESTATION" />, { container });
    const locations = await screen.findByRole('switch', { name: /Locations/ });
    expect(screen.getByRole('switch', { name: /Group level 4/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save levels' })).toBeDisabled();

    await userEvent.click(locations);
    expect(locations).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText('You may not change these levels.')).toBeInTheDocument();
    expect(locations).not.toBeChecked();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText('Levels saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      { service_code: 'CLOCKOUT_ATTESTATION', levels: [{ level: 'LOCATION', is_active: false }] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save levels' })).toBeDisabled());
  });

  it("reads rewards' levels from the brand's level activation with the service code (spec 001)", async () => {
    const { container, fakes } = createTestContainer();
    fakes.gateway.on('GET', '/v1/brands/7/level_activation', () => levelsWire(true));
    renderWithApp(<LevelActivationPanel brandId={7} serviceCode="REWARDS_AND_RECOGNITION" />, { container });
    expect(await screen.findByRole('switch', { name: /Locations/ })).toBeChecked();
    expect(fakes.gateway.requests.at(-1)?.query).toEqual({ service_code: 'REWARDS_AND_RECOGNITION' });
  });

  it('shows a failure with a retry when the levels cannot be read', async () => {
    const { container, fakes } = createTestContainer();
    let failing = true;
    fakes.gateway.on('GET', '/v1/brands/7/settings/clockout_attestation/level_activation', () => {
      if (failing) throw FakeHttpGateway.error(500);
      return levelsWire(true);
    });
    renderWithApp(<LevelActivationPanel brandId={7} serviceCode="CLOCKOUT_ATTESTATION" />, { container });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the levels.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /Locations/ })).toBeChecked();
  });
});
