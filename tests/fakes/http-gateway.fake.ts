import { GatewayError, gatewayCodeForStatus } from '../../src-domain/gateway/gateway.errors';
import type {
  GatewayRequest,
  HttpGatewayPort,
  TaggedAnswer,
} from '../../src-domain/gateway/http-gateway.port';

type Handler = (request: GatewayRequest) => unknown;

/**
 * In-memory HttpGatewayPort: answers from handlers registered per "METHOD path"; a handler may
 * throw a GatewayError (use `FakeHttpGateway.error`). Unregistered calls answer 404. Tagged
 * reads tag an answer with its JSON text and answer `changed: false` when the caller knows it.
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

  /** The If-None-Match each tagged read was sent with (`undefined`: none). */
  readonly knownTags: (string | undefined)[] = [];

  async requestTagged<Data>(
    request: GatewayRequest,
    knownTag: string | undefined,
  ): Promise<TaggedAnswer<Data>> {
    this.knownTags.push(knownTag);
    const data = await this.request<Data>(request);
    const tag = `"${JSON.stringify(data)}"`;
    return tag === knownTag ? { changed: false } : { changed: true, data, tag };
  }
}
