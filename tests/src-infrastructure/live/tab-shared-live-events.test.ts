/**
 * @jest-environment node
 */
import type { LiveEvent } from '../../../src-domain/live/live-event.model';
import { FetchLiveStream } from '../../../src-infrastructure/live/fetch-live-stream';
import { TabSharedLiveEvents } from '../../../src-infrastructure/live/tab-shared-live-events.adapter';
import { FakeBrowser, FakeEventServer, until } from './fake-browser-tabs';

const message = (applicationId: number) => ({
  application_id: applicationId,
  message_id: applicationId * 10,
  brand_id: 3,
  sender: 'CANDIDATE',
});

/** One tab of the browser: its adapter and what its views heard. */
function openTab(browser: FakeBrowser, server: FakeEventServer, tab: number, shared = true) {
  const heard: LiveEvent[] = [];
  const sleeps: number[] = [];
  const live = new TabSharedLiveEvents(
    {
      url: '/api/core/v1/events',
      accessToken: () => Promise.resolve(`token-${tab}`),
      fetch: server.fetchOf(tab),
      random: () => 0.999999,
      sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
    },
    (options, listener) => new FetchLiveStream(options, listener),
    shared
      ? { locks: browser.locksOf(tab), channel: browser.channelOf(tab) }
      : { locks: undefined, channel: undefined },
  );
  const stop = live.subscribe((event) => heard.push(event));
  return { live, heard, sleeps, stop };
}

describe('TabSharedLiveEvents', () => {
  it('six tabs hold one stream, and each hears every event once', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tabs = [1, 2, 3, 4, 5, 6].map((tab) => openTab(browser, server, tab));
    await until(() => tabs.every((tab) => tab.live.status() === 'live'), 'every tab live');
    expect(server.openStreams).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(tabs.filter((tab) => tab.live.isLeader())).toHaveLength(1);

    server.publish('message.created', message(7));
    server.publish('message.created', message(8));
    await until(() => tabs.every((tab) => tab.heard.length === 2), 'both events in every tab');
    for (const tab of tabs) {
      expect(tab.heard.map((event) => (event.kind === 'message.created' ? event.applicationId : 0))).toEqual([
        7, 8,
      ]);
    }
  });

  it('when the leader tab closes another takes over, resumes from the last id, and nothing is lost or doubled', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tabs = [1, 2, 3].map((tab) => openTab(browser, server, tab));
    await until(() => tabs.every((tab) => tab.live.status() === 'live'), 'every tab live');
    const leader = browser.leader!;
    server.publish('message.created', message(1));
    await until(() => tabs.every((tab) => tab.heard.length === 1), 'the first event everywhere');

    browser.closeTab(leader);
    // Written while no tab holds a stream: the next leader's resume must bring it.
    server.publish('message.created', message(2));
    const rest = tabs.filter((_, index) => index + 1 !== leader);
    await until(() => browser.leader !== undefined && browser.leader !== leader, 'a new leader');
    await until(() => rest.every((tab) => tab.heard.length === 2), 'the gap event in the other tabs');
    server.publish('message.created', message(3));
    await until(() => rest.every((tab) => tab.heard.length === 3), 'a live event after the hand-over');

    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]).toMatchObject({ tab: browser.leader, lastEventId: '1' });
    expect(server.openStreams).toBe(1);
    for (const tab of rest) {
      expect(tab.heard.map((event) => (event.kind === 'message.created' ? event.applicationId : 0))).toEqual([
        1, 2, 3,
      ]);
    }
  });

  it('a tab that lagged behind the old leader takes over without delivering an event twice', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tabs = [1, 2, 3].map((tab) => openTab(browser, server, tab));
    await until(() => tabs.every((tab) => tab.live.status() === 'live'), 'every tab live');
    expect(browser.leader).toBe(1);
    browser.hold(2);
    server.publish('message.created', message(1));
    await until(() => tabs[2]!.heard.length === 1, 'the event in tab 3');
    browser.closeTab(1);
    // Tab 2 leads from before event 1: the server replays it; tab 3 has it already.
    await until(() => tabs[1]!.heard.length === 1, 'the replayed event in tab 2');
    browser.deliverHeld(2); // the old leader's late broadcast
    server.publish('message.created', message(2));
    await until(() => tabs[2]!.heard.length >= 2 && tabs[1]!.heard.length >= 2, 'the next event');
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const tab of tabs.slice(1)) {
      expect(tab.heard.map((event) => (event.kind === 'message.created' ? event.applicationId : 0))).toEqual([
        1, 2,
      ]);
    }
  });

  it('the last tab to stop listening closes the stream; a tab that stops hands the lead on', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const first = openTab(browser, server, 1);
    const second = openTab(browser, server, 2);
    await until(() => first.live.status() === 'live' && second.live.status() === 'live', 'both live');
    expect(browser.leader).toBe(1);
    first.stop();
    await until(() => browser.leader === 2 && second.live.status() === 'live', 'tab 2 leads');
    expect(server.openStreams).toBe(1);
    second.stop();
    await until(() => server.openStreams === 0, 'no stream');
    expect(browser.leader).toBeUndefined();
    expect(second.live.status()).toBe('down');
  });

  it('without Web Locks or BroadcastChannel each tab keeps its own stream', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tabs = [1, 2].map((tab) => openTab(browser, server, tab, false));
    await until(() => tabs.every((tab) => tab.live.status() === 'live'), 'both live');
    expect(server.openStreams).toBe(2);
    server.publish('news.created', { brand_id: 3, news_id: 9 });
    await until(() => tabs.every((tab) => tab.heard.length === 1), 'the event in both');
  });
});

