import { GatewayError, gatewayCodeForStatus } from '../../src-domain/gateway/gateway.errors';
import type { GatewayRequest, HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';

type Handler = (request: GatewayRequest) => unknown;

/**
 * In-memory HttpGatewayPort: answers from handlers registered per "METHOD path"; a handler may
 * throw a GatewayError (use `FakeHttpGateway.error`). Unregistered calls answer 404.
 */
export class FakeHttpGateway implements HttpGatewayPort {
  readonly requests: GatewayRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  static error(status: number, serverCode?: string): GatewayError {
    return new GatewayError(gatewayCodeForStatus(status), status, `HTTP ${status}`, serverCode);
  }

  on(method: GatewayRequest['method'], path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  async request<Data>(request: GatewayRequest): Promise<Data> {
    this.requests.push(request);
    const handler = this.handlers.get(`${request.method} ${request.path}`);
    if (!handler) throw FakeHttpGateway.error(404, 'NOT_FOUND');
    return handler(request) as Data;
  }
}
