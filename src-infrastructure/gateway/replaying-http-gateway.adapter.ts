import { inject, injectable } from 'inversify';
import type {
  BatchedGatewayRequest,
  GatewayRequest,
  HttpGatewayPort,
  TaggedAnswer,
} from '../../src-domain/gateway/http-gateway.port';
import { AnsweredReads, callKey, requestKey, type AnsweredRead } from './answered-read';
import { unwrapEnvelope } from './gateway-envelope';
import { LazyHttpGateway } from './lazy-http-gateway.adapter';

/**
 * HttpGatewayPort that answers each of the page's answered reads (AnsweredReads: the calls the
 * server made rendering it) once, for the first unauthenticated call that is the same (method,
 * path with query, body), as the network would have (the envelope's data, or its GatewayError);
 * every other call is LazyHttpGateway's. The answers are a page's first ones: used or not, they
 * are never given twice.
 */
@injectable()
export class ReplayingHttpGateway implements HttpGatewayPort {
  private readonly waiting = new Map<string, AnsweredRead>();

  constructor(
    @inject(LazyHttpGateway) private readonly network: LazyHttpGateway,
    @inject(AnsweredReads) answered: readonly AnsweredRead[],
  ) {
    for (const read of answered) this.waiting.set(callKey(read.method, read.path, read.body), read);
  }

  async request<Data>(request: GatewayRequest): Promise<Data> {
    const key = request.noAuth ? requestKey(request) : undefined;
    const read = key === undefined ? undefined : this.waiting.get(key);
    if (key === undefined || read === undefined) return this.network.request<Data>(request);
    this.waiting.delete(key);
    return unwrapEnvelope<Data>(read.status, read.answer);
  }

  requestBatched<Item>(request: BatchedGatewayRequest): Promise<Item | undefined> {
    return this.network.requestBatched<Item>(request);
  }

  requestTagged<Data>(request: GatewayRequest, knownTag: string | undefined): Promise<TaggedAnswer<Data>> {
    return this.network.requestTagged<Data>(request, knownTag);
  }

  clearCache(): void {
    this.network.clearCache();
  }

  prepare(): Promise<void> {
    return this.network.prepare();
  }
}
