import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScheduleFeedApiPort } from '../../../src-domain/schedules/schedule-feed-api.port';
import { CalendarFeedSection } from '../../../src-ui/schedules/CalendarFeedSection';
import { CalendarFeedStore } from '../../../src-ui/schedules/calendar-feed.store';
import { FakeScheduleFeedApi } from '../../fakes/schedule-feed-api.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

function renderSection(api: FakeScheduleFeedApi) {
  const { container } = createTestContainer();
  if (container.isBound(ScheduleFeedApiPort)) container.unbind(ScheduleFeedApiPort);
  container.bind(ScheduleFeedApiPort).toConstantValue(api);
  return renderWithApp(<CalendarFeedSection />, { container });
}

describe('CalendarFeedSection', () => {
  it('makes the link and shows it once: webcal subscribe, https link, copy', async () => {
    const api = new FakeScheduleFeedApi();
    renderSection(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    const url = 'https://brigade.test/api/core/v1/schedule_feeds/token1/shifts.ics';
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Subscribe in my calendar' })).toHaveAttribute(
      'href',
      url.replace('https://', 'webcal://'),
    );
    expect(screen.getByRole('link', { name: 'Open the https link' })).toHaveAttribute('href', url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
  });

  it('an existing link offers a new one and revoking; revoked, it offers to make one', async () => {
    const api = new FakeScheduleFeedApi();
    api.current = '2026-11-20T10:00:00.000Z';
    renderSection(api);
    const user = userEvent.setup();
    expect(await screen.findByText(/A calendar link made on Nov 20, 2026 is active/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    await waitFor(() => expect(api.current).toBeUndefined());
    expect(await screen.findByRole('button', { name: 'Make a calendar link' })).toBeInTheDocument();
    expect(api.calls).toEqual(['issuedAt', 'revoke']);
  });
});

describe('CalendarFeedStore', () => {
  it('a rotation replaces the link shown; a refusal is a failed write, nothing lost', async () => {
    const api = new FakeScheduleFeedApi();
    const store = new CalendarFeedStore(api);
    await store.load();
    expect(store.issuedAt).toEqual({ kind: 'ready', value: undefined });
    expect(await store.issue()).toBe(true);
    expect(await store.issue()).toBe(true);
    expect(store.issued?.url).toContain('token2');
    api.fail = new Error('offline');
    expect(await store.revoke()).toBe(false);
    expect(store.write).toEqual({ kind: 'failed', code: undefined });
    expect(store.issued?.url).toContain('token2');
  });
});
