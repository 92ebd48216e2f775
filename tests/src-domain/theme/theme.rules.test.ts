import {
  entryBrandScheme,
  headerThemeOf,
  resolveTheme,
  toRgbText,
} from '../../../src-domain/theme/theme.rules';

const mice = { services: [{ code: 'MICE', type: 'ACTIVE' }] };

describe('theme (spec 000 §4, 001 §3)', () => {
  it('defaults: header white 255,255,255, accent 0,136,221, light header', () => {
    expect(resolveTheme({ isEmployer: false, brand: mice, scheme: undefined })).toEqual({
      headerColor: '255,255,255',
      accentColor: '0,136,221',
      headerTheme: 'light',
    });
  });
  it('an employer with MICE uses the brand scheme colours and the dark tent header', () => {
    const scheme = { scheme_settings: { background_color: '#1a2b3c', accent_color: 'rgb(200, 10, 20)' } };
    expect(resolveTheme({ isEmployer: true, brand: mice, scheme })).toEqual({
      headerColor: '26,43,60',
      accentColor: '200,10,20',
      headerTheme: 'tent',
    });
    expect(resolveTheme({ isEmployer: true, brand: { services: [] }, scheme }).headerTheme).toBe('light');
    expect(
      resolveTheme({ isEmployer: true, brand: mice, scheme: { scheme_settings: null } }).accentColor,
    ).toBe('0,136,221');
  });
  it('reads colours in several notations', () => {
    expect(toRgbText('#fff')).toBe('255,255,255');
    expect(toRgbText('0,136,221')).toBe('0,136,221');
    expect(toRgbText('300,0,0')).toBeUndefined();
    expect(toRgbText('blue')).toBeUndefined();
    expect(toRgbText(null)).toBeUndefined();
    expect(headerThemeOf('255,255,255')).toBe('light');
    expect(headerThemeOf('0,0,0')).toBe('tent');
  });
});

describe('entryBrandScheme (GET /v1/js_dashboard/profile_scheme)', () => {
  it('keeps the brand and its readable colours, defaults for the rest', () => {
    expect(
      entryBrandScheme({
        brand_id: 7,
        scheme_settings: { background_color: '#123456', accent_color: 'nope' },
      }),
    ).toEqual({ brandId: 7, headerColor: '18,52,86', accentColor: '0,136,221' });
    expect(entryBrandScheme({ brand_id: null, scheme_settings: null })).toEqual({
      brandId: undefined,
      headerColor: '255,255,255',
      accentColor: '0,136,221',
    });
  });
});
