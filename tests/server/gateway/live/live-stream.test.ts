import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveStream, type StreamReceiver } from '../../../../server/gateway/live/live-stream';
import type { StoredLiveEvent } from '../../../../server/gateway/live/live-events.catalogue';

/** A socket-side response whose client reads nothing: every write after `room` bytes reports "full". */
class StuckResponse extends EventEmitter {
  writableLength = 0;
  destroyed = false;
  written = '';
  constructor(private readonly room: number) {
    super();
  }
  write(chunk: string): boolean {
    this.written += chunk;
    this.writableLength += Buffer.byteLength(chunk);
    return this.writableLength <= this.room;
  }
  end(chunk: string): void {
    this.written += chunk;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
  /** The client read everything. */
  drain(): void {
    this.writableLength = 0;
    this.emit('drain');
  }
}

const everyone: StreamReceiver = {
  userId: 'u',
  accepts: async () => true,
  notices: async () => false,
  refresh: () => undefined,
};
const event = (id: number): StoredLiveEvent => ({
  id,
  name: 'message.created',
  payload: JSON.stringify({ application_id: 1, message_id: id, brand_id: 1, sender: 'EMPLOYER' }),
  audience: 'APPLICATION',
  brand_id: 1,
  brand_path: '/1/',
  candidate_user_id: 'u',
});

function streamOn(
  response: StuckResponse,
  pressure = { drainTimeoutMs: 10_000, maxBufferedBytes: 1_000_000 },
) {
  const stream = new LiveStream(
    response as unknown as ServerResponse,
    everyone,
    { originJti: 's', expiresAt: 2_000_000_000 },
    pressure,
    (error) => {
      throw error;
    },
  );
  stream.goLive();
  return stream;
}

afterEach(() => jest.useRealTimers());

it('drops a client whose socket stays full past LIVE_SLOW_CLIENT_MS, not before', async () => {
  jest.useFakeTimers();
  const response = new StuckResponse(10);
  const stream = streamOn(response);
  stream.offer(event(1));
  await stream.settled();
  jest.advanceTimersByTime(9_999);
  expect(response.destroyed).toBe(false);
  jest.advanceTimersByTime(1);
  expect(response.destroyed).toBe(true);
  expect(stream.isClosed).toBe(true);
});

it('keeps a client that drains in time', async () => {
  jest.useFakeTimers();
  const response = new StuckResponse(10);
  const stream = streamOn(response);
  stream.offer(event(1));
  await stream.settled();
  jest.advanceTimersByTime(5_000);
  response.drain();
  jest.advanceTimersByTime(60_000);
  expect(response.destroyed).toBe(false);
  expect(stream.isClosed).toBe(false);
});

it('drops at once a client with more than LIVE_BUFFER_BYTES queued, and writes nothing more to it', async () => {
  const response = new StuckResponse(0);
  const stream = streamOn(response, { drainTimeoutMs: 10_000, maxBufferedBytes: 500 });
  for (let id = 1; id <= 20; id++) stream.offer(event(id));
  await stream.settled();
  expect(response.destroyed).toBe(true);
  expect(response.writableLength).toBeLessThan(500 + 200);
});

it('delivers each event once, in id order, when live offers arrive during the replay', async () => {
  const response = new StuckResponse(1_000_000);
  const stream = new LiveStream(
    response as unknown as ServerResponse,
    everyone,
    { originJti: 's', expiresAt: 2_000_000_000 },
    { drainTimeoutMs: 10_000, maxBufferedBytes: 1_000_000 },
    () => undefined,
  );
  stream.cursor = 1;
  // The pump already read 4 and 5 while the replay still reads 2..4.
  stream.offer(event(4));
  stream.offer(event(5));
  for (const id of [1, 2, 3, 4]) stream.replay(event(id));
  stream.goLive();
  stream.offer(event(6));
  await stream.settled();
  expect([...response.written.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual([
    2, 3, 4, 5, 6,
  ]);
});

it('keeps id order when some answers are known at once and others wait for a read', async () => {
  const response = new StuckResponse(1_000_000);
  let answerTwo!: (accepted: boolean) => void;
  const errors: unknown[] = [];
  const mixed: StreamReceiver = {
    userId: 'u',
    // 2 waits for a read; 4's check fails at once; the others are known at once.
    accepts: (offered) => {
      if (offered.id === 2) return new Promise<boolean>((resolve) => (answerTwo = resolve));
      if (offered.id === 4) throw new Error('check failed');
      return true;
    },
    // 3 is an in-app notice, known after a read; the others are not, known at once.
    notices: (offered) => (offered.id === 3 ? Promise.resolve(true) : false),
    refresh: () => undefined,
  };
  const stream = new LiveStream(
    response as unknown as ServerResponse,
    mixed,
    { originJti: 's', expiresAt: 2_000_000_000 },
    { drainTimeoutMs: 10_000, maxBufferedBytes: 1_000_000 },
    (error) => errors.push(error),
  );
  stream.goLive();
  const written = () => [...response.written.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
  stream.offer(event(1));
  expect(written()).toEqual([1]);
  stream.offer(event(2));
  stream.offer(event(3));
  stream.offer(event(4));
  stream.offer(event(5));
  await Promise.resolve();
  expect(written()).toEqual([1]);
  answerTwo(true);
  await stream.settled();
  stream.offer(event(6));
  stream.offer(event(6));
  expect(written()).toEqual([1, 2, 3, 5, 6]);
  // Only 3 is written marked as a notice.
  expect(response.written.match(/"notice":true/g)).toHaveLength(1);
  expect(response.written).toMatch(/id: 3\nevent: message\.created\ndata: [^\n]*"notice":true/);
  expect(stream.cursor).toBe(6);
  expect(errors).toHaveLength(1);
});

/** A response that counts socket writes: a write outside cork/uncork, or one uncork of many writes. */
class CountingResponse extends StuckResponse {
  socketWrites = 0;
  private corks = 0;
  private corkedWrites = 0;
  cork(): void {
    this.corks++;
  }
  uncork(): void {
    this.corks--;
    if (this.corks === 0 && this.corkedWrites > 0) {
      this.socketWrites++;
      this.corkedWrites = 0;
    }
  }
  override write(chunk: string): boolean {
    if (this.corks > 0) this.corkedWrites++;
    else this.socketWrites++;
    return super.write(chunk);
  }
}

it('writes the frames of one read of the log to a stream in one socket write', () => {
  const response = new CountingResponse(1_000_000);
  const stream = new LiveStream(
    response as unknown as ServerResponse,
    { userId: 'u', accepts: () => true, notices: () => false, refresh: () => undefined },
    { originJti: 's', expiresAt: 2_000_000_000 },
    { drainTimeoutMs: 10_000, maxBufferedBytes: 1_000_000 },
    (error) => {
      throw error;
    },
  );
  stream.goLive();
  stream.offerAll([event(1), event(2), event(3)]);
  expect(response.written.match(/^id: /gm)).toHaveLength(3);
  expect(response.socketWrites).toBe(1);
  expect(stream.cursor).toBe(3);
});
