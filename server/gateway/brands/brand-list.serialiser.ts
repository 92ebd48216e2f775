import type { BrandRow, ServiceWire } from './brands.repository';

/** A brand's JSON around its favourite flag, and what it was written from. */
interface Fragment {
  readonly parentType: string | null;
  readonly services: readonly ServiceWire[] | undefined;
  /** The brand's JSON with is_favourite false, without its closing brace (children may follow). */
  readonly plain: string;
  /** The same with is_favourite true. */
  readonly favourite: string;
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
 * Rows must not be mutated.
 */
export class BrandListSerialiser {
  private readonly fragments = new WeakMap<BrandRow, Fragment>();

  /**
   * The JSON answer for `source`. Structured: every brand once (the last row read of an id wins,
   * in first-read order), under its parent when the parent is listed; flat: every row as read.
   */
  write(source: ListSource, structured: boolean): string {
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
      out.push(source.favourites.has(row.id) ? fragment.favourite : fragment.plain);
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
    const kept = this.fragments.get(row);
    if (kept && kept.parentType === parentType && kept.services === services) return kept;
    const head =
      `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"name":${JSON.stringify(row.name)}` +
      `,"group_id":${JSON.stringify(row.group_id)},"parent_id":${JSON.stringify(row.parent_id)}` +
      `,"parent_type":${JSON.stringify(parentType)},"is_favourite":`;
    const tail =
      `,"access_type":${JSON.stringify(row.access_type)},"archived":${row.archived === 1}` +
      `,"services":${JSON.stringify(services ?? [])}`;
    const fragment: Fragment = {
      parentType,
      services,
      plain: `${head}false${tail}`,
      favourite: `${head}true${tail}`,
    };
    this.fragments.set(row, fragment);
    return fragment;
  }
}
