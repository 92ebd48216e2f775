import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogbookEntryCard } from '../../../src-ui/logbook/LogbookEntryCard';
import { LogbookHistoryDialog } from '../../../src-ui/logbook/LogbookHistoryDialog';
import { LogbookDayStore } from '../../../src-ui/logbook/logbook-day.store';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeLogbookApi, logbookEntry } from '../../fakes/logbook-api.fake';
import { renderWidget } from '../widgets/render-widget';

describe('LogbookHistoryDialog', () => {
  it('the Edited mark opens the versions, newest first; Escape closes and gives focus back', async () => {
    const api = new FakeLogbookApi();
    const store = new LogbookDayStore(api, new FakeClock(Date.UTC(2025, 0, 15, 12, 0, 0)));
    const entry = logbookEntry({
      id: 4,
      title: 'Fryer down',
      version: 2,
      editedAt: '2025-01-15T11:00:00Z',
    });
    api.entries = [entry];
    api.versions.set(4, [
      {
        version: 2,
        type: 'INCIDENT',
        title: 'Fryer down',
        body: 'Vendor **booked**',
        editedBy: { id: 'u2', name: 'Ben Cole' },
        editedAt: '2025-01-15T11:00:00Z',
      },
      {
        version: 1,
        type: 'GENERAL',
        title: 'Fryer <b>noisy</b>',
        body: 'Listen to it',
        editedBy: { id: 'u1', name: 'Ann' },
        editedAt: '2025-01-15T09:00:00Z',
      },
    ]);
    renderWidget(
      <>
        <LogbookEntryCard entry={entry} store={store} writable team={[]} carried={false} />
        <LogbookHistoryDialog store={store} />
      </>,
    );
    const user = userEvent.setup();
    const edited = screen.getByRole('button', { name: 'edited' });
    expect(edited).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(edited);
    const dialog = await screen.findByRole('dialog', { name: 'Versions of “Fryer down”' });
    const versions = await within(dialog).findAllByRole('listitem');
    expect(versions.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/^Version 2 — Ben Cole, /),
      expect.stringMatching(/^Version 1 — Ann, /),
    ]);
    expect(within(versions[0]!).getByText('booked').tagName).toBe('STRONG');
    // Stored markup is text.
    expect(within(versions[1]!).getByText('Fryer <b>noisy</b>')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edited).toHaveFocus());
    expect(store.history).toBeUndefined();
  });
});
