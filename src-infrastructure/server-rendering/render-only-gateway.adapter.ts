import { injectable } from 'inversify';
import type { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { DomainError } from '../../src-domain/shared/domain-error';

/** HttpGatewayPort while the server renders a page: data is read in the browser, so calls reject. */
@injectable()
export class RenderOnlyGateway implements HttpGatewayPort {
  request<Data>(): Promise<Data> {
    return Promise.reject(
      new DomainError('SSR.BROWSER_ONLY', 'Gateway calls run in the browser, not while rendering'),
    );
  }
}
