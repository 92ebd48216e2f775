import type { GatewayRequest, HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { DomainError } from '../../src-domain/shared/domain-error';
import type { AnsweredRead } from '../gateway/answered-read';
import { unwrapEnvelope, withQuery } from '../gateway/gateway-envelope';

/**
 * The server's own API as the page renderer reaches it, in process, on behalf of the visitor
 * whose page it renders (the server passes the visitor's address and language along, so the
 * API's limits and answers are the ones the visitor's browser would meet). `path` is under the
 * service prefix, with the query. Resolves the HTTP status and the parsed JSON body; rejects
 * only when no answer came.
 */
export type RenderApi = (call: {
  readonly method: GatewayRequest['method'];
  readonly path: string;
  readonly body?: unknown;
}) => Promise<{ readonly status: number; readonly body: unknown }>;

/**
 * HttpGatewayPort while the server renders a page. Calls without a bearer token (what a screen
 * reads before its first render: a link's code checked, a booking page) go to the server's own
 * API and are recorded in `answered`, answer included, for the page to carry (AnsweredRead); the
 * others reject with SSR.BROWSER_ONLY (the tokens live in the browser), as every call does
 * without `api`. Rejects like the browser's gateway (GatewayError) on an answer that is not 200.
 */
export class RenderApiGateway implements HttpGatewayPort {
  constructor(
    private readonly api: RenderApi | undefined,
    private readonly answered: AnsweredRead[],
  ) {}

  async request<Data>(request: GatewayRequest): Promise<Data> {
    if (!this.api || !request.noAuth)
      throw new DomainError('SSR.BROWSER_ONLY', 'Gateway calls run in the browser, not while rendering');
    const path = withQuery(request.path, request.query);
    const { status, body } = await this.api({ method: request.method, path, body: request.body });
    this.answered.push({ method: request.method, path, body: request.body, status, answer: body });
    return unwrapEnvelope<Data>(status, body);
  }
}
