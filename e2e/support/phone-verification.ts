import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The code of the newest verification text the SMS sandbox (/dev/sms.json) holds for `phone`,
 * waiting for the send job (issue #35: a phone is verified by a texted code before texts go to it).
 */
export async function codeTextedTo(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await request.get(`/dev/sms.json?phone=${encodeURIComponent(phone)}`);
    const texts = ((await answer.json()) as { data: { direction: string; body: string }[] }).data;
    const text = texts.find((t) => t.direction === 'OUTBOUND' && /\b\d{6}\b/.test(t.body));
    expect(text, `no code texted to ${phone}`).toBeDefined();
    code = /\b(\d{6})\b/.exec(text!.body)![1]!;
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Verifies the stored phone of the person of `token` through the API, the code read from the sandbox. */
export async function verifyPhoneByApi(
  request: APIRequestContext,
  token: string,
  phone: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const sent = await request.post('/api/core/v1/account/phone_verification', { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await codeTextedTo(request, phone);
  const confirmed = await request.post('/api/core/v1/account/phone_verification/confirm', {
    headers,
    data: { code },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
