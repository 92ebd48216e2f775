import * as domain from '../../src-domain/index';

describe('the public face of the domain', () => {
  it('exports the names other shells rely on, with their shapes', () => {
    expect(domain.evaluatePassword('Abcdef1!', 'chef@brigade.example')).toEqual(
      expect.objectContaining({
        strength: 'strong',
        pass: true,
        meter: 100,
        hasUpperCase: true,
        hasLowerCase: true,
        hasSpecialChars: true,
        hasNumbers: true,
      }),
    );
    expect(domain.languageFromHost('tr.brigade.example')).toBe('tr');
    expect(domain.safeRedirectTarget('/%2F%2Fevil.example', { origin: 'https://app.example' })).toBe('/');
    expect(
      domain.safeRedirectTarget(undefined, { origin: 'https://app.example', fallback: '/dashboard' }),
    ).toBe('/dashboard');
    expect(domain.loginError('INVALID_CREDENTIALS')).toEqual({
      key: 'login.errors.INVALID_CREDENTIALS',
      message: 'Enter the correct email and password.',
    });
  });

  it('exports every port token under the interface name', () => {
    for (const port of [
      domain.ClockPort,
      domain.KeyValueStoragePort,
      domain.CookiePort,
      domain.NavigationPort,
      domain.IdentityPort,
      domain.IdentityFramePort,
      domain.HttpGatewayPort,
      domain.TelemetryPort,
      domain.ConnectivityPort,
      domain.ScriptLoaderPort,
      domain.TranslatorPort,
    ]) {
      expect(typeof port).toBe('symbol');
    }
  });
});
