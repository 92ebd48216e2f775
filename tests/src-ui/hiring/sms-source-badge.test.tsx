import { screen, within } from '@testing-library/react';
import type { ApplicationSummary } from '../../../src-domain/messaging/messaging.model';
import { ApplicationList } from '../../../src-ui/hiring/application-list';
import { renderApplicationRows } from './render-application-rows';

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
    renderApplicationRows(list, narrow);
    const badges = screen.getAllByTestId('sms-source-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('From SMS');
    const line = narrow ? badges[0]!.closest('li')! : badges[0]!.closest('tr')!;
    expect(within(line as HTMLElement).getByText('Sam Lee')).toBeInTheDocument();
  });
});
