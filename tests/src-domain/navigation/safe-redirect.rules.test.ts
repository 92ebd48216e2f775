import fc from 'fast-check';
import { originOf, parseHttpUrl } from '../../../src-domain/navigation/origin.rules';
import { safeRedirectTarget } from '../../../src-domain/navigation/safe-redirect.rules';

const options = {
  origin: 'https://app.brigade.example',
  allowedOrigins: ['https://corporate.brigade.example', 'http://legacy.brigade.example:8081'],
};

describe('safeRedirectTarget (ref, redirectAfterLogout)', () => {
  it.each([
    '/dashboard',
    '/dashboard/hiring?brand=12&tab=open#top',
    '/global-search-result/caf%C3%A9',
    '/twice-encoded/%25252541',
    'https://app.brigade.example/schedule',
    'https://corporate.brigade.example/user/logout',
    'http://legacy.brigade.example:8081/old?x=1',
  ])('keeps %s', (target) => {
    expect(safeRedirectTarget(target, options)).toBe(target);
  });

  it('normalises the origin of an allowed absolute URL', () => {
    expect(safeRedirectTarget('HTTPS://App.Brigade.Example:443/x', options)).toBe(
      'https://app.brigade.example/x',
    );
    expect(safeRedirectTarget('https://app.brigade.example', options)).toBe('https://app.brigade.example');
  });

  it.each([
    undefined,
    '',
    'dashboard',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%E0%A4%A',
    '/%25252525252F%25252525252Fevil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>',
    ' /dashboard',
    '/line\u2028separator',
    '/\ufeffbom',
    '/nbsp\u00a0',
    '/dash\tboard',
    '/dash\nboard',
    '/x%0d%0aSet-Cookie:a=b',
    'https://evil.example/',
    'https://app.brigade.example.evil.example/',
    'https://app.brigade.example@evil.example/',
    'https://evil.example%2F@app.brigade.example/',
    'https://app.brigade.example%2F%2Fevil.example/',
    'http://app.brigade.example/',
    'https://app.brigade.example:8443/',
    'https://app.brigade.example:99999/',
    'https:///dashboard',
    'ftp://app.brigade.example/',
  ])('falls back for %j', (target) => {
    expect(safeRedirectTarget(target, options)).toBe('/');
    expect(safeRedirectTarget(target, { ...options, fallback: '/dashboard' })).toBe('/dashboard');
  });

  it('parses origins by hand', () => {
    expect(originOf(' https://Corporate.Brigade.Example/a ')).toBe('https://corporate.brigade.example');
    expect(originOf('http://[::1]:80/')).toBe('http://[::1]');
    expect(originOf('mailto:x@y.z')).toBeUndefined();
    expect(parseHttpUrl('https://a.example:8080?q')).toMatchObject({
      hostname: 'a.example',
      port: '8080',
      rest: '?q',
    });
    expect(parseHttpUrl('https://-bad.example/')).toBeUndefined();
  });

  it('law: a target never leaves the allowed origins', () => {
    const allowed = new Set([options.origin, ...options.allowedOrigins].map((origin) => originOf(origin)));
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((url) => url.replace('://', ':/\\')),
      fc.string().map((text) => `/${text}`),
      fc.string().map((text) => `//${text}`),
      fc.string().map((text) => encodeURIComponent(`//${text}`)),
      fc
        .constantFrom(
          '/',
          '%2F',
          '%5C',
          '\\',
          '@',
          ':',
          '//',
          'evil.example',
          'https:',
          'app.brigade.example',
        )
        .chain((piece) =>
          fc
            .array(fc.constantFrom(piece, '/', '%2F', 'evil.example', '@', 'https://'), { maxLength: 6 })
            .map((parts) => parts.join('')),
        ),
    );
    fc.assert(
      fc.property(tricky, (raw) => {
        const target = safeRedirectTarget(raw, options);
        if (target.startsWith('/')) {
          return (
            !target.startsWith('//') &&
            !target.startsWith('/\\') &&
            ![...target].some((character) => character === '\\' || character.charCodeAt(0) < 0x20)
          );
        }
        return allowed.has(originOf(target));
      }),
      { numRuns: 2000 },
    );
  });
});
