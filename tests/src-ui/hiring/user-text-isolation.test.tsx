import { screen, within } from '@testing-library/react';
import { ApplicationList } from '../../../src-ui/hiring/application-list';
import { ThreadView } from '../../../src-ui/hiring/ThreadView';
import { IsolatedSentence } from '../../../src-ui/widgets/user-text/IsolatedSentence';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';
import { renderApplicationRows } from './render-application-rows';

/**
 * User-written text is isolated wherever the hiring screens show it (issue #28, finding 9): a
 * right-to-left override in a name or a message cannot reorder what is around it.
 */
const RLO = '\u202E';

/** The closest element that isolates its text: a <bdi>, or an element with dir="auto". */
const isolator = (element: HTMLElement) => element.closest('bdi, [dir="auto"]');

describe('ThreadView', () => {
  it('shows a message text with dir="auto" and the author and file names each in a <bdi>', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <ThreadView
        viewerIsCandidate={false}
        newIds={[]}
        messages={[
          {
            id: 1,
            sender: { id: 'u-1', firstName: `Eve${RLO}`, lastName: 'Doe' },
            fromCandidate: true,
            body: `See the invoice ${RLO}fdp.exe`,
            createdAt: '2026-03-01T10:00:00Z',
            isRead: true,
            viaSms: false,
            files: [
              {
                id: 9,
                name: `report${RLO}fdp.exe`,
                contentType: 'application/pdf',
                sizeBytes: 1200,
                url: '/api/core/files/9',
                linkExpiresAt: '2026-03-01T11:00:00Z',
              },
            ],
          },
        ]}
      />,
      { container },
    );
    const message = screen.getByTestId('thread-message');
    expect(isolator(within(message).getByText(`See the invoice ${RLO}fdp.exe`))).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(isolator(within(message).getByText(`Eve${RLO} Doe`))?.tagName).toBe('BDI');
    const link = within(message).getByRole('link', { name: `report${RLO}fdp.exe` });
    expect(link.querySelector('bdi')).toHaveTextContent(`report${RLO}fdp.exe`);
  });
});

describe('ApplicationRows', () => {
  it.each([true, false])('isolates candidate, position and location names (narrow: %s)', async (narrow) => {
    const list = new ApplicationList(() =>
      Promise.resolve({
        total: 1,
        applications: [
          {
            id: 3,
            status: 'APPLIED',
            archived: false,
            createdAt: '2026-03-01T10:00:00Z',
            position: { id: 1, title: `Cook${RLO}`, category: 'BOH' },
            location: { id: 2, name: `Grill${RLO}` },
            candidate: { id: 'c', firstName: `Ann${RLO}`, lastName: 'Lee' },
            unread: 0,
            fromSms: false,
          },
        ],
      }),
    );
    await list.reset();
    renderApplicationRows(list, narrow);
    for (const text of [`Ann${RLO} Lee`, `Cook${RLO}`, `Grill${RLO}`]) {
      expect(isolator(screen.getByText(text))?.tagName).toBe('BDI');
    }
  });
});

describe('IsolatedSentence', () => {
  it('puts each value of a translated sentence in its own <bdi>, the text being the sentence', () => {
    const { container } = createTestContainer();
    const { container: root } = renderWithApp(
      <p data-testid="sentence">
        <IsolatedSentence
          sentence={(standIns) => `Manager at ${standIns.brand} (${standIns.city})`}
          values={{ brand: `Harbor${RLO} Grill`, city: 'Portland' }}
        />
      </p>,
      { container },
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent(`Manager at Harbor${RLO} Grill (Portland)`, {
      normalizeWhitespace: false,
    });
    expect([...root.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual([
      `Harbor${RLO} Grill`,
      'Portland',
    ]);
  });
});
