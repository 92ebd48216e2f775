import { inject, injectable } from 'inversify';
import type {
  BatchedGatewayRequest,
  GatewayRequest,
  HttpGatewayPort,
  TaggedAnswer,
} from '../../src-domain/gateway/http-gateway.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import type { AxiosHttpGateway } from './axios-http-gateway.adapter';
import { GatewayCallsReachability } from './gateway-calls-reachability.adapter';
import { GatewayOptions, IdentityProvider } from './gateway.options';

/**
 * HttpGatewayPort that loads AxiosHttpGateway (and axios with it) on the first call, so the
 * gateway is in no route's first scripts. Every call is the AxiosHttpGateway's.
 */
@injectable()
export class LazyHttpGateway implements HttpGatewayPort {
  private gateway: Promise<AxiosHttpGateway> | undefined;
  private loaded: AxiosHttpGateway | undefined;

  constructor(
    @inject(GatewayOptions) private readonly options: GatewayOptions,
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(GatewayCallsReachability) private readonly reachability: GatewayCallsReachability,
  ) {}

  async request<Data>(request: GatewayRequest): Promise<Data> {
    return (await this.load()).request<Data>(request);
  }

  async requestBatched<Item>(request: BatchedGatewayRequest): Promise<Item | undefined> {
    return (await this.load()).requestBatched<Item>(request);
  }

  async requestTagged<Data>(
    request: GatewayRequest,
    knownTag: string | undefined,
  ): Promise<TaggedAnswer<Data>> {
    return (await this.load()).requestTagged<Data>(request, knownTag);
  }

  clearCache(): void {
    // Nothing is cached before the gateway has loaded.
    this.loaded?.clearCache();
  }

  /** Loads the gateway's chunk (axios with it) ahead of the first call, which reports a failure. */
  prepare(): Promise<void> {
    return this.load().then(
      () => undefined,
      () => undefined,
    );
  }

  private load(): Promise<AxiosHttpGateway> {
    this.gateway ??= import(/* webpackChunkName: "http" */ './axios-http-gateway.adapter').then(
      ({ AxiosHttpGateway }) =>
        (this.loaded = new AxiosHttpGateway(this.options, this.identity, this.clock, this.reachability)),
    );
    return this.gateway;
  }
}
