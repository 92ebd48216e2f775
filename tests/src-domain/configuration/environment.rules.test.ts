import { environmentFromHost, isTestStage } from '../../../src-domain/configuration/environment.rules';

describe('environmentFromHost (spec 000 §9: local, dev, production, uat, prep, beta by host suffix)', () => {
  it.each([
    ['localhost', 'local'],
    ['localhost:8080', 'local'],
    ['es.localhost', 'local'],
    ['brigade.local', 'local'],
    ['app.brigade.test', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]:8080', 'local'],
    ['brigade-dev.com', 'dev'],
    ['es.brigade-uat.com', 'uat'],
    ['app.prep.brigade.com', 'prep'],
    ['AR.Brigade-Beta.io.', 'beta'],
    ['brigade.com', 'production'],
    ['es.brigade.com', 'production'],
    ['dev.brigade.com', 'dev'],
    ['es.dev.brigade.com', 'dev'],
    ['devbrigade.com', 'production'],
    ['brigade-developer.com', 'production'],
    ['intranet', 'production'],
    ['', 'production'],
  ])('%s → %s', (host, environment) => {
    expect(environmentFromHost(host)).toBe(environment);
  });

  it('counts dev, uat, prep and beta as test stages', () => {
    expect(
      ['local', 'dev', 'production', 'uat', 'prep', 'beta'].filter((name) => isTestStage(name as never)),
    ).toEqual(['dev', 'uat', 'prep', 'beta']);
  });
});
