import { screen, within } from '@testing-library/react';
import { ApplicationList } from '../../../src-ui/hiring/application-list';
import { applicationSummary } from '../../fakes/application-summary.fixture';
import { renderApplicationRows } from './render-application-rows';

const row = (id: number, fromSms: boolean) =>
  applicationSummary(id, {
    candidate: { id: `c-${id}`, firstName: fromSms ? 'Sam' : 'Wes', lastName: 'Lee' },
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
