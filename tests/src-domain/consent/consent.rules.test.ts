import {
  CONSENT_BANNER_DAYS,
  consentChange,
  consentFromChoice,
  consentFromPolicy,
  isConsentCategory,
  NO_CONSENT,
  policyFromConsent,
} from '../../../src-domain/consent/consent.rules';

describe('cookie consent (spec 001 §4)', () => {
  it('allow all, deny (only necessary stays on), allow chosen', () => {
    expect(consentFromChoice({ kind: 'allow-all' })).toEqual({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
    });
    expect(consentFromChoice({ kind: 'deny' })).toEqual(NO_CONSENT);
    expect(consentFromChoice({ kind: 'allow-chosen', categories: ['analytics'] })).toEqual({
      necessary: true,
      preferences: false,
      analytics: true,
      marketing: false,
    });
  });
  it('reloads when a previously enabled category is disabled, else runs queued scripts of new ones', () => {
    const all = consentFromChoice({ kind: 'allow-all' });
    expect(consentChange(all, NO_CONSENT)).toEqual({ next: NO_CONSENT, reload: true, newlyEnabled: [] });
    expect(consentChange(NO_CONSENT, all)).toEqual({
      next: all,
      reload: false,
      newlyEnabled: ['preferences', 'analytics', 'marketing'],
    });
  });
  it('reads and writes the stored storage policy; necessary is always on', () => {
    const state = consentFromPolicy([
      { code: 'NECESSARY', enabled: false },
      { code: 'preferences', enabled: true },
      { code: 'tracking', enabled: true },
    ]);
    expect(state).toEqual({ necessary: true, preferences: true, analytics: false, marketing: false });
    expect(consentFromPolicy(undefined)).toEqual(NO_CONSENT);
    expect(policyFromConsent(state)).toContainEqual({ code: 'preferences', enabled: true });
    expect(isConsentCategory('marketing')).toBe(true);
    expect(isConsentCategory(3)).toBe(false);
    expect(CONSENT_BANNER_DAYS).toBe(30);
  });
});
