import { canUse, hasSchedulingOnlyAccess, type AccessFacts } from '../permissions/feature-access.rules';
import type { HomePageFacts } from './home-page.rules';

/**
 * Builds the home-page facts from the feature table's facts (the user's entry brand as
 * `access.brand`), so every shell decides /dashboard the same way. Never throws.
 */
export function homePageFactsFrom(
  access: AccessFacts,
  extra: {
    readonly isShadowUser: boolean;
    readonly savedPreference?: string;
    readonly corporateOrigin: string;
  },
): HomePageFacts {
  return {
    isShadowUser: extra.isShadowUser,
    isEmployer: access.user.user_employer,
    entry: access.user.entry_mode,
    savedPreference: extra.savedPreference,
    dashboards: {
      halo: canUse('HALO_DASHBOARD', access),
      risk: canUse('RISK_DASHBOARD', access),
      engagement: canUse('ENGAGEMENT_DASHBOARD', access),
    },
    schedulingOnly: hasSchedulingOnlyAccess(access),
    tts: canUse('TTS_DASHBOARD', access),
    corporateOrigin: extra.corporateOrigin,
  };
}
