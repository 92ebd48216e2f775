import { readConfig, SANDBOX_INDEED_CLIENT_SECRET } from '../../server/config';
import { PRODUCTION_ENV } from '../support/production-env';

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
    expect(() => readConfig({ ...PRODUCTION_ENV, DEV_PAGES: 'true' })).toThrow(/DEV_PAGES/);
    expect(readConfig({ ...PRODUCTION_ENV }).devPages).toBe('off');
  });
});

describe('production safety', () => {
  it('loads the demo accounts in production only when SEED_DEMO=true says so', () => {
    expect(readConfig({ ...PRODUCTION_ENV }).seedDemo).toBe(false);
    expect(readConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(readConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    'INDEED_AUTHORIZE_URL',
    'INDEED_TOKEN_URL',
    'INDEED_API_URL',
    'INDEED_CLIENT_ID',
    'INDEED_CLIENT_SECRET',
  ] as const)('refuses to start in production without %s, naming it', (name) => {
    const env: NodeJS.ProcessEnv = { ...PRODUCTION_ENV };
    delete env[name];
    expect(() => readConfig(env)).toThrow(new RegExp(`^${name} must be set`));
    expect(() => readConfig({ ...env, [name]: ' ' })).toThrow(new RegExp(`^${name} must be set`));
  });

  it("refuses the sandbox's known secret and the sandbox's addresses in production", () => {
    expect(() =>
      readConfig({ ...PRODUCTION_ENV, INDEED_CLIENT_SECRET: SANDBOX_INDEED_CLIENT_SECRET }),
    ).toThrow(/^INDEED_CLIENT_SECRET is the local sandbox's secret/);
    expect(() =>
      readConfig({ ...PRODUCTION_ENV, INDEED_API_URL: 'https://brigade.example/sandbox/indeed' }),
    ).toThrow(/^INDEED_API_URL points at the local sandbox/);
    expect(() =>
      readConfig({
        ...PRODUCTION_ENV,
        INDEED_TOKEN_URL: 'https://brigade.example/sandbox/indeed/oauth/v2/tokens',
      }),
    ).toThrow(/^INDEED_TOKEN_URL points at the local sandbox/);
  });

  it('keeps the sandbox as the default outside production', () => {
    expect(readConfig({}).indeed.clientSecret).toBe(SANDBOX_INDEED_CLIENT_SECRET);
    expect(readConfig({}).indeed.apiUrl).toBe('http://localhost:8080/sandbox/indeed');
  });
});
