import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmployerReader } from './applications.repository';

/** How many boards one server keeps (least recently used dropped first). */
export const BOARD_CACHE_SIZE = 500;

/**
 * The revisions a board was computed at: its brand's (migration 0027: bumped by any write inside
 * the brand's subtree, never by writes in other branches), and the reader's reads (0026).
 */
interface Revisions {
  readonly brand: number;
  readonly reader: number;
}

/** The revisions as they stand now: read BEFORE computing a board, never after. */
async function currentRevisions(db: Kysely<Database>, brandId: number, userId: string): Promise<Revisions> {
  const [brand, reader] = await Promise.all([
    db
      .selectFrom('hiring_brand_revisions')
      .select('revision')
      .where('brand_id', '=', brandId)
      .executeTakeFirst(),
    db
      .selectFrom('hiring_reader_revisions')
      .select('revision')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { brand: brand?.revision ?? 0, reader: reader?.revision ?? 0 };
}

/**
 * Computed message boards, one per (brand, reader, the reader's visible subtrees, archived or
 * not): the unread counts on a board are the reader's own, so the reader is part of the key and
 * one user's board is never answered to another. An entry holds while the revisions it was
 * computed at still hold; the triggers of migrations 0026 and 0027 bump them in the transaction
 * of every write that changes a board (a write bumps the brands of its branch only, any reader's
 * read marks only that reader's), so a repeated read is a lookup, a write invalidates exactly the
 * boards of its brand and the brand's ancestors, and the boards of other branches stay held. The revisions are read before computing, so
 * a board is never older than the revisions it is stored under (a write landing in between
 * makes it newer, and the next read at the new revision computes again). Answers are shared:
 * callers must not mutate them.
 */
export class BoardCache<T> {
  private readonly entries = new Map<string, { revisions: Revisions; value: T }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly size = BOARD_CACHE_SIZE,
  ) {}

  async get(
    brandId: number,
    reader: EmployerReader,
    includeArchived: boolean,
    compute: () => Promise<T>,
  ): Promise<T> {
    const key = JSON.stringify([brandId, reader.userId, [...reader.paths].sort(), includeArchived]);
    const revisions = await currentRevisions(this.db, brandId, reader.userId);
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      if (held.revisions.brand === revisions.brand && held.revisions.reader === revisions.reader) {
        this.entries.set(key, held);
        return held.value;
      }
    }
    const value = await compute();
    // A slower computation at older revisions does not replace a newer board stored meanwhile.
    const stored = this.entries.get(key)?.revisions;
    if (stored && stored.brand >= revisions.brand && stored.reader >= revisions.reader) return value;
    this.entries.delete(key);
    this.entries.set(key, { revisions, value });
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }
}
