import { inject, injectable } from 'inversify';
import type { Brand } from '../../src-domain/brands/brand.model';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { BrandPolicy } from '../../src-domain/permissions/policy.model';
import type { SessionApiPort } from '../../src-domain/session/session-api.port';
import type { SessionBootstrap } from '../../src-domain/session/session-bootstrap.model';
import type { UserInfo } from '../../src-domain/session/user-info.model';
import type { ProfileScheme } from '../../src-domain/theme/theme.rules';
import { brandSettingsFrom, type BrandSettingsWire } from '../brands/http-brands-api.adapter';

/** GET /v1/users/session_bootstrap (wire). */
interface SessionBootstrapWire {
  readonly user: UserInfo;
  readonly mfa: { readonly mfa_required?: boolean; readonly is_setup?: boolean };
  readonly account_suspension: { readonly brand_id: number; readonly is_suspended: boolean } | null;
  readonly navigation_preferences: { readonly default_home_page: string | null };
  readonly context: {
    readonly brand: Brand;
    readonly policy: BrandPolicy;
    readonly settings: BrandSettingsWire;
    readonly profile_scheme: ProfileScheme;
  } | null;
}

const USER_INFO_QUERY = { include_persona: true, include_highest_parent: true };

/**
 * SessionApiPort over the core gateway; the only place that knows the bootstrap's path. A gateway
 * without the bootstrap read (it answers 404, e.g. a gateway of spec 000 §7 alone) is asked for
 * GET /v1/users/info instead, and the page remembers that it has none; the other parts are then
 * left unread, for their readers to read as before.
 */
@injectable()
export class HttpSessionApi implements SessionApiPort {
  private bootstrapMissing = false;

  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async bootstrap(contextBrandHint: number | undefined): Promise<SessionBootstrap> {
    if (this.bootstrapMissing) return { user: await this.userInfo() };
    let wire: SessionBootstrapWire;
    try {
      wire = await this.gateway.request<SessionBootstrapWire>({
        method: 'GET',
        path: '/v1/users/session_bootstrap',
        ...(contextBrandHint === undefined ? {} : { query: { context_brand_id: contextBrandHint } }),
      });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 404) throw error;
      this.bootstrapMissing = true;
      return { user: await this.userInfo() };
    }
    const context = wire.context;
    return {
      user: wire.user,
      mfa: { required: wire.mfa.mfa_required === true, setUp: wire.mfa.is_setup === true },
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
    return this.gateway.request<UserInfo>({ method: 'GET', path: '/v1/users/info', query: USER_INFO_QUERY });
  }
}
