import type { TestServer } from '../../../support/test-server';
import { TwilioRestSmsAdapter } from '../../../../server/gateway/sms/twilio-rest.sms-adapter';
import type { SmsTransport } from '../../../../server/gateway/sms/sms-sender.port';
import { startGatewayServer } from '../gateway.harness';
import { sandboxTexts } from './sms.harness';

/**
 * The local Twilio sandbox (/dev/sms) speaks Twilio's wire format: our adapter's form-encoded,
 * basic-auth POST is accepted with a message resource, wrong credentials and bad numbers get
 * Twilio's error codes; and its inbound form reaches our webhook signed as Twilio signs.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

/** Calls the sandbox through app.inject, the way the server's own sandbox transport does. */
const transport: SmsTransport = async (url, init) => {
  const response = await server.app.inject({
    method: init.method,
    url: new URL(url).pathname,
    headers: init.headers,
    payload: init.body,
  });
  return { status: response.statusCode, body: response.body };
};

describe('the SMS sandbox', () => {
  it('accepts the adapter’s send and keeps the text', async () => {
    const adapter = new TwilioRestSmsAdapter(server.config.sms, transport);
    const { sid } = await adapter.send({ to: '+14155550177', body: 'Wire format check' });
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await sandboxTexts(server, '+14155550177')).toContainEqual(
      expect.objectContaining({
        direction: 'OUTBOUND',
        body: 'Wire format check',
        from_phone: server.config.sms.from,
      }),
    );
  });

  it('answers Twilio’s 20003 to a wrong auth token and 21211 to a number not in E.164', async () => {
    const wrong = new TwilioRestSmsAdapter({ ...server.config.sms, authToken: 'not-the-token' }, transport);
    await expect(wrong.send({ to: '+14155550177', body: 'x' })).rejects.toThrow(/HTTP 401.*20003/);
    const adapter = new TwilioRestSmsAdapter(server.config.sms, transport);
    await expect(adapter.send({ to: '4155550177', body: 'x' })).rejects.toThrow(/HTTP 400.*21211/);
  });

  it('texts our webhook signed as Twilio signs (the webhook accepts it)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/dev/sms/inbound',
      payload: { from: '+14155550178', body: 'hello from a phone' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ webhook_status: 204 });
    const stored = await server.db
      .selectFrom('sms_inbound')
      .select(['from_phone', 'body'])
      .where('from_phone', '=', '+14155550178')
      .executeTakeFirst();
    expect(stored).toEqual({ from_phone: '+14155550178', body: 'hello from a phone' });
  });
});
