import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  LevelActivatedService,
  LevelActivation,
  SettingsApiPort,
} from '../../src-domain/settings/settings-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type AuthorizationWire = WireData<'/v1/brands/{id}/permissions/is_authorized'>;
type LevelActivationWire =
  | WireData<'/v1/brands/{id}/level_activation'>
  | WireData<'/v1/brands/{id}/settings/{setting}/level_activation'>;
type LevelActivationBody = WireBody<'/v1/brands/{id}/level_activation', 'put'>;

/**
 * Where a service's level activation is read and written (spec 001): the clock-out attestation
 * settings have their own, `/settings/{setting}/level_activation`; rewards and recognition use
 * the brand's, `/level_activation` with the service code.
 */
function levelActivationCall(brandId: number, service: LevelActivatedService) {
  return service === 'CLOCKOUT_ATTESTATION'
    ? { path: `/v1/brands/${brandId}/settings/clockout_attestation/level_activation`, query: {} }
    : { path: `/v1/brands/${brandId}/level_activation`, query: { service_code: service } };
}

const fromWire = (wire: LevelActivationWire): readonly LevelActivation[] =>
  wire.levels.map((item) => ({ level: item.level, brandCount: item.brand_count, active: item.is_active }));

/** SettingsApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpSettingsApi implements SettingsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async isAuthorized(
    brandId: number,
    requiredPermissions: readonly string[],
    permissionCategory?: string,
  ): Promise<boolean> {
    const wire = await this.gateway.request<AuthorizationWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/permissions/is_authorized`,
      query: { required_permissions: requiredPermissions.join(','), permission_category: permissionCategory },
    });
    return wire.is_authorized;
  }

  async levelActivation(
    brandId: number,
    service: LevelActivatedService,
  ): Promise<readonly LevelActivation[]> {
    return fromWire(
      await this.gateway.request<LevelActivationWire>({
        method: 'GET',
        ...levelActivationCall(brandId, service),
      }),
    );
  }

  async saveLevelActivation(
    brandId: number,
    service: LevelActivatedService,
    levels: readonly Pick<LevelActivation, 'level' | 'active'>[],
  ): Promise<readonly LevelActivation[]> {
    return fromWire(
      await this.gateway.request<LevelActivationWire>({
        method: 'PUT',
        path: levelActivationCall(brandId, service).path,
        body: {
          service_code: service,
          levels: levels.map((item) => ({ level: item.level, is_active: item.active })),
        } satisfies LevelActivationBody,
      }),
    );
  }
}
