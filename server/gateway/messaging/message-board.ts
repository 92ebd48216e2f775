import type { Kysely } from 'kysely';
import { APPLICATION_STATUSES } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { BOARD_FACET_LIMIT, boardFacets, type EmployerReader } from './applications.repository';
import { BoardCache } from './board-cache';
import type { MessageBoard } from './messaging.schema';

/** The statuses of an application, in pipeline order: the domain's list (APPLIED is "new"). */
export { APPLICATION_STATUSES };

/**
 * A brand with at most this many child brands has its board composed from its children's
 * boards (below); a brand with more is computed in one statement, as its children are small.
 */
export const COMPOSE_MAX_CHILDREN = 50;

interface Tally {
  readonly applications: number;
  readonly unread: number;
}

/** Which entries a board keeps when there are more than BOARD_FACET_LIMIT: the SQL's order. */
const bySelection = (a: Tally & { id: number }, b: Tally & { id: number }) =>
  b.unread - a.unread || b.applications - a.applications || a.id - b.id;

/** How a board lists its kept entries: most unread, then most applications, then by label. */
const byDisplay =
  <T extends Tally>(label: (value: T) => string) =>
  (a: T, b: T) =>
    b.unread - a.unread || b.applications - a.applications || label(a).localeCompare(label(b));

/** All six statuses in pipeline order, then any others (older data) by name. */
function statusList(known: ReadonlyMap<string, Tally>) {
  const others = [...known.keys()]
    .filter((status) => !(APPLICATION_STATUSES as readonly string[]).includes(status))
    .sort((a, b) => a.localeCompare(b));
  return [...APPLICATION_STATUSES, ...others].map((status) => ({
    status,
    applications: known.get(status)?.applications ?? 0,
    unread: known.get(status)?.unread ?? 0,
  }));
}

/**
 * The boards of disjoint parts of a subtree (a brand's own positions, and each child's
 * subtree), added up into the subtree's board. Exact: every position and location belongs to
 * one part only, so the busiest BOARD_FACET_LIMIT of the whole are among the parts' busiest
 * BOARD_FACET_LIMIT, chosen in the same order the SQL chooses them.
 */
export function mergeBoards(brandId: number, parts: readonly MessageBoard[]): MessageBoard {
  const statuses = new Map<string, Tally>();
  for (const part of parts) {
    for (const entry of part.statuses) {
      const held = statuses.get(entry.status) ?? { applications: 0, unread: 0 };
      statuses.set(entry.status, {
        applications: held.applications + entry.applications,
        unread: held.unread + entry.unread,
      });
    }
  }
  const kept = <T extends Tally & { id: number }>(values: T[], label: (value: T) => string) =>
    values.sort(bySelection).slice(0, BOARD_FACET_LIMIT).sort(byDisplay(label));
  const sum = (value: (part: MessageBoard) => number) =>
    parts.reduce((total, part) => total + value(part), 0);
  return {
    brand_id: brandId,
    total_applications: sum((part) => part.total_applications),
    unread_messages: sum((part) => part.unread_messages),
    statuses: statusList(statuses),
    positions: kept(
      parts.flatMap((part) => part.positions),
      (value) => value.title,
    ),
    positions_total: sum((part) => part.positions_total),
    locations: kept(
      parts.flatMap((part) => part.locations),
      (value) => value.name,
    ),
    locations_total: sum((part) => part.locations_total),
  };
}

/**
 * The message boards of one server: each kept per (brand, reader, scope, archived) while its
 * revisions hold (board-cache.ts). A board the reader sees whole (their scope is the brand's
 * subtree) of a brand with 2 to COMPOSE_MAX_CHILDREN children is composed from the brand's own
 * positions and its children's boards, each child's kept in the cache in turn: a write in one
 * branch (migration 0027 bumps its brands only) leaves the other children's boards held, so
 * the first read after it computes the written branch's board and the brand's own positions,
 * not the whole subtree. Other boards are computed in one statement.
 */
export class MessageBoards {
  private readonly cache: BoardCache<MessageBoard>;

  constructor(
    private readonly db: Kysely<Database>,
    /** COMPOSE_MAX_CHILDREN; 0 computes every board in one statement (the bench's "before"). */
    private readonly composeMaxChildren = COMPOSE_MAX_CHILDREN,
  ) {
    this.cache = new BoardCache<MessageBoard>(db);
  }

  /** The board of `reader` below `brand` (whose scope is within the brand's subtree). */
  board(
    brand: { id: number; path: string },
    reader: EmployerReader,
    includeArchived: boolean,
  ): Promise<MessageBoard> {
    return this.cache.get(brand.id, reader, includeArchived, () =>
      this.compute(brand, reader, includeArchived),
    );
  }

  private async compute(
    brand: { id: number; path: string },
    reader: EmployerReader,
    includeArchived: boolean,
  ): Promise<MessageBoard> {
    const whole = reader.paths.length === 1 && reader.paths[0] === brand.path;
    const children = whole
      ? await this.db.selectFrom('brands').select(['id', 'path']).where('parent_id', '=', brand.id).execute()
      : [];
    if (children.length < 2 || children.length > this.composeMaxChildren) {
      return this.computed(brand.id, reader, includeArchived);
    }
    const parts = await Promise.all([
      this.computed(brand.id, reader, includeArchived, brand.id),
      // One level only: a child's board is computed in one statement when not held (composing
      // it in turn would make a cold board cost a statement per grandchild).
      ...children.map((child) => {
        const childReader = { ...reader, paths: [child.path] };
        return this.cache.get(child.id, childReader, includeArchived, () =>
          this.computed(child.id, childReader, includeArchived),
        );
      }),
    ]);
    return mergeBoards(brand.id, parts);
  }

  /** The board computed in one statement (of `ownBrandId`'s own positions only when given). */
  private async computed(
    brandId: number,
    reader: EmployerReader,
    includeArchived: boolean,
    ownBrandId?: number,
  ): Promise<MessageBoard> {
    const facets = await boardFacets(this.db, reader, includeArchived, ownBrandId);
    const statuses = statusList(new Map(facets.byStatus.map((entry) => [entry.status, entry])));
    return {
      brand_id: brandId,
      total_applications: statuses.reduce((sum, entry) => sum + entry.applications, 0),
      unread_messages: statuses.reduce((sum, entry) => sum + entry.unread, 0),
      statuses,
      positions: facets.byPosition,
      positions_total: facets.positionsTotal,
      locations: facets.byLocation,
      locations_total: facets.locationsTotal,
    };
  }
}
