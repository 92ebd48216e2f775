import type { AnsweredRead } from '../../../src-infrastructure/gateway/answered-read';
import {
  RenderApiGateway,
  type RenderApi,
} from '../../../src-infrastructure/server-rendering/render-api-gateway.adapter';

describe('RenderApiGateway', () => {
  it('reads an unauthenticated call through the server’s API and records it with its answer', async () => {
    const asked: Parameters<RenderApi>[0][] = [];
    const api: RenderApi = (call) => {
      asked.push(call);
      return Promise.resolve({
        status: 400,
        body: { status_code: 400, error: { code: 'RESET.INVALID_CODE', message: 'Invalid' } },
      });
    };
    const answered: AnsweredRead[] = [];
    const gateway = new RenderApiGateway(api, answered);
    await expect(
      gateway.request({ method: 'POST', path: '/v1/validateResetToken', body: { code: 'x' }, noAuth: true }),
    ).rejects.toMatchObject({ code: 'GATEWAY.BAD_REQUEST', serverCode: 'RESET.INVALID_CODE' });
    expect(asked).toEqual([{ method: 'POST', path: '/v1/validateResetToken', body: { code: 'x' } }]);
    expect(answered).toEqual([
      {
        method: 'POST',
        path: '/v1/validateResetToken',
        body: { code: 'x' },
        status: 400,
        answer: { status_code: 400, error: { code: 'RESET.INVALID_CODE', message: 'Invalid' } },
      },
    ]);
  });

  it('makes no call that needs the session, nor any without the API, and records none', async () => {
    const answered: AnsweredRead[] = [];
    const api = jest.fn<ReturnType<RenderApi>, Parameters<RenderApi>>();
    await expect(
      new RenderApiGateway(api, answered).request({ method: 'GET', path: '/v1/user' }),
    ).rejects.toMatchObject({ code: 'SSR.BROWSER_ONLY' });
    await expect(
      new RenderApiGateway(undefined, answered).request({
        method: 'GET',
        path: '/v1/rum_settings',
        noAuth: true,
      }),
    ).rejects.toMatchObject({ code: 'SSR.BROWSER_ONLY' });
    expect(api).not.toHaveBeenCalled();
    expect(answered).toEqual([]);
  });
});
