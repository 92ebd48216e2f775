import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../route-schema';
import { PeriodAnswer } from './dashboards.schema';

/** One page of the Halo dashboard's levels: offset, and at most `limit` (≤ 50) child brands. */
export const HaloQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

/**
 * The figures of a subtree: its open locations, its team (distinct members), its open positions,
 * its engagement over the period (null: the caller may not read engagement there) and its risk
 * (flagged clock-out answers of the period and flags still unresolved, of any date; null: the caller
 * may not read risk there).
 */
export const HaloFigures = Type.Object({
  locations: Type.Integer(),
  team_members: Type.Integer(),
  open_positions: Type.Integer(),
  engagement: Nullable(Type.Object({ recognitions: Type.Integer(), active_recognisers: Type.Integer() })),
  risk: Nullable(Type.Object({ flagged: Type.Integer(), unresolved: Type.Integer() })),
});
export type HaloFigures = Static<typeof HaloFigures>;

/** GET /v1/dashboards/brands/{id}/halo. */
export const HaloDashboard = Type.Object({
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  brand_type: Type.String(),
  period: PeriodAnswer,
  totals: HaloFigures,
  /** How many direct child brands there are (every page says it). */
  total: Type.Integer(),
  children: Type.Array(
    Type.Object({
      brand: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
      ...HaloFigures.properties,
    }),
  ),
});
