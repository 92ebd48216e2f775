import type { BrandRow, ServiceWire } from './brands.repository';

/** A subtree as the rows cache keeps it: rows ordered by id, services by brand id, rows' places by id. */
export interface PatchableSubtree {
  readonly rows: readonly BrandRow[];
  readonly services: ReadonlyMap<number, ServiceWire[]>;
  readonly placeOf: ReadonlyMap<number, number>;
}

/**
 * `kept` (the subtree at `scope.path`, archived brands and what is below them left out unless
 * `scope.includeArchived`) with the brands `changedIds` as they are now: `fresh` holds their rows
 * (a removed brand has none) and `services` their services. A new copy; `kept` is not changed,
 * and every row and service list not named keeps its identity. Patched: a renamed or retyped
 * brand, changed services, a brand added under a kept parent with an id above every kept one;
 * changes outside the subtree are ignored. Undefined (load the whole subtree again) when a brand
 * was removed, moved, archived or restored, or added anywhere else.
 */
export function patchSubtree(
  kept: PatchableSubtree,
  scope: { readonly path: string; readonly includeArchived: boolean },
  changedIds: readonly number[],
  fresh: readonly BrandRow[],
  services: ReadonlyMap<number, ServiceWire[]>,
): PatchableSubtree | undefined {
  const freshById = new Map(fresh.map((row) => [row.id, row]));
  const rows = [...kept.rows];
  const serviceCopy = new Map(kept.services);
  const candidates: BrandRow[] = [];
  for (const id of changedIds) {
    const now = freshById.get(id);
    const place = kept.placeOf.get(id);
    if (place === undefined) {
      if (now && inSubtree(now.path, scope.path)) candidates.push(now);
      continue;
    }
    const before = rows[place]!;
    if (
      !now ||
      now.path !== before.path ||
      now.parent_id !== before.parent_id ||
      now.archived !== before.archived
    ) {
      return undefined;
    }
    rows[place] = now;
    setServices(serviceCopy, id, services.get(id));
  }
  if (candidates.length === 0) return { rows, services: serviceCopy, placeOf: kept.placeOf };
  candidates.sort((a, b) => a.id - b.id);
  const candidateIds = new Set(candidates.map((row) => row.id));
  const placeOf = new Map(kept.placeOf);
  let lastId = rows.at(-1)?.id ?? 0;
  for (const row of candidates) {
    if (row.path === scope.path) return undefined;
    const parentPresent = row.parent_id !== null && placeOf.has(row.parent_id);
    if (!parentPresent) {
      // A parent added after its child, or (archived included) one missing: a whole load decides.
      if (scope.includeArchived || (row.parent_id !== null && candidateIds.has(row.parent_id)))
        return undefined;
      // Under a brand left out (archived): left out too.
      continue;
    }
    if (!scope.includeArchived && row.archived === 1) continue;
    // Rows stay ordered by id: a new brand below a kept id is rare enough for a whole load.
    if (row.id <= lastId) return undefined;
    placeOf.set(row.id, rows.length);
    rows.push(row);
    setServices(serviceCopy, row.id, services.get(row.id));
    lastId = row.id;
  }
  return { rows, services: serviceCopy, placeOf };
}

function inSubtree(path: string, root: string): boolean {
  return path >= root && path < `${root}~`;
}

function setServices(map: Map<number, ServiceWire[]>, id: number, list: ServiceWire[] | undefined): void {
  if (list && list.length > 0) map.set(id, list);
  else map.delete(id);
}
