/**
 * `npm run bench -- queue` (and `-- sms`), issue #35: "inbound SMS webhook → message in the
 * manager's open thread, p99 ≤ 500 ms", on PostgreSQL (a throwaway cluster) with the demo seed.
 * The real server listens on a port; manager@ holds the live event stream (GET /v1/events) as
 * their open thread does. One sample: from just before the webhook's POST (form-encoded, signed
 * as Twilio signs it, a fresh MessageSid) to the moment manager@'s client, having received the
 * `message.created` event of that thread, has read the thread again (GET
 * /v1/application_messages/:id) and found the text in it — what the manager's screen waits for
 * before it can draw the message. Samples one at a time. The issue's figure, judged against the
 * budget, is the p99 over EVERY text, the first ones included (a text may be the first a process
 * handles); the p99 after the first WARM_UP texts is printed beside it, not judged.
 */
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { startThrowawayCluster } from '../tests/support/pg-throwaway';
import { startTestServer } from '../tests/support/test-server';
import { openEvents } from '../tests/server/gateway/live/sse.client';
import { signInOverHttp } from './support/gateway-process';
import { loadAverage, percentile } from './support/in-process-sampler';

const SAMPLES = Number(process.env.BENCH_SMS_SAMPLES ?? 100);
const WARM_UP = 10;
const P99_BUDGET_MS = 500;
const PHONE = '+14155550142';

const messageSid = () =>
  `SM${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

export async function run(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  const cluster = await startThrowawayCluster();
  process.env.TEST_POSTGRES_URL = cluster.url;
  const server = await startTestServer({ NODE_ENV: 'test' }, { seed: true });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening');
    const origin = `http://127.0.0.1:${address.port}`;
    const [manager, candidate] = await Promise.all([
      signInOverHttp(origin, 'manager@demo.brigade.test'),
      signInOverHttp(origin, 'candidate@demo.brigade.test'),
    ]);
    const chose = await fetch(`${origin}/api/core/v1/account/notification_preferences`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${candidate}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: true, sms: true, in_app: true, phone: PHONE }),
    });
    if (!chose.ok) throw new Error(`preferences: ${await chose.text()}`);
    // Inbound texts are matched to a thread only through a verified number (phone verification):
    // the bench marks the number verified, as confirming a texted code would.
    await server.db
      .updateTable('notification_preferences')
      .set({ phone_verified_at: new Date().toISOString() })
      .where('phone', '=', PHONE)
      .execute();
    const stream = await openEvents(origin, manager);
    if (stream.status !== 200) throw new Error(`event stream: ${stream.status}`);
    const { webhookUrl, authToken, accountSid, from: ourNumber } = server.config.sms;
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const sid = messageSid();
      const fields = {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: accountSid,
        From: PHONE,
        To: ourNumber,
        Body: `Bench reply ${i} ${sid}`,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
      };
      const seenFrom = stream.frames.length;
      const started = performance.now();
      const posted = await fetch(`${origin}/api/core/v1/sms/inbound`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': getExpectedTwilioSignature(authToken, webhookUrl, fields),
        },
        body: new URLSearchParams(fields).toString(),
      });
      if (posted.status !== 204) throw new Error(`webhook answered ${posted.status}: ${await posted.text()}`);
      const frame = await stream.next((f) => f.event === 'message.created', seenFrom);
      const applicationId = (JSON.parse(frame.data ?? '{}') as { application_id: number }).application_id;
      const thread = await fetch(`${origin}/api/core/v1/application_messages/${applicationId}`, {
        headers: { authorization: `Bearer ${manager}` },
      });
      const body = (await thread.json()) as { data: { messages: { message_body: string }[] } };
      if (!body.data.messages.some((m) => m.message_body === fields.Body)) {
        throw new Error(`sample ${i}: the text is not in thread ${applicationId}`);
      }
      samples.push(performance.now() - started);
    }
    stream.close();
    const warm = samples.slice(WARM_UP).sort((a, b) => a - b);
    samples.sort((a, b) => a - b);
    const p99 = percentile(samples, 99);
    console.log(
      `inbound SMS webhook → message in the manager's open thread, p99: ${p99.toFixed(1)} ms (p50 ${percentile(samples, 50).toFixed(1)} ms, max ${samples.at(-1)?.toFixed(1)} ms, every one of ${samples.length} texts, PostgreSQL) — budget ≤ ${P99_BUDGET_MS} ms: ${p99 <= P99_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  beside it, not judged: p99 after the first ${WARM_UP} texts ${percentile(warm, 99).toFixed(1)} ms (${warm.length} texts)`,
    );
  } finally {
    await server.close();
    cluster.stop();
  }
}
