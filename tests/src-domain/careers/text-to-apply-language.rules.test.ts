import {
  languageOfPhone,
  splitLanguageTag,
  textToApplyLanguage,
} from '../../../src-domain/careers/text-to-apply-language.rules';

describe('the language of a text-to-apply conversation', () => {
  it('reads the country calling code of a number, longest code first', () => {
    expect(languageOfPhone('+14155550100')).toBe('en');
    expect(languageOfPhone('+34600123456')).toBe('es');
    expect(languageOfPhone('+48501234567')).toBe('pl');
    expect(languageOfPhone('+966501234567')).toBe('ar');
    expect(languageOfPhone('+79161234567')).toBe('ru');
    expect(languageOfPhone('+81312345678')).toBeUndefined();
    expect(languageOfPhone('0034600123456')).toBeUndefined();
  });

  it('splits a language tag off the code', () => {
    expect(splitLanguageTag('PATIO ES')).toEqual({ code: 'PATIO', language: 'es' });
    expect(splitLanguageTag(' patio  ar ')).toEqual({ code: 'patio', language: 'ar' });
    expect(splitLanguageTag('PATIO')).toEqual({ code: 'PATIO', language: undefined });
    expect(splitLanguageTag('PATIO XX')).toEqual({ code: 'PATIO XX', language: undefined });
    expect(splitLanguageTag('es')).toEqual({ code: 'es', language: undefined });
  });

  it('prefers the tag, then the number, then English', () => {
    expect(textToApplyLanguage('fr', '+34600123456')).toBe('fr');
    expect(textToApplyLanguage(undefined, '+34600123456')).toBe('es');
    expect(textToApplyLanguage(undefined, '+81312345678')).toBe('en');
  });
});
