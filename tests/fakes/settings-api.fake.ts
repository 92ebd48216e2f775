import type {
  LevelActivatedService,
  LevelActivation,
  SettingsApiPort,
} from '../../src-domain/settings/settings-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory SettingsApiPort: permissions granted per brand, levels per brand and feature (a
 * brand it does not know is 403 BRAND.FORBIDDEN, like the server), saving only known levels
 * (400 SETTINGS.UNKNOWN_LEVEL) and only with the feature's manage permission. A save's call
 * names the levels sent (`saveLevelActivation:4:SERVICE:LOCATION=true`).
 */
export class FakeSettingsApi implements SettingsApiPort {
  readonly calls: string[] = [];
  readonly permissions = new Map<number, Set<string>>();
  readonly levels = new Map<string, LevelActivation[]>();

  async isAuthorized(brandId: number, requiredPermissions: readonly string[]): Promise<boolean> {
    this.calls.push(`isAuthorized:${brandId}:${requiredPermissions.join(',')}`);
    const held = this.permissions.get(brandId);
    if (!held) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return requiredPermissions.length > 0 && requiredPermissions.every((name) => held.has(name));
  }

  async levelActivation(
    brandId: number,
    service: LevelActivatedService,
  ): Promise<readonly LevelActivation[]> {
    this.calls.push(`levelActivation:${brandId}:${service}`);
    return this.levelsOf(brandId, service);
  }

  async saveLevelActivation(
    brandId: number,
    service: LevelActivatedService,
    levels: readonly Pick<LevelActivation, 'level' | 'active'>[],
  ): Promise<readonly LevelActivation[]> {
    const sent = levels.map((item) => `${item.level}=${item.active}`).join(',');
    this.calls.push(`saveLevelActivation:${brandId}:${service}:${sent}`);
    const current = this.levelsOf(brandId, service);
    const manage = service === 'REWARDS_AND_RECOGNITION' ? 'MANAGE_REWARDS' : 'MANAGE_CLOCKOUT_ATTESTATION';
    if (!this.permissions.get(brandId)?.has(manage)) throw apiFailure(403, 'SETTINGS.FORBIDDEN');
    if (levels.some((item) => !current.some((known) => known.level === item.level))) {
      throw apiFailure(400, 'SETTINGS.UNKNOWN_LEVEL');
    }
    const next = current.map((known) => ({
      ...known,
      active: levels.find((item) => item.level === known.level)?.active ?? known.active,
    }));
    this.levels.set(`${brandId}|${service}`, next);
    return next;
  }

  private levelsOf(brandId: number, service: LevelActivatedService): LevelActivation[] {
    if (!this.permissions.has(brandId)) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return this.levels.get(`${brandId}|${service}`) ?? [];
  }
}
