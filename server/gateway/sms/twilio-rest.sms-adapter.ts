import type { SmsConfig } from './sms.config';
import type { OutgoingText, SmsSender, SmsTransport } from './sms-sender.port';

/**
 * SmsSender over Twilio's REST wire format: POST {apiBase}/2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded To / From / Body (StatusCallback when configured), HTTP basic auth Sid:AuthToken.
 * The same adapter talks to real Twilio and to the local sandbox (/dev/sms), only `transport`
 * differs. Twilio answers 201 with the message resource ({sid, status, …}).
 */
export class TwilioRestSmsAdapter implements SmsSender {
  constructor(
    private readonly config: Pick<SmsConfig, 'accountSid' | 'authToken' | 'from' | 'apiBase'>,
    private readonly transport: SmsTransport,
    private readonly statusCallback?: string,
  ) {}

  async send(text: OutgoingText): Promise<{ sid: string }> {
    const { accountSid, authToken, from, apiBase } = this.config;
    const form = new URLSearchParams({ To: text.to, From: from, Body: text.body });
    if (this.statusCallback) form.set('StatusCallback', this.statusCallback);
    const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const answer = await this.transport(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    if (answer.status < 200 || answer.status >= 300) {
      // Twilio's error body ({code, message}) carries no secret; it helps the dead-letter list.
      throw new Error(`SMS provider answered HTTP ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    const sid = (JSON.parse(answer.body) as { sid?: unknown }).sid;
    if (typeof sid !== 'string') throw new Error('SMS provider answered without a message sid');
    return { sid };
  }
}

/** The transport of real Twilio: fetch, 15 s at most. */
export const fetchTransport: SmsTransport = async (url, init) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.text() };
};
