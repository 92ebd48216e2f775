import { screen, waitFor } from '@testing-library/react';
import MemberDashboard from '../../../src-ui/dashboard/MemberDashboard';
import { SessionStore } from '../../../src-ui/session/session.store';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, userInfo } from '../shell/app-test-container';

jest.mock('../../../src-ui/hiring/hiring.css', () => ({}));
jest.mock('../../../src-ui/widgets/widgets.css', () => ({}));
jest.mock('../../../src-ui/widgets/read-failure/read-failure.css', () => ({}));

/** Renders /dashboard/member for a job seeker whose profile scheme answers `scheme()`. */
async function renderMember(scheme: () => unknown) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('casey');
  fakes.gateway
    .on('GET', '/v1/users/info', () => userInfo({ first_name: 'Casey', user_employer: false }))
    .on('GET', '/v1/candidate_applications', () => ({ total: 0, applications: [] }))
    .on('GET', '/v1/unread_message_count_candidate', () => ({ count: 0 }))
    .on('GET', '/v1/js_dashboard/profile_scheme', scheme);
  await container.get(SessionStore).restore();
  renderWithApp(<MemberDashboard />, { container, path: '/dashboard/member' });
  return (await screen.findByRole('heading', { level: 1 })).closest('section')!;
}

describe('MemberDashboard (the entry brand’s colours, GET /v1/js_dashboard/profile_scheme)', () => {
  it('takes the colours of the brand the job seeker entered through', async () => {
    const section = await renderMember(() => ({
      brand_id: 7,
      scheme_settings: { background_color: '18,52,86', accent_color: '255,153,0' },
      profile_image: null,
      rectangle_profile_image: null,
    }));
    await waitFor(() => expect(section).toHaveClass('dashboard--entry-brand'));
    expect(section.style.getPropertyValue('--accent')).toBe('rgb(255,153,0)');
    expect(section.style.getPropertyValue('--header')).toBe('rgb(18,52,86)');
  });
});
