import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { careersSlug } from '../../src-domain/index';
import type { DemoBrands } from './demo-brands.seed';

const SERVER_DESCRIPTION = [
  'Welcome guests, guide them through the menu and keep the floor running on busy nights.',
  '',
  'Weekend evenings required. Tips shared across the team.',
].join('\n');

const COOK_DESCRIPTION = [
  'Prepare and plate our grill menu to standard, keep the line clean and help close the kitchen.',
  '',
  'Food handler card within 30 days of starting.',
].join('\n');

/**
 * The careers pages of the demo (issue #38): a slug per brand (Harbor Grill at
 * /careers/harbor-grill), and the postings of Harbor Grill's first two locations filled in
 * (employment type, pay range, description, screening questions with knockouts) so the page
 * shows real jobs after `npm start`. The other seeded positions stay OPEN with a bare posting.
 */
export async function seedDemoCareers(db: Kysely<Database>, brands: DemoBrands): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('careers_pages')
    .values(
      [brands.grill, brands.tacos, brands.coffee].map((brand) => ({
        brand_id: brand.id,
        slug: careersSlug(brand.name),
        created_at: now,
      })),
    )
    .execute();
  const questions = JSON.stringify([
    { id: 'q1', text: 'Are you 18 or older?', knockout_answer: 'NO' },
    { id: 'q2', text: 'Can you work weekend evenings?', knockout_answer: null },
  ]);
  for (const location of brands.grillLocations.slice(0, 2)) {
    await db
      .updateTable('positions')
      .set({
        employment_type: 'PART_TIME',
        pay_min: 1600,
        pay_max: 2200,
        pay_period: 'HOUR',
        description: SERVER_DESCRIPTION,
        questions_json: questions,
      })
      .where('brand_id', '=', location.id)
      .where('title', '=', 'Server')
      .execute();
    await db
      .updateTable('positions')
      .set({
        employment_type: 'FULL_TIME',
        pay_min: 1800,
        pay_max: 2500,
        pay_period: 'HOUR',
        description: COOK_DESCRIPTION,
        questions_json: questions,
      })
      .where('brand_id', '=', location.id)
      .where('title', '=', 'Line Cook')
      .execute();
  }
}
