import type { Page, RewardsPerson } from '../../src-domain/rewards/rewards.model';
import type { RewardsPageRequest } from '../../src-domain/rewards/rewards-api.port';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

/**
 * What every seam of the rewards adapter shares: a person as the gateway writes one, and a page
 * of a list. The wire shapes are the gateway's generated types (gateway-api.generated.ts).
 */
export type PersonWire = WireData<'/v1/brands/{id}/rewards/recipients'>[number];

/** The `?offset=&limit=` of every rewards list (they share the gateway's pageQuery). */
export type PageQuery = WireQuery<'/v1/brands/{id}/budgets'>;

export const personFromWire = (wire: PersonWire): RewardsPerson => ({
  id: wire.id,
  firstName: wire.first_name,
  lastName: wire.last_name,
});

export const pageQueryOf = (page: RewardsPageRequest) =>
  ({ offset: page.offset, limit: page.limit }) satisfies PageQuery;

/** A page of the wire mapped item by item. */
export const pageFromWire = <Wire, Item>(
  wire: { readonly total: number; readonly items: readonly Wire[] },
  map: (item: Wire) => Item,
): Page<Item> => ({ total: wire.total, items: wire.items.map(map) });
