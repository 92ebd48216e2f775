import { brandHasService } from '../brands/brand-type.rules';
import { canUse, type AccessFacts, type Feature } from './feature-access.rules';

/**
 * What a signed-in page needs before it may be shown (spec 000 §2, §6); every signed-in route
 * declares one and the side navigation offers a page only when it opens:
 * - `SIGNED_IN`: anybody signed in (the home-page redirect, the multi-factor set-up);
 * - `EMPLOYER` / `MEMBER`: employers only / candidates and members only (not employers);
 * - `HIRING`: an employer holding SOURCE_HIRE on the context brand;
 * - `SCHEDULING`: an employer holding TEAM_LIVE on a context brand that has TEAM_SCHEDULING
 *   (a brand without it is offered the scheduling demo instead);
 * - `LOGBOOK`: an employer holding VIEW_LOGBOOK (any of its types) on the context brand (issue #36);
 * - a feature of the access table (`canUse`).
 */
export type PageNeed = 'SIGNED_IN' | 'EMPLOYER' | 'MEMBER' | 'HIRING' | 'SCHEDULING' | 'LOGBOOK' | Feature;

const USER_NEEDS: readonly PageNeed[] = ['SIGNED_IN', 'EMPLOYER', 'MEMBER'];

/** True when the need is decided by the user alone, so brand facts still loading cannot change it. */
export function needIsUserOnly(need: PageNeed): boolean {
  return USER_NEEDS.includes(need);
}

/** Whether the page with this need opens for these facts (the context brand's). Never throws. */
export function pageOpens(need: PageNeed, facts: AccessFacts): boolean {
  const employer = facts.user.user_employer;
  const brand = facts.brand;
  switch (need) {
    case 'SIGNED_IN':
      return true;
    case 'EMPLOYER':
      return employer;
    case 'MEMBER':
      return !employer;
    case 'HIRING':
      return employer && brand !== undefined && facts.policy.hasAccess('SOURCE_HIRE', { brands: [brand.id] });
    case 'SCHEDULING':
      return (
        employer &&
        brand !== undefined &&
        brandHasService(brand, 'TEAM_SCHEDULING') &&
        facts.policy.hasAccess('TEAM_LIVE', { brands: [brand.id] })
      );
    case 'LOGBOOK':
      return employer && brand !== undefined && facts.policy.has('VIEW_LOGBOOK', { brands: [brand.id] });
    default:
      return employer && canUse(need, facts);
  }
}
