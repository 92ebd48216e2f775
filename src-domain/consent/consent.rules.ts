import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
  type StoragePolicyEntry,
} from './consent.model';

/** Days the banner-seen flag is kept after any choice (spec 001 §9). */
export const CONSENT_BANNER_DAYS = 30;

/** Before any choice: only the necessary category. */
export const NO_CONSENT: ConsentState = {
  necessary: true,
  preferences: false,
  analytics: false,
  marketing: false,
};

/** True for one of the four category codes (lower case). */
export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** The state a choice leads to; `necessary` stays on whatever the choice says. Never throws. */
export function consentFromChoice(choice: ConsentChoice): ConsentState {
  if (choice.kind === 'allow-all')
    return { necessary: true, preferences: true, analytics: true, marketing: true };
  if (choice.kind === 'deny') return NO_CONSENT;
  const chosen = new Set(choice.categories);
  return {
    necessary: true,
    preferences: chosen.has('preferences'),
    analytics: chosen.has('analytics'),
    marketing: chosen.has('marketing'),
  };
}

/** What applying a new consent state requires (spec 001 §4). */
export interface ConsentChange {
  readonly next: ConsentState;
  /** True when a previously enabled category became disabled: the page reloads. */
  readonly reload: boolean;
  /** Categories whose queued third-party scripts now run (empty when reloading). */
  readonly newlyEnabled: readonly ConsentCategory[];
}

/** Compares two states and says whether to reload or which queued scripts to run. */
export function consentChange(previous: ConsentState, next: ConsentState): ConsentChange {
  const reload = CONSENT_CATEGORIES.some((category) => previous[category] && !next[category]);
  const newlyEnabled = reload
    ? []
    : CONSENT_CATEGORIES.filter((category) => !previous[category] && next[category]);
  return { next, reload, newlyEnabled };
}

/** The stored policy (wire entries) as a state; unknown codes are ignored, necessary forced on. */
export function consentFromPolicy(entries: readonly StoragePolicyEntry[] | undefined): ConsentState {
  const state: Record<ConsentCategory, boolean> = { ...NO_CONSENT };
  for (const entry of entries ?? []) {
    const code = entry.code.toLowerCase();
    if (isConsentCategory(code) && code !== 'necessary') state[code] = entry.enabled;
  }
  return state;
}

/** The state as stored policy entries, in category order. */
export function policyFromConsent(state: ConsentState): StoragePolicyEntry[] {
  return CONSENT_CATEGORIES.map((code) => ({ code, enabled: state[code] }));
}
