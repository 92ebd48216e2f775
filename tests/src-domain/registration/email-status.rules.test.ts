import {
  emailStatus,
  looksLikeEmail,
  selfRegistrationBlock,
} from '../../../src-domain/registration/email-status.rules';

describe('email status (spec 000 §4, §5)', () => {
  it('USED + NO_PASSWORD: unverified, activation link sent', () => {
    expect(emailStatus({ status: 'USED', user_status: 'NO_PASSWORD' })).toEqual({
      kind: 'unverified',
      activationLinkSent: true,
      messages: [
        'Account is unverified.',
        'An account activation link has been sent to you, please check your inbox.',
      ],
    });
  });
  it('DRAFT_NO_PASSWORD: unverified', () => {
    expect(emailStatus({ status: 'USED', user_status: 'DRAFT_NO_PASSWORD' })).toMatchObject({
      kind: 'unverified',
      activationLinkSent: false,
    });
    expect(emailStatus({ status: 'DRAFT_NO_PASSWORD' })).toMatchObject({ kind: 'unverified' });
  });
  it('otherwise used, or available', () => {
    expect(emailStatus({ status: 'USED', user_status: 'ACTIVE' })).toEqual({
      kind: 'used',
      message: 'Email is already used.',
    });
    expect(emailStatus({ status: 'AVAILABLE' })).toEqual({ kind: 'available' });
    expect(emailStatus({})).toEqual({ kind: 'available' });
  });
  it('checks the shape of an email', () => {
    expect(looksLikeEmail(' chef@brigade.example ')).toBe(true);
    expect(looksLikeEmail('chef@brigade')).toBe(false);
    expect(looksLikeEmail('a b@c.d')).toBe(false);
  });
  it('blocks self-registration for a hotel group domain, naming the provider', () => {
    const domains = ['grandhotels.com'];
    expect(selfRegistrationBlock('ann@GrandHotels.com', domains, 'Grand SSO')).toBe(
      'You are not authorized to create an account using this portal, please login through Grand SSO first.',
    );
    expect(selfRegistrationBlock('ann@eu.grandhotels.com', domains, 'Grand SSO')).toBeDefined();
    expect(selfRegistrationBlock('ann@notgrandhotels.com', domains, 'Grand SSO')).toBeUndefined();
    expect(selfRegistrationBlock('no-at-sign', domains, 'Grand SSO')).toBeUndefined();
  });
});
