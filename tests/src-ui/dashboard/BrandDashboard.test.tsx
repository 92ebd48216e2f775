import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationSummary } from '../../../src-domain/messaging/messaging.model';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { ApplicationsTable } from '../../../src-ui/dashboard/ApplicationsTable';
import BrandDashboard from '../../../src-ui/dashboard/BrandDashboard';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';
import { renderWidget } from '../widgets/render-widget';

jest.mock('../../../src-ui/layouts/app-layout.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));
jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

const summary = {
  brand_id: 1,
  open_positions: 72,
  applications_by_status: [
    { status: 'NEW', count: 5 },
    { status: 'HIRED', count: 2 },
  ],
  positions: [
    { id: 41, title: 'Line cook', category: 'BOH', brand_name: 'Grill Downtown', applications: 3 },
    { id: 42, title: 'Host', category: 'FOH', brand_name: 'Grill Airport', applications: 1 },
  ],
};

async function renderSchedule(accesses: string[], answer: () => unknown = () => summary, path = '/schedule') {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway
    .on('GET', '/v1/users/info', () => userInfo())
    .on('GET', '/v1/dashboards/brands/1/summary', answer);
  serveBrands(fakes, { permissions: [], user_accesses: accesses });
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  renderWithApp(<BrandDashboard />, { container, path });
  return fakes;
}

describe('BrandDashboard (schedule)', () => {
  it('says how many of the open positions it lists, and each leads to its applications', async () => {
    await renderSchedule(['SOURCE_HIRE', 'TEAM_LIVE']);
    const panel = (await screen.findByRole('heading', { name: 'Positions' })).closest('section')!;
    expect(await within(panel).findByText('2 of 72')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Line cook' })).toHaveAttribute(
      'href',
      '/hiring/applications?position=41',
    );
  });

  it('shows positions as text to a manager who cannot open the hiring inbox', async () => {
    await renderSchedule(['TEAM_LIVE']);
    expect(await screen.findByText('Line cook')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Line cook' })).not.toBeInTheDocument();
  });

  it('shows the read-failure panel when the figures cannot be read, and its retry reads again', async () => {
    let fail = true;
    await renderSchedule(['SOURCE_HIRE'], () => {
      if (fail) throw FakeHttpGateway.error(500);
      return summary;
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 72')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('BrandDashboard (main dashboard)', () => {
  it('says how many statuses its status table lists', async () => {
    await renderSchedule(['SOURCE_HIRE'], () => summary, '/enterprise-dashboards/gp-main-dashboard');
    const panel = (await screen.findByRole('heading', { name: 'Applications by status' })).closest(
      'section',
    )!;
    expect(await within(panel).findByText('2 of 2')).toBeInTheDocument();
  });
});

describe('ApplicationsTable', () => {
  const application = (id: number): ApplicationSummary => ({
    id,
    status: 'NEW',
    archived: false,
    createdAt: '2026-11-20T10:00:00Z',
    unread: 0,
    fromSms: false,
    position: { id: 1, title: `Cook ${id}`, category: 'BOH' },
    location: { id: 3, name: 'Grill Downtown' },
    candidate: { id: `user-${id}`, firstName: 'Ana', lastName: `Lee ${id}` },
  });

  it('says which rows of how many it shows and pages', async () => {
    const onShow = jest.fn();
    const rows = Array.from({ length: 10 }, (_unused, index) => application(11 + index));
    renderWidget(
      <ApplicationsTable
        data={{ kind: 'ready', value: { total: 42, applications: rows } }}
        showCandidate
        caption="Applications"
        offset={10}
        pageSize={10}
        onShow={onShow}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onShow).toHaveBeenLastCalledWith(20);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onShow).toHaveBeenLastCalledWith(0);
  });
});
