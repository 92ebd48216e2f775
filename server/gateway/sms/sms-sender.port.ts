/** A text to send: `to` and `from` E.164, `body` as typed (the provider splits it into segments). */
export interface OutgoingText {
  readonly to: string;
  readonly body: string;
}

/**
 * Sends texts through the SMS provider. `send` resolves with the provider's message sid once the
 * provider accepted the text (queued; delivery is the provider's); rejects with a message naming
 * the provider's HTTP status when it refused or could not be reached (the job retries).
 */
export interface SmsSender {
  send(text: OutgoingText): Promise<{ sid: string }>;
}

/** An HTTP call as the adapter makes it: fetch in production, app.inject for the local sandbox. */
export type SmsTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: string }>;
