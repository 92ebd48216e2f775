import type { BirthdayProfile, Referral, RewardsMember } from '../../src-domain/rewards/rewards.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { personFromWire } from './rewards.mapping';

/** What the rules know about people (start dates, referrals, birthdays), wire to domain. */
export type RewardPeopleWire = WireData<'/v1/brands/{id}/reward_people'>;
export type StartDateBody = WireBody<'/v1/brands/{id}/reward_people/{user}', 'put'>;
export type ReferralsWire = WireData<'/v1/brands/{id}/reward_referrals'>;
export type ReferrerBody = WireBody<'/v1/brands/{id}/reward_referrals/{application}', 'put'>;
export type BirthdayWire = WireData<'/v1/users/reward_profile'>;
export type BirthdayBody = WireBody<'/v1/users/reward_profile', 'put'>;

export const rewardsMemberFromWire = (wire: RewardPeopleWire['items'][number]): RewardsMember => ({
  person: personFromWire(wire.person),
  startedOn: wire.started_on ?? undefined,
  birthdayOptIn: wire.birthday_opt_in,
});

export const referralFromWire = (wire: ReferralsWire['items'][number]): Referral => ({
  applicationId: wire.application_id,
  status: wire.status,
  positionTitle: wire.position_title,
  candidate: personFromWire(wire.candidate),
  referrer: wire.referrer ? personFromWire(wire.referrer) : undefined,
});

export const birthdayFromWire = (wire: BirthdayWire): BirthdayProfile => ({
  birthday: wire.birthday ?? undefined,
  optIn: wire.birthday_opt_in,
});

export const birthdayBody = (profile: BirthdayProfile): BirthdayBody => ({
  birthday: profile.birthday ?? null,
  birthday_opt_in: profile.optIn,
});
