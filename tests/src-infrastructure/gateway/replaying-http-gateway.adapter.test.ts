import type { GatewayRequest } from '../../../src-domain/gateway/http-gateway.port';
import type { AnsweredRead } from '../../../src-infrastructure/gateway/answered-read';
import type { LazyHttpGateway } from '../../../src-infrastructure/gateway/lazy-http-gateway.adapter';
import { ReplayingHttpGateway } from '../../../src-infrastructure/gateway/replaying-http-gateway.adapter';

/** A network that answers every call with where it went, and records it. */
function network() {
  const calls: GatewayRequest[] = [];
  const gateway = {
    request: (request: GatewayRequest) => {
      calls.push(request);
      return Promise.resolve({ from: 'network' });
    },
  } as unknown as LazyHttpGateway;
  return { calls, gateway };
}

const CHECK: GatewayRequest = {
  method: 'POST',
  path: '/v1/validateResetToken',
  body: { code: 'c0de' },
  noAuth: true,
};

describe('ReplayingHttpGateway', () => {
  it('answers the same unauthenticated call once with the server’s answer, then asks the network', async () => {
    const { calls, gateway } = network();
    const answered: AnsweredRead[] = [
      {
        method: 'POST',
        path: '/v1/validateResetToken',
        body: { code: 'c0de' },
        status: 200,
        answer: { data: { valid: true }, status_code: 200 },
      },
    ];
    const replaying = new ReplayingHttpGateway(gateway, answered);
    await expect(replaying.request(CHECK)).resolves.toEqual({ valid: true });
    expect(calls).toEqual([]);
    await expect(replaying.request(CHECK)).resolves.toEqual({ from: 'network' });
    expect(calls).toEqual([CHECK]);
  });

  it('rejects as the network would on a recorded error answer', async () => {
    const { gateway } = network();
    const replaying = new ReplayingHttpGateway(gateway, [
      {
        method: 'GET',
        path: '/v1/interview_bookings/t?lng=es',
        status: 404,
        answer: { status_code: 404, error: { code: 'INTERVIEWS.LINK_INVALID', message: 'No such link' } },
      },
    ]);
    await expect(
      replaying.request({
        method: 'GET',
        path: '/v1/interview_bookings/t',
        query: { lng: 'es' },
        noAuth: true,
      }),
    ).rejects.toMatchObject({
      code: 'GATEWAY.NOT_FOUND',
      status: 404,
      serverCode: 'INTERVIEWS.LINK_INVALID',
    });
  });

  it('sends to the network a call that differs in body, or that carries the session', async () => {
    const { calls, gateway } = network();
    const read: AnsweredRead = {
      ...CHECK,
      path: CHECK.path,
      method: 'POST',
      status: 200,
      answer: { data: 1, status_code: 200 },
    };
    const replaying = new ReplayingHttpGateway(gateway, [read]);
    await replaying.request({ ...CHECK, body: { code: 'other' } });
    await replaying.request({ ...CHECK, noAuth: undefined });
    expect(calls).toHaveLength(2);
    await expect(replaying.request(CHECK)).resolves.toBe(1);
  });
});