describe('FetchLiveStream (through the adapter, one tab)', () => {
  it('reconnects after a drop with Last-Event-ID, after the retry hint, and gets what it missed', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tab = openTab(browser, server, 1, false);
    await until(() => tab.live.status() === 'live', 'live');
    server.send('retry: 1200\n\n');
    server.publish('message.created', message(1));
    await until(() => tab.heard.length === 1, 'the first event');
    server.dropAll();
    server.publish('message.created', message(2));
    await until(() => tab.heard.length === 2, 'the missed event');
    expect(server.requests.map((request) => request.lastEventId)).toEqual([undefined, '1']);
    expect(tab.sleeps).toEqual([1200]);
  });

  it('without events it resumes from the position the ready frame gave', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    server.publish('news.created', { brand_id: 3, news_id: 1 });
    const tab = openTab(browser, server, 1, false);
    await until(() => tab.live.status() === 'live', 'live');
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.dropAll();
    await until(() => server.requests.length === 2, 'a reconnect');
    expect(server.requests[1]!.lastEventId).toBe('1');
    expect(tab.heard).toEqual([]);
  });

  it('after session.ended it reconnects at once with a fresh token; reload reaches the views', async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tab = openTab(browser, server, 1, false);
    await until(() => tab.live.status() === 'live', 'live');
    server.send('event: session.ended\ndata: {"reason":"TOKEN_EXPIRED"}\n\n');
    await until(() => server.requests.length === 2, 'a new stream');
    expect(tab.sleeps).toEqual([]);
    server.send('event: reload\ndata: {"reason":"TOO_FAR_BEHIND"}\n\n');
    await until(() => tab.heard.length === 1, 'the reload');
    expect(tab.heard[0]).toEqual({ kind: 'reload', reason: 'TOO_FAR_BEHIND' });
  });

  it("a reload's id becomes the position even when it is below the one held (a reset log)", async () => {
    const browser = new FakeBrowser();
    const server = new FakeEventServer(browser);
    const tabs = [1, 2].map((tab) => openTab(browser, server, tab));
    await until(() => tabs.every((tab) => tab.live.status() === 'live'), 'both live');
    for (let index = 1; index <= 5; index += 1)
      server.publish('news.created', { brand_id: 3, news_id: index });
    await until(() => tabs.every((tab) => tab.heard.length === 5), 'five events');
    server.send('id: 2\nevent: reload\ndata: {"reason":"TOO_FAR_BEHIND"}\n\n');
    await until(() => tabs.every((tab) => tab.heard.length === 6), 'the reload in both tabs');
    server.dropAll();
    await until(() => server.requests.length === 2, 'a reconnect');
    expect(server.requests[1]!.lastEventId).toBe('2');
  });
});
