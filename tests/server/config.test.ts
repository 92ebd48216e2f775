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

describe('readConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1,loopback ' }).trustProxy).toBe(
      '10.0.0.0/8,::1,loopback',
    );
  });

  it('refuses anything else at start-up, naming the setting', () => {
    for (const bad of ['true', '0', '-1', '10.0.0.0/33', 'proxy.example', '10.0.0.1,,10.0.0.2', '::1/129']) {
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('readConfig: DEV_PAGES and HOST', () => {
  it('keeps the development pages off by default, listening on every interface', () => {
    const config = readConfig({});
    expect(config.devPages).toBe('off');
    expect(config.host).toBe('0.0.0.0');
  });

  it('DEV_PAGES=true serves them to this machine and listens on loopback unless HOST says otherwise', () => {
    expect(readConfig({ DEV_PAGES: 'true' })).toMatchObject({ devPages: 'loopback', host: '127.0.0.1' });
    expect(readConfig({ DEV_PAGES: 'true', HOST: '0.0.0.0' })).toMatchObject({
      devPages: 'loopback',
      host: '0.0.0.0',
    });
    expect(readConfig({ DEV_PAGES: 'remote' }).devPages).toBe('remote');
  });

  it('refuses an unknown value, and development pages in production', () => {
    expect(() => readConfig({ DEV_PAGES: 'yes' })).toThrow(/DEV_PAGES/);
    expect(() => readConfig({ DEV_PAGES: 'true', NODE_ENV: 'production' })).toThrow(/DEV_PAGES/);
    expect(readConfig({ NODE_ENV: 'production' }).devPages).toBe('off');
  });
});
