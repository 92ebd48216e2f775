import type { AddressInfo } from 'node:net';
import { signIn, startGatewayServer } from '../gateway.harness';
import { openEvents } from './sse.client';

// Graceful shutdown (SIGTERM → app.close() in main.ts and each cluster worker): every stream gets
// a retry hint and is closed, so its client reconnects (to another process) and resumes.
it('closes open streams with a retry hint when the server closes', async () => {
  const server = await startGatewayServer({ LIVE_RETRY_MS: '1500' });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const session = await signIn(server, 'candidate@demo.brigade.test');
    const connection = await openEvents(origin, session.accessToken);
    await connection.next((frame) => frame.event === 'ready');
    await server.app.close();
    await connection.ended;
    expect(connection.frames.at(-1)).toEqual({ retry: 1500 });
  } finally {
    await server.close();
  }
});
