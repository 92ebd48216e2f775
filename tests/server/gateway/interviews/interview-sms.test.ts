import type { TestServer } from '../../../support/test-server';
import { brandId, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { sandboxTexts, setPreferences, verifyPhone } from '../sms/sms.harness';
import {
  ALL_WEEK,
  booking,
  invite,
  newApplication,
  putAvailability,
  type BookingPage,
  serverPositionAt,
} from './interviews.harness';

/**
 * Interview notices by SMS (issue #35): a candidate who chose SMS gets the invitation's link as a
 * text through the sandbox, and the confirmation by text (with the ICS by mail). Quiet hours off,
 * so the test does not depend on the hour at the location.
 */
let server: TestServer;
let manager: Session;
let candidate: Session;
const PHONE = '+14155550188';

beforeAll(async () => {
  server = await startGatewayServer({ SMS_QUIET_HOURS: 'off' });
  [manager, candidate] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

async function textsContaining(part: string, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const bodies = (await sandboxTexts(server, PHONE))
      .filter((t) => t.direction === 'OUTBOUND')
      .map((t) => t.body);
    const found = bodies.filter((body) => body.includes(part));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('texts the invitation link and the confirmation to a candidate who chose SMS', async () => {
  const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
  expect((await putAvailability(server, manager, location, ALL_WEEK)).statusCode).toBe(200);
  const saved = await setPreferences(server, candidate, {
    email: true,
    sms: true,
    in_app: true,
    phone: PHONE,
  });
  expect(saved.statusCode).toBe(200);
  expect((await verifyPhone(server, candidate, PHONE)).phone_verified).toBe(true);
  const position = await serverPositionAt(server.db, location);
  const application = await newApplication(
    server.db,
    position,
    await userIdOf(server.db, 'candidate@demo.brigade.test'),
  );
  const invited = await invite(server, manager, application);
  const invitation = await textsContaining(invited.booking_url);
  expect(invitation).toHaveLength(1);
  expect(invitation[0]).toContain('invites you to an interview');

  const page = (await booking(server, 'GET', invited.token)).json<{ data: BookingPage }>().data;
  const slot = page.slots.find((s) => Date.parse(s.starts_at) > Date.now() + 30 * 3_600_000)!;
  expect(
    (await booking(server, 'POST', invited.token, '/booking', { starts_at: slot.starts_at })).statusCode,
  ).toBe(200);
  const confirmation = await textsContaining('Interview for Server');
  expect(confirmation).toHaveLength(1);
});
