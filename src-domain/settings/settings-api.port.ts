import { token } from '../shared/token';

/** A level of a brand's subtree (a brand type: 'GP-4', 'LOCATION', …) and whether a feature is on there. */
export interface LevelActivation {
  readonly level: string;
  /** How many brands of the subtree are of this level. */
  readonly brandCount: number;
  readonly active: boolean;
}

/** The features whose activation is set per level (spec 001 §7 `level_activation`). */
export type LevelActivatedService = 'REWARDS_AND_RECOGNITION' | 'CLOCKOUT_ATTESTATION';

/**
 * The settings area's calls (spec 001 §7): the per-brand authorisation check that gates the
 * settings screens and the per-level activation of configurable features. Rejects with a
 * `GatewayError`; a brand outside the caller's subtree is 403 BRAND.FORBIDDEN, saving without
 * the feature's manage permission 403 SETTINGS.FORBIDDEN.
 */
export interface SettingsApiPort {
  /** Whether the caller holds every one of `requiredPermissions` on the brand (GET …/permissions/is_authorized). */
  isAuthorized(
    brandId: number,
    requiredPermissions: readonly string[],
    permissionCategory?: string,
  ): Promise<boolean>;
  /** The levels of the brand's subtree, top first, with the feature's activation at each. */
  levelActivation(brandId: number, service: LevelActivatedService): Promise<readonly LevelActivation[]>;
  /** Saves the activation of the given levels on the brand; answers the levels as they now are. */
  saveLevelActivation(
    brandId: number,
    service: LevelActivatedService,
    levels: readonly Pick<LevelActivation, 'level' | 'active'>[],
  ): Promise<readonly LevelActivation[]>;
}
export const SettingsApiPort = token<SettingsApiPort>('domain.settings-api');
