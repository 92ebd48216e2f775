import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A service of a planned brand: code, type (default ACTIVE) and sub-service codes. */
export interface PlannedService {
  readonly code: string;
  readonly type?: string;
  readonly sub?: readonly string[];
}

/** A brand to insert; ids are given by the builder, parents before children. */
export interface PlannedBrand {
  readonly id: number;
  readonly type: string;
  readonly name: string;
  readonly parentId: number | undefined;
  readonly groupId: number;
  readonly path: string;
  readonly services: readonly PlannedService[];
  readonly accessType?: string;
  readonly archived?: boolean;
  readonly address?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

/**
 * Plans a brand tree in memory with ids from `firstId` upward and materialised paths, then
 * writes it in batches (one transaction is the caller's). Not thread-safe; one per seed.
 */
export class BrandTreeBuilder {
  readonly planned: PlannedBrand[] = [];
  private nextId: number;

  constructor(firstId: number) {
    this.nextId = firstId;
  }

  /** Adds a brand under `parent` (undefined: a new enterprise); returns it. */
  add(
    parent: PlannedBrand | undefined,
    fields: Omit<PlannedBrand, 'id' | 'parentId' | 'groupId' | 'path' | 'services'> & {
      services?: readonly PlannedService[];
    },
  ): PlannedBrand {
    const id = this.nextId++;
    const brand: PlannedBrand = {
      ...fields,
      services: fields.services ?? [],
      id,
      parentId: parent?.id,
      groupId: parent?.groupId ?? id,
      path: `${parent?.path ?? '/'}${id}/`,
    };
    this.planned.push(brand);
    return brand;
  }

  /** Inserts every planned brand and its services, 400 rows per statement. */
  async write(db: Kysely<Database>): Promise<void> {
    const now = new Date().toISOString();
    for (let start = 0; start < this.planned.length; start += 400) {
      const slice = this.planned.slice(start, start + 400);
      await db
        .insertInto('brands')
        .values(
          slice.map((brand) => ({
            id: brand.id,
            type: brand.type,
            group_id: brand.groupId,
            parent_id: brand.parentId ?? null,
            path: brand.path,
            name: brand.name,
            access_type: brand.accessType ?? 'FULL',
            archived: brand.archived ? 1 : 0,
            address: brand.address ?? null,
            latitude: brand.latitude ?? null,
            longitude: brand.longitude ?? null,
            created_at: now,
          })),
        )
        .execute();
      const services = slice.flatMap((brand) =>
        brand.services.map((service) => ({
          brand_id: brand.id,
          code: service.code,
          type: service.type ?? 'ACTIVE',
          sub_services_json: JSON.stringify((service.sub ?? []).map((code) => ({ code }))),
        })),
      );
      for (let index = 0; index < services.length; index += 400) {
        await db
          .insertInto('brand_services')
          .values(services.slice(index, index + 400))
          .execute();
      }
    }
  }
}

/** The next free brand id of the database. */
export async function nextBrandId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
