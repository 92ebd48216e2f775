import { BrandListSerialiser } from '../../../server/gateway/brands/brand-list.serialiser';
import { nest, toNode } from '../../../server/gateway/brands/brand-nodes';
import { BrandRowsCache } from '../../../server/gateway/brands/brand-rows.cache';
import {
  findBrand,
  findBrands,
  pathIds,
  renameBrand,
} from '../../../server/gateway/brands/brands.repository';
import type { TestServer } from '../../support/test-server';
import { brandId, startGatewayServer } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

/** The answer as the route wrote it before the serialiser: nodes, nested, JSON.stringify. */
async function stringified(
  cache: BrandRowsCache,
  rootIds: readonly number[],
  favourites: ReadonlySet<number>,
  structured: boolean,
): Promise<string> {
  const nodes = [];
  for (const id of rootIds) {
    const root = (await findBrand(server.db, id))!;
    const { rows, services } = await cache.subtree(root.path, true);
    const typeOf = new Map(rows.map((row) => [row.id, row.type]));
    for (const parent of await findBrands(server.db, pathIds(root.path).slice(-2, -1)))
      typeOf.set(parent.id, parent.type);
    for (const row of rows) nodes.push(toNode(row, { services, favourites, typeOf }));
  }
  return JSON.stringify({ data: structured ? nest(nodes) : nodes, status_code: 200 });
}

async function written(
  serialiser: BrandListSerialiser,
  cache: BrandRowsCache,
  rootIds: readonly number[],
  favourites: ReadonlySet<number>,
  structured: boolean,
): Promise<string> {
  const parts = [];
  const outsideTypes = new Map<number, string>();
  for (const id of rootIds) {
    const root = (await findBrand(server.db, id))!;
    parts.push(await cache.subtree(root.path, true));
    for (const parent of await findBrands(server.db, pathIds(root.path).slice(-2, -1))) {
      outsideTypes.set(parent.id, parent.type);
    }
  }
  return serialiser.write({ parts, favourites, outsideTypes }, structured);
}

describe('BrandListSerialiser writes what JSON.stringify wrote of the nodes (issue #30)', () => {
  it('STRUCTURED and FLAT, with favourites and roots below the top, byte for byte; again after a rename', async () => {
    const cache = new BrandRowsCache(server.db);
    const favourites = new Set([
      await brandId(server.db, 'Harbor Grill'),
      await brandId(server.db, 'Lantern Coffee'),
    ]);
    const cases = [
      [await brandId(server.db, 'Harbor Hospitality Group')],
      [await brandId(server.db, 'Harbor Grill'), await brandId(server.db, 'Lantern Coffee')],
    ];
    const grill = await brandId(server.db, 'Harbor Grill');
    for (const roots of cases) {
      const serialiser = new BrandListSerialiser();
      const check = async () => {
        for (const structured of [true, false]) {
          for (const favoured of [favourites, new Set<number>()]) {
            expect(await written(serialiser, cache, roots, favoured, structured)).toBe(
              await stringified(cache, roots, favoured, structured),
            );
          }
        }
      };
      // Read whole: one stringify; a second later each brand's JSON is kept and the list joined from it.
      await check();
      expect(serialiser.keptBrands).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(serialiser.keptBrands).toBeGreaterThan(0);
      await check();
      try {
        await renameBrand(server.db, grill, 'Harbor "Grill" \\ Bar');
        await check();
        expect(await written(serialiser, cache, roots, favourites, true)).toContain(
          '"Harbor \\"Grill\\" \\\\ Bar"',
        );
      } finally {
        await renameBrand(server.db, grill, 'Harbor Grill');
      }
    }
  });
});
