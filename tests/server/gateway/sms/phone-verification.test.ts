import { MAX_CODE_ATTEMPTS, SENDS_PER_WINDOW } from '../../../../server/gateway/sms/phone-verification';
import type { TestServer } from '../../../support/test-server';
import { call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { codeTextedTo, sandboxTexts, setPreferences } from './sms.harness';

/**
 * Phone verification by SMS (issue #35): a code texted through the sandbox in the caller's
 * language, refused when wrong (the try counted), void after too many tries or once expired,
 * sends rate-limited, and a changed number unverified again.
 */
let server: TestServer;
let seeker: Session;
let seekerId: string;
const PHONE = '+14155550177';

beforeAll(async () => {
  server = await startGatewayServer();
  seeker = await signIn(server, 'seeker@demo.brigade.test');
  seekerId = await userIdOf(server.db, 'seeker@demo.brigade.test');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.deleteFrom('phone_verifications').where('user_id', '=', seekerId).execute();
  expect(
    (await setPreferences(server, seeker, { email: true, sms: true, in_app: true, phone: PHONE })).statusCode,
  ).toBe(200);
  await server.db
    .updateTable('notification_preferences')
    .set({ phone_verified_at: null })
    .where('user_id', '=', seekerId)
    .execute();
});

const sendCode = (headers: Record<string, string> = {}) =>
  call(server, 'POST', '/v1/account/phone_verification', { session: seeker, headers });
const confirm = (code: string) =>
  call(server, 'POST', '/v1/account/phone_verification/confirm', { session: seeker, body: { code } });
const verified = async () =>
  (await call(server, 'GET', '/v1/account/notification_preferences', { session: seeker })).json().data
    .phone_verified as boolean;
/** A six-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it('texts a code in the caller’s language and verifies the number with it', async () => {
  const sent = await sendCode({ origin: 'http://es.localhost:8080' });
  expect(sent.statusCode).toBe(200);
  expect(sent.json().data.phone).toBe(PHONE);
  const code = await codeTextedTo(server, PHONE);
  const text = (await sandboxTexts(server, PHONE)).find((t) => t.body.includes(code))!;
  expect(text.body).toBe(`Tu código de Brigade es ${code}. Caduca en 10 minutos.`);
  expect(await verified()).toBe(false);
  const answer = await confirm(code);
  expect(answer.statusCode).toBe(200);
  expect(answer.json().data).toMatchObject({ phone: PHONE, phone_verified: true });
  // The code is spent.
  expect((await confirm(code)).json().error.code).toBe('SMS.CODE_EXPIRED');
  // Saving the same number keeps it verified; another number is unverified.
  await setPreferences(server, seeker, { email: false, sms: true, in_app: true, phone: PHONE });
  expect(await verified()).toBe(true);
  await setPreferences(server, seeker, { email: true, sms: true, in_app: true, phone: '+14155550178' });
  expect(await verified()).toBe(false);
});

it('refuses a wrong code with a code error and voids the code after too many tries', async () => {
  expect((await sendCode()).statusCode).toBe(200);
  const code = await codeTextedTo(server, PHONE);
  for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt++) {
    const wrong = await confirm(other(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('SMS.CODE_INVALID');
  }
  const late = await confirm(code);
  expect(late.statusCode).toBe(400);
  expect(late.json().error.code).toBe('SMS.CODE_EXPIRED');
  expect(await verified()).toBe(false);
});

it('refuses an expired code and a code sent to a number changed since', async () => {
  expect((await sendCode()).statusCode).toBe(200);
  const code = await codeTextedTo(server, PHONE);
  await server.db
    .updateTable('phone_verifications')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', seekerId)
    .execute();
  expect((await confirm(code)).json().error.code).toBe('SMS.CODE_EXPIRED');

  await server.db.deleteFrom('phone_verifications').where('user_id', '=', seekerId).execute();
  expect((await sendCode()).statusCode).toBe(200);
  const fresh = await codeTextedTo(server, PHONE);
  await setPreferences(server, seeker, { email: true, sms: true, in_app: true, phone: '+14155550179' });
  expect((await confirm(fresh)).json().error.code).toBe('SMS.CODE_EXPIRED');
  expect(await verified()).toBe(false);
});

it('rate-limits code sends and refuses a caller without a phone', async () => {
  for (let send = 1; send <= SENDS_PER_WINDOW; send++) expect((await sendCode()).statusCode).toBe(200);
  const limited = await sendCode();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.code).toBe('SMS.CODE_RATE_LIMITED');
  expect(limited.json().error.message).toMatch(/try again in \d+ s/);

  await setPreferences(server, seeker, { email: true, sms: false, in_app: true, phone: null });
  const none = await sendCode();
  expect(none.statusCode).toBe(400);
  expect(none.json().error.code).toBe('SMS.PHONE_REQUIRED');
  expect((await confirm('123456')).json().error.code).toBe('SMS.PHONE_REQUIRED');
});
