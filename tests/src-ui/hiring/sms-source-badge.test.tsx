import { screen, within } from '@testing-library/react';
import type { ApplicationSummary } from '../../../src-domain/messaging/messaging.model';
import { ApplicationList } from '../../../src-ui/hiring/application-list';
import { ApplicationRows } from '../../../src-ui/hiring/ApplicationRows';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const row = (id: number, fromSms: boolean): ApplicationSummary => ({
  id,
  status: 'APPLIED',
  archived: false,
  createdAt: '2026-03-01T10:00:00Z',
  position: { id: 1, title: 'Patio Server', category: 'FOH' },
  location: { id: 2, name: 'Portland Downtown' },
  candidate: { id: `c-${id}`, firstName: fromSms ? 'Sam' : 'Wes', lastName: 'Lee' },
  unread: 0,
  fromSms,
});

describe('the "From SMS" mark of the inbox (#38)', () => {
  it.each([true, false])('marks a text-to-apply application only (narrow: %s)', async (narrow) => {
    const list = new ApplicationList(() =>
      Promise.resolve({ total: 2, applications: [row(1, true), row(2, false)] }),
    );
    await list.reset();
    const { container } = createTestContainer();
    renderWithApp(
      <ApplicationRows
        list={list}
        narrow={narrow}
        showCandidate
        label="Applications"
        hrefOf={(id) => `/hiring/applications/${id}`}
        onRetry={() => undefined}
      />,
      { container },
    );
    const badges = screen.getAllByTestId('sms-source-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('From SMS');
    const line = narrow ? badges[0]!.closest('li')! : badges[0]!.closest('tr')!;
    expect(within(line as HTMLElement).getByText('Sam Lee')).toBeInTheDocument();
  });
});
