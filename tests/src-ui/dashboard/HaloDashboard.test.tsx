import { fireEvent, screen, within } from '@testing-library/react';
import HaloDashboard from '../../../src-ui/dashboard/HaloDashboard';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, TREE, userInfo } from '../shell/app-test-container';
import { haloWire } from './halo-dashboard.fixtures';

jest.mock('../../../src-ui/dashboard/hiring-dashboards.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));
jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

const HALO = '/v1/dashboards/brands/1/halo';

/** Brand 1 of the test tree with the rewards (under HARRI_ENGAGE) and risk services. */
const ENGAGED_TREE = [
  {
    ...TREE[0]!,
    services: [
      { code: 'HARRI_ENGAGE', type: 'ACTIVE', sub_services: [{ code: 'REWARDS_AND_RECOGNITION' }] },
      { code: 'RISK_DETECTION', type: 'ACTIVE' },
    ],
  },
];

/**
 * Renders the GP main dashboard of brand 1 for an employer; the Halo read answers `answer()`.
 * With `readsAll`, the viewer's access at brand 1 promises engagement and risk.
 */
async function renderHalo(answer: () => unknown, readsAll = false) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  if (readsAll) {
    serveBrands(
      fakes,
      {
        permissions: [{ name: 'VIEW_TEAM_ENGAGEMENT' }, { name: 'ACCESS_RISK_DETECTION_DASHBOARD' }],
        user_accesses: ['TEAM_LIVE'],
      },
      ENGAGED_TREE,
    );
    fakes.gateway.on('GET', '/v1/brands/1/settings', () => ({
      atr_type: null,
      location_filter_type: 'ALL_LEVELS',
    }));
  } else serveBrands(fakes, { permissions: [], user_accesses: [] });
  fakes.gateway.on('GET', HALO, answer);
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  renderWithApp(<HaloDashboard />, { container, path: '/enterprise-dashboards/gp-main-dashboard' });
  return fakes;
}

describe('HaloDashboard', () => {
  it('shows the totals and the levels below with their figures', async () => {
    await renderHalo(() => haloWire({ total: 2 }));
    const table = await screen.findByRole('table', { name: 'Levels below' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Level 1' })).toBeInTheDocument();
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Level 1', 'Group', '6', '7', '12', '18', '6', '24', '30']);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('leaves out the engagement and risk the viewer may not read, from the figures and the table', async () => {
    await renderHalo(() => haloWire({ readable: { engagement: false, risk: false } }));
    const table = await screen.findByRole('table', { name: 'Levels below' });
    await within(table).findByRole('link', { name: 'Level 1' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.queryByText('Recognitions (30 days)')).not.toBeInTheDocument();
    expect(screen.queryByText('Unresolved flags')).not.toBeInTheDocument();
  });

  it('holds the places of the engagement and risk figures and columns the viewer’s access promises while the read is under way', async () => {
    await renderHalo(() => new Promise(() => undefined), true);
    const table = screen.getByRole('table', { name: 'Levels below' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    // The figure and its column.
    expect(screen.getAllByText('Recognitions (30 days)')).toHaveLength(2);
    expect(screen.getAllByText('Unresolved flags')).toHaveLength(2);
  });

  it('holds only the figures every viewer reads while the read is under way, when the access promises no more', async () => {
    await renderHalo(() => new Promise(() => undefined));
    const table = screen.getByRole('table', { name: 'Levels below' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.queryByText('Recognitions (30 days)')).not.toBeInTheDocument();
  });

  it('says the read failed and reads again on Retry', async () => {
    let fails = true;
    const fakes = await renderHalo(() => {
      if (fails) throw FakeHttpGateway.error(503);
      return haloWire();
    });
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    fails = false;
    fireEvent.click(retries[0]!);
    expect(await screen.findByRole('link', { name: 'Level 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fakes.gateway.requests.filter((request) => request.path === HALO).length).toBeGreaterThanOrEqual(
      2,
    );
  });
});
