import { screen } from '@testing-library/react';
import { ProfileSection } from '../../../src-ui/brand-profile/ProfileSection';
import { renderWidget } from './render-widget';

jest.mock('../../../src-ui/brand-profile/brand-profile.css', () => ({}));

/** The loading lines panels and sections share: as many bars as asked, one hidden status. */
describe('the lines skeleton', () => {
  it('stands in for a loading section with its lines and says that it loads', () => {
    renderWidget(
      <ProfileSection
        id="info"
        title="Basic information"
        section={{ status: 'loading' }}
        skeletonLines={5}
        onRetry={() => {}}
      >
        {() => null}
      </ProfileSection>,
    );
    const skeleton = screen.getByTestId('brand-profile-skeleton');
    expect(skeleton.querySelectorAll('.brand-profile__skeleton-line[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent(/.+/);
    expect(skeleton.closest('section')).toHaveAttribute('aria-busy', 'true');
  });
});
