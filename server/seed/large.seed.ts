import type { AppDependencies } from '../app-dependencies';
import { identityServiceFor } from '../identity/identity.service';
import { seedIdentityUser } from '../identity/identity.seed';
import { BrandTreeBuilder, nextBrandId } from './brand-tree.builder';
import { profileRow } from './profile-row.factory';
import { DEMO_PASSWORD } from './demo-accounts.seed';
import { bumpBrandsRevision } from '../gateway/brands/brand-rows.cache';
import { seedLargeHiring, type LargeHiringResult } from './large-hiring.seed';
import { seedLargeRewards, type LargeRewardsResult } from './large-rewards.seed';

export const LARGE_SEED_KEY = 'large_seed_version';
export const LARGE_OWNER_EMAIL = 'large-owner@demo.brigade.test';

export interface LargeSeedResult {
  readonly created: boolean;
  readonly ownerEmail: string;
  readonly locations: number;
  /** Applications and messages added (large-hiring.seed.ts); undefined when already seeded. */
  readonly hiring?: LargeHiringResult;
  /** A year of recognitions, ledger rows and raffle entries (large-rewards.seed.ts). */
  readonly rewards?: LargeRewardsResult;
}

/**
 * `npm run seed:large`: an enterprise (GP-5 "Atlas Dining Collective") of `brandCount` brands ×
 * 10 regions × `locationsPerRegion` locations (20 000 by default), owned by LARGE_OWNER_EMAIL
 * (password Brigade-demo-1, top-level entry), with a position, an application and a three-message
 * thread per location (large-hiring.seed.ts), and a year of rewards: budgets, a recognition per
 * location and month, quarterly raffles (large-rewards.seed.ts). Idempotent through app_meta.
 */
export async function seedLarge(
  deps: AppDependencies,
  options: { brandCount?: number; locationsPerRegion?: number } = {},
): Promise<LargeSeedResult> {
  const brandCount = options.brandCount ?? 20;
  const perRegion = options.locationsPerRegion ?? 100;
  const { db } = deps;
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', LARGE_SEED_KEY)
    .executeTakeFirst();
  if (done) return { created: false, ownerEmail: LARGE_OWNER_EMAIL, locations: Number(done.value) };
  const owner = await seedIdentityUser(identityServiceFor(deps), {
    email: LARGE_OWNER_EMAIL,
    password: DEMO_PASSWORD,
    attributes: { given_name: 'Atlas', family_name: 'Owner' },
  });
  let locations = 0;
  let hiring: LargeHiringResult | undefined;
  let rewards: LargeRewardsResult | undefined;
  await db.transaction().execute(async (trx) => {
    const builder = new BrandTreeBuilder(await nextBrandId(trx));
    const locationIds: number[] = [];
    const enterprise = builder.add(undefined, {
      type: 'GP-5',
      name: 'Atlas Dining Collective',
      services: [{ code: 'IPC_INTEGRATION' }, { code: 'SOURCE_HIRE' }, { code: 'REWARDS_AND_RECOGNITION' }],
    });
    const brandIds: number[] = [];
    const locationBrands: { id: number; brand: number }[] = [];
    for (let b = 1; b <= brandCount; b++) {
      const brand = builder.add(enterprise, {
        type: 'GP-4',
        name: `Atlas Brand ${b}`,
        services: [{ code: 'SOURCE_HIRE' }, { code: 'TEAM_SCHEDULING' }, { code: 'HALO_DASHBOARD' }],
      });
      brandIds.push(brand.id);
      for (let r = 1; r <= 10; r++) {
        const region = builder.add(brand, { type: 'GP-3', name: `Atlas Brand ${b} Region ${r}` });
        for (let l = 1; l <= perRegion; l++) {
          const location = builder.add(region, {
            type: 'LOCATION',
            name: `Atlas ${b}-${r}-${l}`,
            services: [{ code: 'SOURCE_HIRE' }, { code: 'TEAM_SCHEDULING', sub: ['SHIFT_SWAP'] }],
          });
          locationIds.push(location.id);
          locationBrands.push({ id: location.id, brand: brand.id });
          locations++;
        }
      }
    }
    await builder.write(trx);
    await bumpBrandsRevision(trx);
    const now = new Date().toISOString();
    await trx
      .insertInto('user_profiles')
      .values(
        profileRow(owner.id, { firstName: 'Atlas', lastName: 'Owner' }, now, {
          user_employer: 1,
          user_type: 'EMPLOYER',
          entry_brand_id: enterprise.id,
        }),
      )
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .insertInto('brand_memberships')
      .values({ user_id: owner.id, brand_id: enterprise.id, role: 'OWNER' })
      .execute();
    await trx
      .insertInto('user_accesses')
      .values([
        { user_id: owner.id, brand_id: enterprise.id, access: 'SOURCE_HIRE' },
        { user_id: owner.id, brand_id: enterprise.id, access: 'TEAM_LIVE' },
      ])
      .execute();
    await trx
      .insertInto('user_permissions')
      .values({
        user_id: owner.id,
        brand_id: enterprise.id,
        name: 'VIEW_HALO_DASHBOARD',
        conditions_json: '[]',
      })
      .execute();
    hiring = await seedLargeHiring(trx, locationIds, owner.id);
    rewards = await seedLargeRewards(trx, {
      enterpriseId: enterprise.id,
      brandIds,
      locations: locationBrands,
      ownerId: owner.id,
      now: new Date(),
    });
    await trx
      .insertInto('app_meta')
      .values({ key: LARGE_SEED_KEY, value: String(locations) })
      .execute();
  });
  return {
    created: true,
    ownerEmail: LARGE_OWNER_EMAIL,
    locations,
    ...(hiring ? { hiring } : {}),
    ...(rewards ? { rewards } : {}),
  };
}
