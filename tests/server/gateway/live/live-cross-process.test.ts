import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../../server/app';
import { openDatabase } from '../../../../server/db/database';
import { signIn, startGatewayServer } from '../gateway.harness';
import { applicationOf, multipart } from '../messaging/messaging.harness';
import { openEvents } from './sse.client';
import { setPreferences } from '../sms/sms.harness';

// Two app instances on ONE PostgreSQL database, as two server processes are: a message written
// through A reaches a stream connected to B by NOTIFY (each instance LISTENs once on its own
// connection and reads the rows). The poll is set to an hour, so only NOTIFY can deliver it.
// PostgreSQL only (`npm run test:server:pg`): SQLite runs one process.
const onPostgres = process.env.TEST_POSTGRES_URL ? it : it.skip;

onPostgres('delivers a message written on process A to a stream connected to process B', async () => {
  const a = await startGatewayServer({ LIVE_POLL_MS: '3600000' });
  const bDb = openDatabase(a.config.databaseFile);
  const b = await buildApp({ config: a.config, db: bDb });
  try {
    await b.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const [candidate, manager] = await Promise.all([
      signIn(a, 'candidate@demo.brigade.test'),
      signIn(a, 'manager@demo.brigade.test'),
    ]);
    const thread = await applicationOf(
      a.db,
      'candidate@demo.brigade.test',
      'Server',
      'Harbor Grill Portland Downtown',
    );
    const onB = await openEvents(origin, candidate.accessToken);
    await onB.next((frame) => frame.event === 'ready');
    await a.app.ready();
    const form = multipart({ message_body: 'Written on A' });
    const posted = await a.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${thread}/messages`,
      headers: { authorization: `Bearer ${manager.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(posted.statusCode).toBe(200);
    const messageId = posted.json<{ data: { message: { id: number } } }>().data.message.id;
    const event = await onB.next((frame) => frame.event === 'message.created');
    expect(JSON.parse(event.data!)).toMatchObject({ application_id: thread, message_id: messageId });
    onB.close();
  } finally {
    await b.close();
    await bDb.destroy();
    await a.close();
  }
});

onPostgres(
  'turning in-app notices off on process A holds at once on process B (its cached choice is forgotten)',
  async () => {
    // Heartbeat and poll an hour apart: only the notification of the change can refresh B's receiver.
    const a = await startGatewayServer({ LIVE_POLL_MS: '3600000', LIVE_HEARTBEAT_MS: '3600000' });
    const bDb = openDatabase(a.config.databaseFile);
    const b = await buildApp({ config: a.config, db: bDb });
    const [candidate, manager] = await Promise.all([
      signIn(a, 'candidate@demo.brigade.test'),
      signIn(a, 'manager@demo.brigade.test'),
    ]);
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
      const thread = await applicationOf(
        a.db,
        'candidate@demo.brigade.test',
        'Server',
        'Harbor Grill Portland Downtown',
      );
      const onB = await openEvents(origin, candidate.accessToken);
      await onB.next((frame) => frame.event === 'ready');
      await a.app.ready();
      const post = async (text: string) => {
        const form = multipart({ message_body: text });
        const posted = await a.app.inject({
          method: 'POST',
          url: `/api/core/v1/applications/${thread}/messages`,
          headers: { authorization: `Bearer ${manager.accessToken}`, ...form.headers },
          payload: form.payload,
        });
        expect(posted.statusCode).toBe(200);
        const id = posted.json<{ data: { message: { id: number } } }>().data.message.id;
        const frame = await onB.next(
          (f) =>
            f.event === 'message.created' &&
            (JSON.parse(f.data!) as { message_id: number }).message_id === id,
        );
        return JSON.parse(frame.data!) as { notice?: boolean };
      };
      expect(await post('Before: a notice')).toMatchObject({ notice: true });
      const off = await setPreferences(a, candidate, { email: true, sms: false, in_app: false, phone: null });
      expect(off.statusCode).toBe(200);
      expect(await post('After: no notice')).not.toHaveProperty('notice');
      onB.close();
    } finally {
      await setPreferences(a, candidate, { email: true, sms: false, in_app: true, phone: null });
      await b.close();
      await bDb.destroy();
      await a.close();
    }
  },
);
