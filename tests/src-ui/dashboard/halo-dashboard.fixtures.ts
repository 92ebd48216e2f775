/** Figures of a subtree as GET /v1/dashboards/brands/{id}/halo sends them. */
export function haloFiguresWire(
  locations: number,
  readable: { engagement?: boolean; risk?: boolean } = { engagement: true, risk: true },
) {
  return {
    locations,
    team_members: locations + 1,
    open_positions: locations * 2,
    engagement: readable.engagement ? { recognitions: locations * 3, active_recognisers: locations } : null,
    risk: readable.risk ? { flagged: locations * 4, unresolved: locations * 5 } : null,
  };
}

/**
 * A Halo answer for brand 2 ('Harbor Grill'): totals of 12 locations and `total` children named
 * 'Level 1'… from `offset`, `count` of them on the page.
 */
export function haloWire(
  options: {
    total?: number;
    offset?: number;
    count?: number;
    readable?: { engagement?: boolean; risk?: boolean };
  } = {},
) {
  const { total = 2, offset = 0, readable } = options;
  const count = options.count ?? Math.max(0, Math.min(10, total - offset));
  return {
    brand_id: 2,
    brand_name: 'Harbor Grill',
    brand_type: 'GP-4',
    period: { from: '2026-10-31', to: '2026-11-29' },
    totals: haloFiguresWire(12, readable),
    total,
    children: Array.from({ length: count }, (_unused, index) => ({
      brand: { id: 100 + offset + index, name: `Level ${offset + index + 1}`, type: 'GP-3' },
      ...haloFiguresWire(6, readable),
    })),
  };
}
