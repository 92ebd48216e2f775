import { brandHasService } from '../../../src-domain/index';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findBrands, loadServices, type BrandRow, type ServiceWire } from './brands.repository';
import type { BrandNode } from './brands.schema';

/** A brand on the wire (spec 000 §3); `brands` only in structured views. */
export type { BrandNode };

export interface NodeExtras {
  readonly services: ReadonlyMap<number, ServiceWire[]>;
  readonly favourites: ReadonlySet<number>;
  /** Brand types by id, for parent_type (brands outside the rows are looked up here too). */
  readonly typeOf: ReadonlyMap<number, string>;
}

export function toNode(row: BrandRow, extras: NodeExtras): BrandNode {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    group_id: row.group_id,
    parent_id: row.parent_id,
    parent_type: row.parent_id === null ? null : (extras.typeOf.get(row.parent_id) ?? null),
    is_favourite: extras.favourites.has(row.id),
    access_type: row.access_type,
    archived: row.archived === 1,
    services: extras.services.get(row.id) ?? [],
  };
}

/** One brand as a node (no children): its services, the caller's favourite flag, its parent's type. */
export async function nodeOfBrand(db: Kysely<Database>, brand: BrandRow, userId: string): Promise<BrandNode> {
  const [services, favourite, parents] = await Promise.all([
    loadServices(db, [brand.id]),
    db
      .selectFrom('favourite_brands')
      .select('brand_id')
      .where('user_id', '=', userId)
      .where('brand_id', '=', brand.id)
      .executeTakeFirst(),
    findBrands(db, brand.parent_id === null ? [] : [brand.parent_id]),
  ]);
  return toNode(brand, {
    services,
    favourites: new Set(favourite ? [brand.id] : []),
    typeOf: new Map(parents.map((parent) => [parent.id, parent.type])),
  });
}

/**
 * Nests nodes under their parents; nodes whose parent is not among them become roots. Children
 * keep the input order. With `filterServices`, only brands having one of the services (ACTIVE
 * or PASS) and their ancestors stay. The nodes are nested in place (each gets its `brands`
 * list): pass nodes made for this answer (toNode), not shared ones. In place because copying
 * 20 000 nodes was a fifth of a cold build of the large owner's tree (issue #20).
 */
export function nest(nodes: readonly BrandNode[], filterServices: readonly string[] = []): BrandNode[] {
  const byId = new Map<number, BrandNode>();
  for (const node of nodes) {
    node.brands = [];
    byId.set(node.id, node);
  }
  const roots: BrandNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (parent) parent.brands!.push(node);
    else roots.push(node);
  }
  if (filterServices.length === 0) return roots;
  const keep = (node: BrandNode): BrandNode | undefined => {
    const children = (node.brands ?? []).map(keep).filter((child): child is BrandNode => child !== undefined);
    const matches = filterServices.some((code) => brandHasService(node, code));
    return matches || children.length > 0 ? { ...node, brands: children } : undefined;
  };
  return roots.map(keep).filter((root): root is BrandNode => root !== undefined);
}

/** Keeps the brands having one of the services (ACTIVE or PASS); all when the filter is empty. */
export function filterByServices(nodes: readonly BrandNode[], codes: readonly string[]): BrandNode[] {
  if (codes.length === 0) return [...nodes];
  return nodes.filter((node) => codes.some((code) => brandHasService(node, code)));
}
