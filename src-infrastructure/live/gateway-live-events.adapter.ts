import { inject, injectable } from 'inversify';
import { needsRefresh } from '../../src-domain/session/token.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { GatewayOptions, IdentityProvider } from '../gateway/gateway.options';
import { LazyLiveStream } from './lazy-live-stream';
import { TabSharedLiveEvents } from './tab-shared-live-events.adapter';

/** The event stream's path under the core service's prefix (the wire contract of issue #32). */
export const LIVE_EVENTS_PATH = '/v1/events';

/**
 * LiveEventsPort for the app: TabSharedLiveEvents on the core service's GET /v1/events, with the
 * access token taken as the HTTP gateway takes it (the stored session's, refreshed first when it
 * expires within 60 s; none when signed out or the refresh fails, and the stream waits). The
 * stream's code (and eventsource-parser) loads when a tab first opens one (LazyLiveStream).
 */
@injectable()
export class GatewayLiveEvents extends TabSharedLiveEvents {
  constructor(
    @inject(GatewayOptions) options: GatewayOptions,
    @inject(IdentityProvider) identity: IdentityProvider,
    @inject(ClockPort) clock: ClockPort,
  ) {
    super(
      {
        url: `${options.coreBaseUrl}${LIVE_EVENTS_PATH}`,
        accessToken: async () => {
          const tokens = identity().currentTokens();
          if (!tokens) return undefined;
          if (!needsRefresh(tokens.accessToken, clock.now())) return tokens.accessToken;
          try {
            return (await identity().refresh()).accessToken;
          } catch {
            return undefined;
          }
        },
      },
      (streamOptions, listener) => new LazyLiveStream(streamOptions, listener),
    );
  }
}
