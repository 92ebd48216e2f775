import {
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  languageFromHost,
  sanitizeLanguage,
  SUPPORTED_LANGUAGES,
} from '../../../src-domain/language/language.rules';

describe('language choice (spec 000 §2, §9)', () => {
  it('takes the first label of the host name among the supported languages', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar']);
    expect(languageFromHost('es.brigade.example')).toBe('es');
    expect(languageFromHost('AR.brigade.example:8080')).toBe('ar');
    expect(languageFromHost('fr.')).toBe('fr');
    expect(languageFromHost('app.brigade.example')).toBe('en');
    expect(languageFromHost('127.0.0.1')).toBe('en');
    expect(languageFromHost('')).toBe(FALLBACK_LANGUAGE);
  });
  it('discards detected values that look like script injection', () => {
    expect(sanitizeLanguage('<script>alert(1)</script>')).toBeUndefined();
    expect(sanitizeLanguage(' DE ')).toBe('de');
    expect(sanitizeLanguage(undefined)).toBeUndefined();
    expect(isSupportedLanguage(1)).toBe(false);
  });
  it('Arabic is right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
