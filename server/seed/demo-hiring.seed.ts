import type { Kysely } from 'kysely';
import type { MediaStore } from '../storage/media-store.port';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';
import { seedDemoThreads } from './demo-threads.seed';

/**
 * Positions at every demo location plus templates on the enterprise, the demo threads
 * (demo-threads.seed.ts) and approvals to recruit on Harbor Grill positions.
 */
export async function seedHiring(
  db: Kysely<Database>,
  brands: DemoBrands,
  candidateId: string,
  managerId: string,
  store: MediaStore,
): Promise<void> {
  const now = new Date().toISOString();
  const templates = [
    ['Server', 'FOH', 'ENTRY'],
    ['Line Cook', 'BOH', 'ENTRY'],
    ['Barista', 'FOH', 'ENTRY'],
    ['Shift Lead', 'MANAGEMENT', 'LEAD'],
  ] as const;
  await db
    .insertInto('positions')
    .values(
      templates.map(([title, category, level]) => ({
        brand_id: brands.harbor.id,
        title,
        category,
        level,
        is_template: 1,
        archived: 0,
        created_at: now,
      })),
    )
    .execute();
  const locations = [...brands.grillLocations, ...brands.tacosLocations, ...brands.coffeeLocations];
  const positionIds = new Map<string, number>();
  for (const location of locations) {
    for (const [title, category, level] of templates.slice(0, 2)) {
      const row = await db
        .insertInto('positions')
        .values({
          brand_id: location.id,
          title,
          category,
          level,
          is_template: 0,
          archived: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      positionIds.set(`${location.id}:${title}`, row.id);
    }
  }
  await seedDemoThreads(db, {
    candidateId,
    managerId,
    positions: positionIds,
    grillLocations: brands.grillLocations,
    tacosLocations: brands.tacosLocations,
    coffeeLocations: brands.coffeeLocations,
    store,
  });
  await seedDemoAtrs(db, positionIds, brands.grillLocations, managerId, now);
}

/** Approvals to recruit (ATR) on Harbor Grill positions, the brand with the ATR service (MB). */
async function seedDemoAtrs(
  db: Kysely<Database>,
  positions: ReadonlyMap<string, number>,
  grillLocations: readonly { id: number }[],
  requesterId: string,
  now: string,
): Promise<void> {
  const rows: [number | undefined, string, number, string][] = [
    [grillLocations[0]?.id, 'PENDING', 2, 'Summer patio season'],
    [grillLocations[0]?.id, 'APPROVED', 1, 'Replacement for a departing server'],
    [grillLocations[1]?.id, 'REJECTED', 3, 'Weekend brunch expansion'],
  ];
  await db
    .insertInto('position_atrs')
    .values(
      rows.map(([locationId, status, headcount, reason]) => {
        const positionId = positions.get(`${locationId}:Server`);
        if (positionId === undefined) throw new Error('demo position missing');
        return {
          position_id: positionId,
          status,
          headcount,
          reason,
          requested_by_user_id: requesterId,
          created_at: now,
        };
      }),
    )
    .execute();
}
