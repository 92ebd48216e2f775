import { legacyTarget } from '../../../src-domain/navigation/legacy-target.rules';

describe('legacyTarget (spec 000 §2 unknown paths)', () => {
  it('stays on the page’s host when the legacy application shares the product’s origin', () => {
    const input = {
      legacyBase: 'http://localhost:8080/legacy',
      publicOrigin: 'http://localhost:8080/',
      language: 'es',
    };
    expect(legacyTarget({ ...input, path: '/old/report?x=1#top' })).toBe('/legacy/old/report?x=1#top');
    expect(legacyTarget({ ...input, legacyBase: 'http://localhost:8080', path: '/old' })).toBe('/old');
  });

  it('names the language for a legacy application on another origin, before the hash', () => {
    const input = {
      legacyBase: 'https://legacy.example.test/',
      publicOrigin: 'https://app.example.test',
      path: '/old',
    };
    expect(legacyTarget({ ...input, language: 'ar' })).toBe('https://legacy.example.test/old?lng=ar');
    expect(legacyTarget({ ...input, path: '/old?x=1#top', language: 'es' })).toBe(
      'https://legacy.example.test/old?x=1&lng=es#top',
    );
    expect(legacyTarget({ ...input, language: 'en' })).toBe('https://legacy.example.test/old');
    // A look-alike origin is another origin.
    expect(
      legacyTarget({
        ...input,
        legacyBase: 'https://app.example.test.evil.test/legacy',
        publicOrigin: 'https://app.example.test',
        language: 'fr',
      }),
    ).toBe('https://app.example.test.evil.test/legacy/old?lng=fr');
  });
});
