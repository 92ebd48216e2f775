import type { AppConfig } from '../../src-domain/configuration/app-config.model';

/** A complete public configuration for tests of the layers above the server. */
export const testAppConfig: AppConfig = {
  identity: {
    endpoint: 'http://localhost:8080/idp',
    userPoolId: 'us-east-1_BrigadeLocal',
    clientId: 'brigade-web-local',
    authFlow: 'USER_SRP_AUTH',
    region: 'us-east-1',
  },
  origins: {
    public: 'http://localhost:8080',
    auth: 'http://localhost:8080',
    corporate: 'http://localhost:8080/corporate',
    legacyApp: 'http://localhost:8080/legacy',
  },
  cdnLocalesUrl: '/locales',
  mapsApiKey: '',
  recaptchaSiteKey: '',
  jobAds: {
    authorizeUrl: 'http://localhost:8080/sandbox/indeed/oauth/v2/authorize',
    clientId: 'brigade-local',
  },
  welcomeAuthSource: 'OKTA',
};
