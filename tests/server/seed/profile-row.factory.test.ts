import { profileRow } from '../../../server/seed/profile-row.factory';

describe("profileRow (the seeds' one profile row)", () => {
  const now = '2026-01-02T03:04:05.000Z';

  it('is a confirmed candidate registered normally, with nothing else set, named as given', () => {
    expect(profileRow('u-1', { firstName: 'Ada', lastName: 'Lovelace' }, now)).toEqual({
      user_id: 'u-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: null,
      user_employer: 0,
      user_type: 'CANDIDATE',
      registration_mode: 'NORMAL',
      persona: null,
      external_auth_source: null,
      entry_brand_id: null,
      default_home_page: null,
      mfa_required: 0,
      email_verified_at: now,
      phone_verified_at: null,
      is_corporate: 0,
      profile_photo_uuid: null,
      profile_photo_path: null,
      profile_photo_degrees: 0,
      profile_photo_rotation: 0,
      latitude: null,
      longitude: null,
      created_at: now,
      updated_at: now,
    });
  });

  it('lets the caller set any column, the rest keeping their defaults', () => {
    const row = profileRow('u-2', { firstName: 'Atlas', lastName: 'Owner' }, now, {
      user_employer: 1,
      user_type: 'EMPLOYER',
      entry_brand_id: 42,
      email_verified_at: null,
    });
    expect(row).toMatchObject({
      user_employer: 1,
      user_type: 'EMPLOYER',
      entry_brand_id: 42,
      email_verified_at: null,
    });
    expect(row.registration_mode).toBe('NORMAL');
    expect(row.created_at).toBe(now);
  });
});
