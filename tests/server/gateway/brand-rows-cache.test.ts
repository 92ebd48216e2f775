import { openDatabase } from '../../../server/db/database';
import { recordBrandChanges } from '../../../server/gateway/brands/brand-changes.repository';
import {
  BrandRowsCache,
  bumpBrandsRevision,
  walkChanges,
} from '../../../server/gateway/brands/brand-rows.cache';
import { findBrand, renameBrand } from '../../../server/gateway/brands/brands.repository';
import type { TestServer } from '../../support/test-server';
import { brandId, startGatewayServer } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const change = (id: number, revision: string, previousRevision: string, brandId = id) => ({
  id,
  revision,
  previousRevision,
  brandId,
});

describe('walkChanges follows the change log from one revision to another', () => {
  it('collects the brands of every write on the way and stops at the target', () => {
    const log = [
      change(1, 'b', 'a', 10),
      change(2, 'b', 'a', 11),
      change(3, 'c', 'b', 12),
      change(4, 'd', 'c', 13),
    ];
    expect(walkChanges(log, 'a', 'c', 0)).toEqual({ brandIds: new Set([10, 11, 12]), lastId: 3 });
  });

  it('gives up when a revision was bumped without a record, or the log does not reach the target', () => {
    expect(walkChanges([change(1, 'c', 'b')], 'a', 'c', 0)).toBeUndefined();
    expect(walkChanges([change(1, 'b', 'a')], 'a', 'c', 0)).toBeUndefined();
    expect(walkChanges([], 'a', 'c', 7)).toBeUndefined();
  });
});

describe('BrandRowsCache patches the kept subtree from the change log (issue #30)', () => {
  it('a rename by another connection is read as that one brand; unchanged rows keep their identity', async () => {
    const cache = new BrandRowsCache(server.db);
    const root = (await findBrand(server.db, await brandId(server.db, 'Harbor Hospitality Group')))!;
    const before = await cache.subtree(root.path, false);
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const other = openDatabase(server.config.databaseFile);
    try {
      await renameBrand(other, tacos, 'Tidewater Taqueria');
      const after = await cache.subtree(root.path, false);
      expect(cache.patches).toBe(1);
      expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
      expect(after.rows.find((row) => row.id === tacos)!.name).toBe('Tidewater Taqueria');
      expect(before.rows.find((row) => row.id === tacos)!.name).toBe('Tidewater Tacos');
      const unchanged = after.rows.findIndex((row) => row.id !== tacos);
      expect(after.rows[unchanged]).toBe(before.rows[unchanged]);
      expect(after.services.get(tacos)).toEqual(before.services.get(tacos));
    } finally {
      await renameBrand(other, tacos, 'Tidewater Tacos');
      await other.destroy();
    }
    expect((await cache.subtree(root.path, false)).rows.find((row) => row.id === tacos)!.name).toBe(
      'Tidewater Tacos',
    );
    expect(cache.patches).toBe(2);
  });

  it('a revision bumped without a record loads the whole subtree again', async () => {
    const cache = new BrandRowsCache(server.db);
    const root = (await findBrand(server.db, await brandId(server.db, 'Harbor Hospitality Group')))!;
    const before = await cache.subtree(root.path, false);
    await bumpBrandsRevision(server.db);
    const after = await cache.subtree(root.path, false);
    expect(cache.patches).toBe(0);
    expect(after.rows).toHaveLength(before.rows.length);
    expect(after.rows[0]).not.toBe(before.rows[0]);
  });

  it('a new location under a kept region is added; archiving it loads the whole subtree and leaves it out', async () => {
    const cache = new BrandRowsCache(server.db);
    const root = (await findBrand(server.db, await brandId(server.db, 'Harbor Hospitality Group')))!;
    const before = await cache.subtree(root.path, false);
    const parent = (await findBrand(server.db, await brandId(server.db, 'Tidewater Tacos')))!;
    const { max } = await server.db
      .selectFrom('brands')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const id = Number(max) + 1;
    await server.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('brands')
        .values({
          id,
          type: 'LOCATION',
          group_id: parent.group_id,
          parent_id: parent.id,
          path: `${parent.path}${id}/`,
          name: 'Tidewater Pier',
          access_type: 'FULL',
          archived: 0,
          address: null,
          latitude: null,
          longitude: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await trx
        .insertInto('brand_services')
        .values({ brand_id: id, code: 'SOURCE_HIRE', type: 'ACTIVE', sub_services_json: '[]' })
        .execute();
      await recordBrandChanges(trx, [id]);
    });
    try {
      const added = await cache.subtree(root.path, false);
      expect(cache.patches).toBe(1);
      expect(added.rows).toHaveLength(before.rows.length + 1);
      expect(added.rows.at(-1)!.name).toBe('Tidewater Pier');
      expect(added.services.get(id)!.map((service) => service.code)).toEqual(['SOURCE_HIRE']);
      await server.db.transaction().execute(async (trx) => {
        await trx.updateTable('brands').set({ archived: 1 }).where('id', '=', id).execute();
        await recordBrandChanges(trx, [id]);
      });
      const archived = await cache.subtree(root.path, false);
      expect(cache.patches).toBe(1);
      expect(archived.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
    } finally {
      await server.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('brand_services').where('brand_id', '=', id).execute();
        await trx.deleteFrom('brands').where('id', '=', id).execute();
        await recordBrandChanges(trx, [id]);
      });
    }
  });
});
