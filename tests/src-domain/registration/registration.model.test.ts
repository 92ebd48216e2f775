import { registrationPayload } from '../../../src-domain/registration/registration.model';

describe('registration payload (spec 000 §3)', () => {
  it('defaults user_type CANDIDATE, registration_mode NORMAL, last_name empty', () => {
    expect(registrationPayload({ first_name: ' Ann ' })).toEqual({
      first_name: 'Ann',
      last_name: '',
      user_type: 'CANDIDATE',
      registration_mode: 'NORMAL',
    });
  });
  it('carries the optional currency and brand', () => {
    expect(
      registrationPayload({
        first_name: 'Ann',
        last_name: 'Lee',
        user_type: 'EMPLOYER',
        registration_mode: 'SSO',
        currencyId: 3,
        brandName: ' Café ',
      }),
    ).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      user_type: 'EMPLOYER',
      registration_mode: 'SSO',
      currency: { id: 3 },
      brand: { name: 'Café' },
    });
    expect(registrationPayload({ first_name: 'Ann', brandName: '  ' })).not.toHaveProperty('brand');
  });
});
