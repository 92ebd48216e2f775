import type { QueuedPunch } from '../../../src-domain/time-clock/punch-queue.port';
import type { PunchSender } from '../../../src-infrastructure/time-clock/punch-queue.database';
import {
  sendQueuedPunches,
  type PunchSenderStorage,
} from '../../../src-infrastructure/time-clock/service-worker-punch-sender';
import { FakePunchQueue } from '../../fakes/punch-queue.fake';

/** The queue of FakePunchQueue with the senders the service worker reads. */
class FakeSenderStorage extends FakePunchQueue implements PunchSenderStorage {
  readonly senderList = new Map<string, PunchSender>();

  async senders(): Promise<PunchSender[]> {
    return [...this.senderList.values()];
  }

  async forgetSender(userId: string): Promise<void> {
    this.senderList.delete(userId);
  }
}

const punch = (key: string, deviceAt: number, userId = 'user-1'): QueuedPunch => ({
  key,
  userId,
  locationId: 7,
  kind: 'CLOCK_IN',
  deviceAt,
  position: { latitude: 45.52, longitude: -122.68 },
  noPositionReason: undefined,
  answers: [],
  status: 'PENDING',
});

/** A fetch that answers each call with the next of `answers` (status, error code), recording the calls. */
function fakeFetch(answers: readonly (readonly [number, string?] | 'offline')[]) {
  const calls: { url: string; key: string; authorization: string; body: Record<string, unknown> }[] = [];
  let next = 0;
  const send = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      key: headers['idempotency-key']!,
      authorization: headers.authorization!,
      body: JSON.parse(init.body as string),
    });
    const answer = answers[next++] ?? [201];
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const [status, code] = answer;
    return {
      status,
      ok: status < 300,
      json: async () => (code ? { error: { code } } : { data: {} }),
    } as Response;
  }) as unknown as typeof fetch;
  return { send, calls };
}

describe('sendQueuedPunches (the service worker, Background Sync)', () => {
  it('sends each pending punch in device-time order with its key and the sender’s token; forgets the sender once sent', async () => {
    const storage = new FakeSenderStorage();
    storage.senderList.set('user-1', { userId: 'user-1', accessToken: 'token-1', savedAt: 0 });
    await storage.put(punch('b', 2));
    await storage.put(punch('a', 1));
    const { send, calls } = fakeFetch([[201], [422, 'IDEMPOTENCY.ANSWER_LOST']]);
    expect(await sendQueuedPunches(storage, send, '/api/core')).toBe(true);
    expect(calls.map((call) => [call.url, call.key, call.authorization])).toEqual([
      ['/api/core/v1/time-clock/punches', 'a', 'Bearer token-1'],
      ['/api/core/v1/time-clock/punches', 'b', 'Bearer token-1'],
    ]);
    expect(calls[0]!.body).toMatchObject({ kind: 'CLOCK_IN', position: { consent: true } });
    expect(storage.punches.size).toBe(0);
    expect(storage.senderList.size).toBe(0);
  });

  it('keeps a refused punch with its code, stops at the first unsent one and keeps the sender', async () => {
    const storage = new FakeSenderStorage();
    storage.senderList.set('user-1', { userId: 'user-1', accessToken: 'token-1', savedAt: 0 });
    await storage.put(punch('a', 1));
    await storage.put(punch('b', 2));
    await storage.put(punch('c', 3));
    const { send, calls } = fakeFetch([[409, 'TIME_CLOCK.CLOCK_SKEW'], 'offline']);
    expect(await sendQueuedPunches(storage, send, '/api/core')).toBe(false);
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(storage.punches.get('a')).toMatchObject({ status: 'REFUSED', refusal: 'TIME_CLOCK.CLOCK_SKEW' });
    expect(storage.punches.get('b')).toMatchObject({ status: 'PENDING' });
    expect(storage.punches.get('c')).toMatchObject({ status: 'PENDING' });
    expect(storage.senderList.size).toBe(1);
  });

  it('an expired token (401) leaves everything for the app', async () => {
    const storage = new FakeSenderStorage();
    storage.senderList.set('user-1', { userId: 'user-1', accessToken: 'old', savedAt: 0 });
    await storage.put(punch('a', 1));
    const { send } = fakeFetch([[401, 'AUTH.TOKEN_EXPIRED']]);
    expect(await sendQueuedPunches(storage, send, '/api/core')).toBe(false);
    expect(storage.punches.get('a')).toMatchObject({ status: 'PENDING' });
  });

  it('a whole shift queued offline (in, break, out with answers) is sent in device-time order, the answers with the clock-out', async () => {
    const storage = new FakeSenderStorage();
    storage.senderList.set('user-1', { userId: 'user-1', accessToken: 'token-1', savedAt: 0 });
    const shift: QueuedPunch[] = [
      { ...punch('out', 4), kind: 'CLOCK_OUT', answers: [{ templateId: 3, version: 2, answers: ['NO'] }] },
      { ...punch('break-end', 3), kind: 'BREAK_END' },
      { ...punch('in', 1), kind: 'CLOCK_IN' },
      { ...punch('break-start', 2), kind: 'BREAK_START' },
    ];
    for (const queued of shift) await storage.put(queued);
    const { send, calls } = fakeFetch([]);
    expect(await sendQueuedPunches(storage, send, '/api/core')).toBe(true);
    expect(calls.map((call) => [call.key, call.body.kind])).toEqual([
      ['in', 'CLOCK_IN'],
      ['break-start', 'BREAK_START'],
      ['break-end', 'BREAK_END'],
      ['out', 'CLOCK_OUT'],
    ]);
    expect(calls[3]!.body.answers).toEqual([{ template_id: 3, version: 2, answers: ['NO'] }]);
    expect(calls.slice(0, 3).every((call) => (call.body.answers as unknown[]).length === 0)).toBe(true);
    expect(storage.punches.size).toBe(0);
    expect(storage.senderList.size).toBe(0);
  });
});
