import { defaultPhoneRegion } from '../../../src-domain/language/phone-region.rules';

const KNOWN = new Set(['US', 'GB', 'ES', 'MX', 'FR', 'DE', 'AT', 'RU', 'PL', 'TR', 'SA', 'EG']);
const known = (region: string) => KNOWN.has(region);

describe('defaultPhoneRegion (spec 001 §5)', () => {
  it('takes the region of the browser language that matches the page language', () => {
    expect(defaultPhoneRegion('en', ['fr-FR', 'en-GB', 'en-US'], known)).toBe('GB');
    expect(defaultPhoneRegion('ar', ['ar-EG'], known)).toBe('EG');
    expect(defaultPhoneRegion('es', ['es_MX'], known)).toBe('MX');
  });

  it('falls back to the page tag’s region, then the language’s usual region, then US', () => {
    expect(defaultPhoneRegion('de-AT', ['fr-FR'], known)).toBe('AT');
    expect(defaultPhoneRegion('ar', ['en-US'], known)).toBe('SA');
    expect(defaultPhoneRegion('pl', [], known)).toBe('PL');
    expect(defaultPhoneRegion('es', ['es-419'], known)).toBe('ES');
    expect(defaultPhoneRegion('ja', [], known)).toBe('US');
    expect(defaultPhoneRegion('en', ['en-ZZ'], known)).toBe('US');
  });
});
