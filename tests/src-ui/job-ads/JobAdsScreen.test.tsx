import { act, screen } from '@testing-library/react';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import JobAdsScreen from '../../../src-ui/job-ads/JobAdsScreen';
import { SessionStore } from '../../../src-ui/session/session.store';
import { INDEED_LOGGED_OUT } from '../../fakes/indeed-login-check.fixture';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/job-ads/job-ads.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));
jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

const INTRO = 'Connect your Indeed employer account to see your sponsored job campaigns here.';

describe('JobAdsScreen', () => {
  it('while the connection is checked, holds the room of the unconnected intro and its button, then shows them', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
    let answerCheck: (connection: unknown) => void = () => undefined;
    fakes.gateway
      .on('POST', '/v1/indeed/login/check', () => new Promise((resolve) => (answerCheck = resolve)))
      .on('GET', '/v1/indeed/postings', () => ({ total: 0, offset: 0, limit: 20, postings: [] }));
    await container.get(SessionStore).restore();
    await container.get(BrandContextStore).load();
    renderWithApp(<JobAdsScreen />, { container, path: '/hiring/job-ads' });

    const checking = await screen.findByText('Checking the connection…');
    expect(checking.closest('[role="status"]')).not.toBeNull();
    // The intro's text, hidden, wraps as the intro will; a button-shaped block takes the button's room.
    const shape = screen.getByText(INTRO);
    expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Connect Indeed').closest('.button')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Connect Indeed' })).not.toBeInTheDocument();

    await act(async () => answerCheck(INDEED_LOGGED_OUT));
    expect(await screen.findByRole('button', { name: 'Connect Indeed' })).toBeInTheDocument();
    expect(screen.getByText(INTRO).closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByText('Checking the connection…')).not.toBeInTheDocument();
  });
});
