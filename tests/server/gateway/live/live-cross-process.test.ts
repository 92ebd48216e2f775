import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../../server/app';
import { openDatabase } from '../../../../server/db/database';
import type { TestServer } from '../../../support/test-server';
import { signIn, startGatewayServer } from '../gateway.harness';
import { applicationOf, multipart } from '../messaging/messaging.harness';
import { setPreferences } from '../sms/sms.harness';
import { openEvents, type SseConnection } from './sse.client';

// Two app instances on ONE PostgreSQL database, as two server processes are: a message written
// through A reaches a stream connected to B by NOTIFY (each instance LISTENs once on its own
// connection and reads the rows). The poll is set to an hour, so only NOTIFY can deliver it.
// PostgreSQL only (`npm run test:server:pg`): SQLite runs one process.
const onPostgres = process.env.TEST_POSTGRES_URL ? it : it.skip;

type Session = Awaited<ReturnType<typeof signIn>>;

interface TwoProcesses {
  readonly a: TestServer;
  readonly candidate: Session;
  /** candidate@'s stream, connected to B (its `ready` frame read). */
  readonly onB: SseConnection;
  /** Posts `text` as manager@ on A to candidate@'s Portland thread; answers the message's id. */
  post(text: string): Promise<number>;
}

/** Runs `body` with A and B up (`env` for both) and candidate@'s stream on B; closes all after. */
async function withTwoProcesses(env: NodeJS.ProcessEnv, body: (two: TwoProcesses) => Promise<void>) {
  const a = await startGatewayServer({ LIVE_POLL_MS: '3600000', ...env });
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
    const post = async (text: string) => {
      const form = multipart({ message_body: text });
      const posted = await a.app.inject({
        method: 'POST',
        url: `/api/core/v1/applications/${thread}/messages`,
        headers: { authorization: `Bearer ${manager.accessToken}`, ...form.headers },
        payload: form.payload,
      });
      expect(posted.statusCode).toBe(200);
      return posted.json<{ data: { message: { id: number } } }>().data.message.id;
    };
    try {
      await body({ a, candidate, onB, post });
    } finally {
      onB.close();
    }
  } finally {
    await b.close();
    await bDb.destroy();
    await a.close();
  }
}

/** The `message.created` payload of message `id` as B's stream delivers it. */
async function deliveredOnB(onB: SseConnection, id: number): Promise<Record<string, unknown>> {
  const frame = await onB.next(
    (f) => f.event === 'message.created' && (JSON.parse(f.data!) as { message_id: number }).message_id === id,
  );
  return JSON.parse(frame.data!) as Record<string, unknown>;
}

onPostgres('delivers a message written on process A to a stream connected to process B', async () => {
  await withTwoProcesses({}, async ({ onB, post }) => {
    const id = await post('Written on A');
    expect(await deliveredOnB(onB, id)).toMatchObject({ message_id: id });
  });
});

onPostgres(
  'turning in-app notices off on process A holds at once on process B (its cached choice is forgotten)',
  async () => {
    // The heartbeat an hour away too: only the notification of the change can refresh B's receiver.
    await withTwoProcesses({ LIVE_HEARTBEAT_MS: '3600000' }, async ({ a, candidate, onB, post }) => {
      try {
        expect(await deliveredOnB(onB, await post('Before: a notice'))).toMatchObject({ notice: true });
        const off = await setPreferences(a, candidate, {
          email: true,
          sms: false,
          in_app: false,
          phone: null,
        });
        expect(off.statusCode).toBe(200);
        expect(await deliveredOnB(onB, await post('After: no notice'))).not.toHaveProperty('notice');
      } finally {
        await setPreferences(a, candidate, { email: true, sms: false, in_app: true, phone: null });
      }
    });
  },
);
