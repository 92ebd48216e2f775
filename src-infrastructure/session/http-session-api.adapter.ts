import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { SessionApiPort } from '../../src-domain/session/session-api.port';
import type { SessionBootstrap } from '../../src-domain/session/session-bootstrap.model';
import type { UserInfo } from '../../src-domain/session/user-info.model';
import { brandSettingsFrom } from '../brands/http-brands-api.adapter';
import { unwrapEnvelope, withQuery } from '../gateway/gateway-envelope';
import type { WireData, WireQuery } from '../gateway/gateway-wire';
import {
  SESSION_BOOTSTRAP_PATH,
  takeEarlySessionBootstrap,
  type EarlyAnswer,
} from './early-session-bootstrap';

type SessionBootstrapWire = WireData<'/v1/users/session_bootstrap'>;

const USER_INFO_QUERY = {
  include_persona: true,
  include_highest_parent: true,
} satisfies WireQuery<'/v1/users/info'>;

/**
 * SessionApiPort over the core gateway; the only place that knows the bootstrap's path. A gateway
 * without the bootstrap read (it answers 404, e.g. a gateway of spec 000 §7 alone) is asked for
 * GET /v1/users/info instead, and the page remembers that it has none; the other parts are then
 * left unread, for their readers to read as before. The page's own early read of the same path
 * and query (started at parse time on a hard load, early-session-bootstrap.ts) is adopted once
 * when it answered 200: no second request; any other outcome asks the gateway as usual.
 */
@injectable()
export class HttpSessionApi implements SessionApiPort {
  private bootstrapMissing = false;

  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async bootstrap(contextBrandHint: number | undefined): Promise<SessionBootstrap> {
    if (this.bootstrapMissing) return { user: await this.userInfo() };
    const query =
      contextBrandHint === undefined
        ? undefined
        : ({ context_brand_id: contextBrandHint } satisfies WireQuery<'/v1/users/session_bootstrap'>);
    // Without an early read the request goes out at once (no await before it).
    const early = takeEarlySessionBootstrap(withQuery(SESSION_BOOTSTRAP_PATH, query));
    let wire = early ? await adopted(early) : undefined;
    try {
      wire ??= await this.gateway.request<SessionBootstrapWire>({
        method: 'GET',
        path: SESSION_BOOTSTRAP_PATH,
        ...(query ? { query } : {}),
      });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 404) throw error;
      this.bootstrapMissing = true;
      return { user: await this.userInfo() };
    }
    const context = wire.context;
    return {
      user: wire.user,
      mfa: { required: wire.mfa.mfa_required, setUp: wire.mfa.is_setup },
      suspension: { suspended: wire.account_suspension?.is_suspended },
      homePage: { preference: wire.navigation_preferences.default_home_page ?? undefined },
      context: {
        facts: context
          ? {
              brand: context.brand,
              policy: context.policy,
              settings: brandSettingsFrom(context.settings),
              scheme: context.profile_scheme,
            }
          : undefined,
      },
    };
  }

  private userInfo(): Promise<UserInfo> {
    return this.gateway.request<WireData<'/v1/users/info'>>({
      method: 'GET',
      path: '/v1/users/info',
      query: USER_INFO_QUERY,
    });
  }
}

/** The page's early read when it answered 200 with the envelope; else undefined. */
async function adopted(early: Promise<EarlyAnswer>): Promise<SessionBootstrapWire | undefined> {
  try {
    const { status, body } = await early;
    return status === 200 ? unwrapEnvelope<SessionBootstrapWire>(status, body) : undefined;
  } catch {
    return undefined;
  }
}
