import { SUPPORTED_LANGUAGES } from '../../../src-domain/language/language.rules';
import {
  CONSENT_COOKIE,
  consentFromCookie,
  hasConsentChoice,
} from '../../../src-infrastructure/consent/consent-cookie';
import {
  consentTranslation,
  cookieConsentConfig,
} from '../../../src-infrastructure/consent/cookie-consent.config';
import { VanillaCookieConsent } from '../../../src-infrastructure/consent/vanilla-cookie-consent.adapter';
import { createServerI18n } from '../../../src-infrastructure/i18n/i18next.factory';
import english from '../../../src/locales/en.json';
import french from '../../../src/locales/fr.json';

describe('cookie consent configuration (STACK.md)', () => {
  const config = cookieConsentConfig({
    language: 'en',
    texts: () => (key) => key,
    onConsent: () => undefined,
    onChange: () => undefined,
  });

  it('keeps the banner cookie 30 days, necessary read-only, and reloads when a category is withdrawn', () => {
    expect(config.cookie).toMatchObject({ name: CONSENT_COOKIE, expiresAfterDays: 30 });
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    for (const category of ['preferences', 'analytics', 'marketing']) {
      expect(config.categories[category]?.autoClear?.reloadPage).toBe(true);
    }
    expect(config.manageScriptTags).toBe(true);
    // The page's own server-rendered banner replaces the library's.
    expect(config.autoShow).toBe(false);
    expect(Object.keys(config.language.translations)).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it('takes every banner text from the consent keys of the locale files', () => {
    const i18n = createServerI18n('fr', english, french);
    const translation = consentTranslation(i18n.getFixedT('fr'));
    const texts = JSON.stringify(translation);
    expect(texts).not.toMatch(/consent\./);
    expect(translation.consentModal.acceptAllBtn).toBe(i18n.t('consent.actions.allowAll'));
    expect(translation.preferencesModal.sections).toHaveLength(5);
  });

  it('reads the consent from the banner cookie, and nothing but necessary without one', () => {
    const value = encodeURIComponent(JSON.stringify({ categories: ['necessary', 'preferences'] }));
    expect(consentFromCookie(`a=1; ${CONSENT_COOKIE}=${value}`)).toEqual({
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
    });
    expect(consentFromCookie('')).toMatchObject({ preferences: false, analytics: false });
    expect(consentFromCookie(`${CONSENT_COOKIE}=%7Bbroken`)).toMatchObject({ preferences: false });
  });

  it('tells the server whether a choice is stored (then the page comes without the banner)', () => {
    const value = encodeURIComponent(JSON.stringify({ categories: ['necessary'] }));
    expect(hasConsentChoice(`a=1; ${CONSENT_COOKIE}=${value}`)).toBe(true);
    expect(hasConsentChoice('a=1')).toBe(false);
    expect(hasConsentChoice(`${CONSENT_COOKIE}=%7Bbroken`)).toBe(false);
    expect(hasConsentChoice(`${CONSENT_COOKIE}=${encodeURIComponent('{"categories":"all"}')}`)).toBe(false);
    expect(hasConsentChoice(`${CONSENT_COOKIE}=null`)).toBe(false);
  });
});

describe('VanillaCookieConsent', () => {
  it('reports a grant as newly enabled categories and a withdrawal as a reload', () => {
    const consent = new VanillaCookieConsent(createServerI18n('en', english));
    const changes: unknown[] = [];
    consent.onChange((change) => changes.push(change));
    consent.apply(['necessary', 'analytics']);
    expect(consent.current().analytics).toBe(true);
    consent.apply(['necessary']);
    expect(changes).toEqual([
      expect.objectContaining({ reload: false, newlyEnabled: ['analytics'] }),
      expect.objectContaining({ reload: true, newlyEnabled: [] }),
    ]);
  });
});
