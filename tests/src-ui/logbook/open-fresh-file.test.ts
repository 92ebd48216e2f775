import type { MouseEvent } from 'react';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeLogbookApi, logbookEntry } from '../../fakes/logbook-api.fake';
import { LogbookDayStore } from '../../../src-ui/logbook/logbook-day.store';
import { openFreshFile } from '../../../src-ui/logbook/open-fresh-file';
import type { LogbookAttachment } from '../../../src-domain/logbook/logbook.model';

const photo = (url: string): LogbookAttachment => ({
  id: 9,
  name: 'window.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 10,
  url,
});

function click() {
  const event = { preventDefault: jest.fn() };
  return { event, asMouse: event as unknown as MouseEvent<HTMLAnchorElement> };
}

describe('openFreshFile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves a young link to the browser, and opens an old one by the link of a new read, in a tab cut from the page', async () => {
    const api = new FakeLogbookApi();
    const clock = new FakeClock();
    api.entries = [logbookEntry({ id: 1, attachments: [photo('/files/first')] })];
    const store = new LogbookDayStore(api, clock);
    await store.open(7, '2025-01-15');
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    const young = click();
    openFreshFile(store, 1, photo('/files/first'), young.asMouse);
    expect(young.event.preventDefault).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();

    clock.advance(5 * 60_000);
    api.entries = [logbookEntry({ id: 1, attachments: [photo('/files/second')] })];
    const old = click();
    openFreshFile(store, 1, photo('/files/first'), old.asMouse);
    expect(old.event.preventDefault).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.location.href).toBe('/files/second');
  });

  it('closes the tab when the file is gone', async () => {
    const api = new FakeLogbookApi();
    const clock = new FakeClock();
    api.entries = [logbookEntry({ id: 1, attachments: [photo('/files/first')] })];
    const store = new LogbookDayStore(api, clock);
    await store.open(7, '2025-01-15');
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    clock.advance(5 * 60_000);
    api.entries = [logbookEntry({ id: 1 })];
    openFreshFile(store, 1, photo('/files/first'), click().asMouse);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
