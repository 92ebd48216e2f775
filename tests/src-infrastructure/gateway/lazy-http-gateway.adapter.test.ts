import type { GatewayRequest } from '../../../src-domain/gateway/http-gateway.port';
import { LazyHttpGateway } from '../../../src-infrastructure/gateway/lazy-http-gateway.adapter';

const constructed = jest.fn();
let failNextLoad = false;
jest.mock('../../../src-infrastructure/gateway/axios-http-gateway.adapter', () => ({
  AxiosHttpGateway: class {
    constructor() {
      if (failNextLoad) {
        failNextLoad = false;
        throw new Error('ChunkLoadError');
      }
      constructed();
    }
    request(request: GatewayRequest) {
      return Promise.resolve({ answered: request.path });
    }
  },
}));

const lazyGateway = () => new LazyHttpGateway({} as never, {} as never, {} as never, {} as never);

describe('LazyHttpGateway', () => {
  beforeEach(() => constructed.mockClear());

  it('loads the HTTP client ahead with prepare, once, and the first call uses it', async () => {
    const gateway = lazyGateway();
    expect(constructed).not.toHaveBeenCalled();
    await gateway.prepare();
    await gateway.prepare();
    expect(constructed).toHaveBeenCalledTimes(1);
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).resolves.toEqual({
      answered: '/v1/user',
    });
    expect(constructed).toHaveBeenCalledTimes(1);
  });

  it('resolves prepare when the client fails to load; the first call reports the failure', async () => {
    failNextLoad = true;
    const gateway = lazyGateway();
    await expect(gateway.prepare()).resolves.toBeUndefined();
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).rejects.toThrow('ChunkLoadError');
  });
});
