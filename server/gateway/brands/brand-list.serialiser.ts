import { nest, toNode } from './brand-nodes';
import type { BrandRow, ServiceWire } from './brands.repository';

/** How long after a list read whole its brands' JSON is made (ms). */
const PRIME_DELAY_MS = 1000;

/** A brand's JSON around its favourite flag, and what it was written from. */
interface Fragment {
  readonly row: BrandRow;
  readonly parentType: string | null;
  readonly services: readonly ServiceWire[] | undefined;
  /** The brand's JSON with is_favourite false, without its closing brace (children may follow). */
  readonly plain: string;
  /** The same with is_favourite true, made when first needed. */
  favourite: string | undefined;
}

/** What the caller's list is written from: each root's kept subtree, in order. */
export interface ListSource {
  readonly parts: readonly {
    readonly rows: readonly BrandRow[];
    readonly services: ReadonlyMap<number, ServiceWire[]>;
  }[];
  readonly favourites: ReadonlySet<number>;
  /** Types of the parents outside the rows, by id. */
  readonly outsideTypes: ReadonlyMap<number, string>;
}

/**
 * Writes the brand list's answer `{"data":[…],"status_code":200}` straight from kept rows, byte
 * for byte what JSON.stringify writes of the nodes toNode makes (nested by nest() when
 * `structured`, unfiltered). Each brand's JSON is kept per row object (rows and service lists
 * the rows cache did not change keep their identity), so after a brand write only the changed
 * brands are written again and the rest is joined (issue #30: the first reads after a write).
 * A list whose rows were mostly read again (a whole load) is written by one stringify, and its
 * brands' JSON made a second later. Rows must not be mutated.
 */
export class BrandListSerialiser {
  /** By brand id; a fragment holds for its row object only (a row read again is written again). */
  private readonly fragments = new Map<number, Fragment>();

  /** How many brands' JSON is kept (tests). */
  get keptBrands(): number {
    return this.fragments.size;
  }

  /**
   * The JSON answer for `source`. Structured: every brand once (the last row read of an id wins,
   * in first-read order), under its parent when the parent is listed; flat: every row as read.
   */
  write(source: ListSource, structured: boolean): string {
    if (!this.mostlyKept(source)) {
      // Making every brand's JSON alone costs about twice one stringify of the nested nodes: a
      // list read whole is written that way, and its brands' JSON made a second later, off the
      // path of the reads waiting now, for the writes after it.
      setTimeout(() => this.fragmentsFor(source, structured), PRIME_DELAY_MS).unref();
      return stringified(source, structured);
    }
    return this.fragmentsFor(source, structured);
  }

  /** True when at least half the rows have their JSON kept (one row in 64 sampled). */
  private mostlyKept(source: ListSource): boolean {
    let sampled = 0;
    let kept = 0;
    for (const part of source.parts) {
      for (let index = 0; index < part.rows.length; index += 64) {
        const row = part.rows[index]!;
        sampled += 1;
        if (this.fragments.get(row.id)?.row === row) kept += 1;
      }
    }
    return kept * 2 >= sampled;
  }

  private fragmentsFor(source: ListSource, structured: boolean): string {
    const rowOf = new Map<number, BrandRow>();
    const servicesOf = new Map<number, readonly ServiceWire[] | undefined>();
    for (const part of source.parts) {
      for (const row of part.rows) {
        rowOf.set(row.id, row);
        servicesOf.set(row.id, part.services.get(row.id));
      }
    }
    const typeOf = (id: number | null): string | null =>
      id === null ? null : (rowOf.get(id)?.type ?? source.outsideTypes.get(id) ?? null);
    // One flat list of pieces joined once: nested joins copied the deeper levels' text again at each level.
    const out: string[] = ['{"data":['];
    const own = (row: BrandRow, services: readonly ServiceWire[] | undefined): void => {
      const fragment = this.fragmentOf(row, typeOf(row.parent_id), services);
      if (!source.favourites.has(row.id)) out.push(fragment.plain);
      // The first match is the field: inside a JSON string every quote is escaped.
      else
        out.push(
          (fragment.favourite ??= fragment.plain.replace(',"is_favourite":false,', ',"is_favourite":true,')),
        );
    };
    if (!structured) {
      // FLAT lists each root's rows as read, as filterByServices does with no filter.
      let first = true;
      for (const part of source.parts) {
        for (const row of part.rows) {
          if (!first) out.push(',');
          first = false;
          own(row, part.services.get(row.id));
          out.push('}');
        }
      }
    } else {
      const children = new Map<number, BrandRow[]>();
      const roots: BrandRow[] = [];
      for (const row of rowOf.values()) {
        if (row.parent_id === null || !rowOf.has(row.parent_id)) {
          roots.push(row);
          continue;
        }
        const siblings = children.get(row.parent_id);
        if (siblings) siblings.push(row);
        else children.set(row.parent_id, [row]);
      }
      const nested = (row: BrandRow): void => {
        own(row, servicesOf.get(row.id));
        out.push(',"brands":[');
        const below = children.get(row.id);
        if (below) {
          for (let index = 0; index < below.length; index += 1) {
            if (index > 0) out.push(',');
            nested(below[index]!);
          }
        }
        out.push(']}');
      };
      for (let index = 0; index < roots.length; index += 1) {
        if (index > 0) out.push(',');
        nested(roots[index]!);
      }
    }
    out.push('],"status_code":200}');
    return out.join('');
  }

  private fragmentOf(
    row: BrandRow,
    parentType: string | null,
    services: readonly ServiceWire[] | undefined,
  ): Fragment {
    const kept = this.fragments.get(row.id);
    if (kept && kept.row === row && kept.parentType === parentType && kept.services === services) return kept;
    // One stringify of the node as toNode makes it (key order kept), its closing brace cut off.
    const whole = JSON.stringify({
      id: row.id,
      type: row.type,
      name: row.name,
      group_id: row.group_id,
      parent_id: row.parent_id,
      parent_type: parentType,
      is_favourite: false,
      access_type: row.access_type,
      archived: row.archived === 1,
      services: services ?? [],
    });
    const fragment: Fragment = { row, parentType, services, plain: whole.slice(0, -1), favourite: undefined };
    this.fragments.set(row.id, fragment);
    return fragment;
  }
}

/** The answer as toNode, nest and JSON.stringify write it (nodes made for this answer). */
function stringified(source: ListSource, structured: boolean): string {
  const typeOf = new Map(source.outsideTypes);
  for (const part of source.parts) for (const row of part.rows) typeOf.set(row.id, row.type);
  const nodes = source.parts.flatMap((part) =>
    part.rows.map((row) => toNode(row, { services: part.services, favourites: source.favourites, typeOf })),
  );
  return JSON.stringify({ data: structured ? nest(nodes) : nodes, status_code: 200 });
}
