import type { EngagementFigures, EngagementRow } from '../../src-domain/rewards/rewards.model';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

/** The engagement dashboard: GET /v1/brands/{id}/engagement, wire to domain. */
export type EngagementWire = WireData<'/v1/brands/{id}/engagement'>;
export type EngagementQuery = WireQuery<'/v1/brands/{id}/engagement'>;
type EngagementRowWire = EngagementWire['totals'];

const engagementRowFromWire = (wire: EngagementRowWire): EngagementRow => ({
  pointsGiven: wire.points_given,
  recognitions: wire.recognitions,
  activeRecognisers: wire.active_recognisers,
  recipients: wire.recipients,
  budgetAllotted: wire.budget_allotted,
  budgetSpent: wire.budget_spent,
  raffleEntries: wire.raffle_entries,
  raffleParticipants: wire.raffle_participants,
});

export const engagementFromWire = (wire: EngagementWire): EngagementFigures => ({
  brandId: wire.brand_id,
  from: wire.from,
  to: wire.to,
  totals: engagementRowFromWire(wire.totals),
  byBrand: wire.by_brand.map((row) => ({ brand: row.brand, ...engagementRowFromWire(row) })),
});
