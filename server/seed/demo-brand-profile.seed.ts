import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

/**
 * The brand-profile data of the demo (issue #15): Harbor Grill collects break waivers (two
 * documents, inherited by its regions and locations) and has approval flows for scheduling and
 * engagement; Harbor Hospitality Group has one hiring flow that every brand below inherits
 * unless it defines its own. Lantern Coffee has break waivers switched off explicitly.
 */
export async function seedBrandProfileData(
  db: Kysely<Database>,
  brands: DemoBrands,
  now: string,
): Promise<void> {
  await db
    .insertInto('break_waiver_settings')
    .values([
      { brand_id: brands.grill.id, enabled: 1, retention_days: 365, require_signature: 1, updated_at: now },
      { brand_id: brands.coffee.id, enabled: 0, retention_days: null, require_signature: 0, updated_at: now },
    ])
    .execute();
  await db
    .insertInto('break_waiver_files')
    .values([
      {
        brand_id: brands.grill.id,
        name: 'Meal break waiver.pdf',
        path: 'break-waivers/grill/meal-break-waiver.pdf',
        sort_order: 1,
      },
      {
        brand_id: brands.grill.id,
        name: 'Rest break waiver.pdf',
        path: 'break-waivers/grill/rest-break-waiver.pdf',
        sort_order: 2,
      },
    ])
    .execute();
  const flow = (brandId: number, service: string, name: string, steps: string[], order: number) => ({
    brand_id: brandId,
    service_code: service,
    name,
    steps_json: JSON.stringify(steps),
    sort_order: order,
  });
  await db
    .insertInto('approval_flows')
    .values([
      flow(brands.harbor.id, 'SOURCE_HIRE', 'Offer approval', ['HIRING_MANAGER', 'BRAND_DIRECTOR'], 1),
      flow(brands.grill.id, 'TEAM_SCHEDULING', 'Shift swap approval', ['SHIFT_LEAD', 'LOCATION_MANAGER'], 1),
      flow(
        brands.grill.id,
        'TEAM_SCHEDULING',
        'Overtime approval',
        ['LOCATION_MANAGER', 'REGIONAL_MANAGER'],
        2,
      ),
      flow(brands.grill.id, 'HARRI_ENGAGE', 'Reward approval', ['LOCATION_MANAGER'], 1),
    ])
    .execute();
}
