import { AppConfig, LOGIN_PATH, SIGNUP_PATH } from '../../../src-domain/configuration/app-config.model';

describe('app configuration', () => {
  it('names the login and signup addresses and has a token', () => {
    expect(LOGIN_PATH).toBe('/user/login');
    expect(SIGNUP_PATH).toBe('/user/signup');
    expect(typeof AppConfig).toBe('symbol');
  });
});
