import { brandHasService } from '../brands/brand-type.rules';
import { canUse, type AccessFacts } from '../permissions/feature-access.rules';

/** Which withheld-able figures of the Halo main dashboard (issue #29) a viewer reads at a brand. */
export interface HaloReads {
  readonly engagement: boolean;
  readonly risk: boolean;
}

/** The rewards service whose engagement figures the dashboard shows, and the permissions that read them. */
const REWARDS_SERVICE = 'REWARDS_AND_RECOGNITION';
const ENGAGEMENT_READERS = ['VIEW_TEAM_ENGAGEMENT', 'MANAGE_REWARDS'];

/**
 * What the dashboard's answer will most likely hold for the context brand of `facts`, before it
 * comes, so the loading layout reserves the places the figures will take. The risk figures are
 * expected where the risk dashboard opens (the server's own rule). The engagement figures are expected where the brand
 * has the rewards service (or as a sub-service) and VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS is
 * granted there; the server also counts the service on an ancestor and the level's activation,
 * which the facts do not hold. The answer decides what shows. No brand: neither. Never throws.
 */
export function expectedHaloReads(facts: AccessFacts): HaloReads {
  const brand = facts.brand;
  if (brand === undefined) return { engagement: false, risk: false };
  return {
    engagement:
      brandHasService(brand, REWARDS_SERVICE) &&
      facts.policy.hasAny(ENGAGEMENT_READERS, { brands: [brand.id] }),
    risk: canUse('RISK_DASHBOARD', facts),
  };
}
