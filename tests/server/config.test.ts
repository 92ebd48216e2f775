import { readConfig } from '../../server/config';

describe('readConfig', () => {
  it('blocks the demo hotel group by default (SSO_ONLY_EMAIL_DOMAINS, SSO_PROVIDER_NAME)', () => {
    const config = readConfig({});
    expect(config.ssoOnlyEmailDomains).toEqual(['grandhotels.example']);
    expect(config.ssoProviderName).toBe('Grand Hotels SSO');
  });

  it('reads a comma-separated domain list (lower-cased) and the provider name', () => {
    const config = readConfig({
      SSO_ONLY_EMAIL_DOMAINS: ' Ritz.example , hotels.ritz.example,',
      SSO_PROVIDER_NAME: 'Ritz Okta',
    });
    expect(config.ssoOnlyEmailDomains).toEqual(['ritz.example', 'hotels.ritz.example']);
    expect(config.ssoProviderName).toBe('Ritz Okta');
  });

  it('an empty list blocks nobody', () => {
    expect(readConfig({ SSO_ONLY_EMAIL_DOMAINS: '' }).ssoOnlyEmailDomains).toEqual([]);
  });

  it('refuses something that is no domain', () => {
    expect(() => readConfig({ SSO_ONLY_EMAIL_DOMAINS: 'grand hotels' })).toThrow(/SSO_ONLY_EMAIL_DOMAINS/);
    expect(() => readConfig({ SSO_ONLY_EMAIL_DOMAINS: '@grandhotels.example' })).toThrow(
      /SSO_ONLY_EMAIL_DOMAINS/,
    );
  });
});
