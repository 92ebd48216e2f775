/**
 * The settings a production start requires beyond `NODE_ENV=production` (server/config.ts refuses
 * the job-ad provider's sandbox defaults there): a provider at an address nothing answers, for
 * tests and benches that run the server in its production shape and never post a job ad.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  INDEED_AUTHORIZE_URL: 'https://provider.invalid/oauth/v2/authorize',
  INDEED_TOKEN_URL: 'https://provider.invalid/oauth/v2/tokens',
  INDEED_API_URL: 'https://provider.invalid',
  INDEED_CLIENT_ID: 'brigade-production-test',
  INDEED_CLIENT_SECRET: 'production-test-secret-not-the-sandbox',
} as const;
