/**
 * @jest-environment node
 */
import type { LiveEvent, LiveStatus } from '../../../src-domain/live/live-event.model';
import { GatewayLiveEvents } from '../../../src-infrastructure/live/gateway-live-events.adapter';
import { HttpMessagingApi } from '../../../src-infrastructure/messaging/http-messaging-api.adapter';
import { applicationOf } from '../../server/gateway/messaging/messaging.harness';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { until } from './fake-browser-tabs';

// The app's LiveEventsPort adapter against the real server's GET /v1/events (Node has no Web
// Locks: one stream per adapter, as a browser without them). Waits are bounded, never timed.
const PASSWORD = 'Brigade-demo-1';
let server: LiveServer;

/** A signed-in user's adapters, the live port among them, and what it heard. */
async function user(email: string) {
  const adapters = liveAdapters(server);
  expect((await adapters.identity.signIn(email, PASSWORD)).kind).toBe('signed-in');
  const live = new GatewayLiveEvents(
    { coreBaseUrl: `${server.origin}/api/core` },
    () => adapters.identity,
    adapters.clock,
  );
  const heard: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const listen = () => {
    const stopEvents = live.subscribe((event) => heard.push(event));
    const stopStatus = live.onStatusChange((status) => statuses.push(status));
    return () => (stopEvents(), stopStatus());
  };
  return { live, heard, statuses, listen, messaging: new HttpMessagingApi(adapters.gateway) };
}

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(async () => {
  await server.close();
});

const send = (messaging: HttpMessagingApi, applicationId: number, body: string) =>
  messaging.sendMessage(applicationId, { body, files: [] }, `live-${Math.random().toString(36).slice(2)}`);

const messagesTo = (heard: readonly LiveEvent[], applicationId: number) =>
  heard.filter((event) => event.kind === 'message.created' && event.applicationId === applicationId);

it('a message written by the manager reaches the candidate’s stream, and no one else’s', async () => {
  const [candidate, manager, seeker] = await Promise.all([
    user('candidate@demo.brigade.test'),
    user('manager@demo.brigade.test'),
    user('seeker@demo.brigade.test'),
  ]);
  const thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
  const stops = [candidate.listen(), seeker.listen()];
  await until(
    () => candidate.live.status() === 'live' && seeker.live.status() === 'live',
    'both streams open',
  );

  await send(manager.messaging, thread, 'Live to the candidate');
  await until(() => messagesTo(candidate.heard, thread).length === 1, 'the candidate hears the message');
  expect(messagesTo(candidate.heard, thread)[0]).toMatchObject({ sender: 'EMPLOYER', applicationId: thread });

  // The candidate reads it: the manager's side hears the read mark (badges fall on other devices).
  const stopManager = manager.listen();
  await until(() => manager.live.status() === 'live', 'the manager’s stream open');
  const unread = (await candidate.messaging.thread(thread)).messages.filter((message) => !message.isRead);
  await candidate.messaging.markRead(
    unread.map((message) => message.id),
    true,
  );
  await until(
    () => manager.heard.some((event) => event.kind === 'message.read' && event.applicationId === thread),
    'the manager hears the read mark',
  );
  expect(seeker.heard).toEqual([]);
  stops.forEach((stop) => stop());
  stopManager();
});

it('a stream closed and opened again resumes with Last-Event-ID: nothing written meanwhile is lost', async () => {
  const [candidate, manager] = await Promise.all([
    user('candidate@demo.brigade.test'),
    user('manager@demo.brigade.test'),
  ]);
  const thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
  let stop = candidate.listen();
  await until(() => candidate.live.status() === 'live', 'the stream open');
  await send(manager.messaging, thread, 'Before the break');
  await until(() => messagesTo(candidate.heard, thread).length === 1, 'the first message');
  stop();
  expect(candidate.live.status()).toBe('down');

  await send(manager.messaging, thread, 'During the break 1');
  await send(manager.messaging, thread, 'During the break 2');
  stop = candidate.listen();
  await until(() => messagesTo(candidate.heard, thread).length === 3, 'both missed messages');
  await send(manager.messaging, thread, 'After the break');
  await until(() => messagesTo(candidate.heard, thread).length === 4, 'the live one after');
  const ids = messagesTo(candidate.heard, thread).map((event) =>
    event.kind === 'message.created' ? event.messageId : 0,
  );
  expect(new Set(ids).size).toBe(4);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  stop();
});
