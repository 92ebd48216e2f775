import 'reflect-metadata';
import type { IdentityPort } from '../../../src-domain/identity/identity.port';
import { AxiosHttpGateway } from '../../../src-infrastructure/gateway/axios-http-gateway.adapter';

/**
 * The gateway sends at once: axios reads its XSRF cookie before a same-origin send, through the
 * browser's asynchronous Cookie Store where there is one, and the send then waited for the
 * browser's answer behind the page's rendering (issue #37). The gateway reads no such cookie.
 */
describe('AxiosHttpGateway and the XSRF cookie', () => {
  const withCookieStore = window as unknown as { cookieStore?: unknown };

  afterEach(() => {
    delete withCookieStore.cookieStore;
    jest.restoreAllMocks();
  });

  it('sends a call without waiting for a cookie read', async () => {
    // A Cookie Store that never answers: a call that waited for it would never be sent.
    const get = jest.fn(() => new Promise<never>(() => undefined));
    withCookieStore.cookieStore = { get };
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const gateway = new AxiosHttpGateway(
      { coreBaseUrl: `${location.origin}/api/core`, pageAddress: () => undefined },
      () => ({}) as IdentityPort,
      { now: () => Date.now() },
    );
    void gateway.request({ method: 'GET', path: '/v1/search/suggestions', query: { q: 'jo' }, noAuth: true });
    // The first call loads axios (a dynamic import); then only promise callbacks run until the send.
    for (let turn = 0; turn < 20 && send.mock.calls.length === 0; turn++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(send).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
  });
});
