import type { RuleInput } from '../../src-domain/rewards/rewards-api.port';
import type { RewardRule } from '../../src-domain/rewards/rewards.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';

/** Rules: the wire shapes of /v1/brands/{id}/reward_rules…, wire to domain. */
export type RulesWire = WireData<'/v1/brands/{id}/reward_rules'>;
export type RuleWire = WireData<'/v1/brands/{id}/reward_rules', 'post'>;
export type FireWire = WireData<'/v1/brands/{id}/reward_rules/{rule}/fire', 'post'>;
export type FireBody = WireBody<'/v1/brands/{id}/reward_rules/{rule}/fire', 'post'>;
/** Creating (POST) and replacing (PUT …/{rule}) send the same body. */
type RuleBody = WireBody<'/v1/brands/{id}/reward_rules', 'post'> &
  WireBody<'/v1/brands/{id}/reward_rules/{rule}', 'put'>;

export const ruleFromWire = (wire: RuleWire): RewardRule => ({
  id: wire.id,
  brand: wire.brand,
  event: wire.event,
  points: wire.points,
  capPerPeriod: wire.cap_per_period,
  period: wire.period,
  effectiveFrom: wire.effective_from,
  effectiveTo: wire.effective_to ?? undefined,
  active: wire.active,
  firedCount: wire.fired_count,
});

export const ruleBody = (input: RuleInput): RuleBody => ({
  event: input.event,
  points: input.points,
  cap_per_period: input.capPerPeriod,
  period: input.period,
  effective_from: input.effectiveFrom,
  effective_to: input.effectiveTo ?? null,
  active: input.active,
});
