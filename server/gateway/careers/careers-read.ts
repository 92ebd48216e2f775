import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { effectiveSettings } from '../brands/brands.repository';
import { parseQuestions } from '../positions/position-postings.repository';
import { careersErrors } from './careers.errors';
import {
  findCareersBrand,
  findPublicPosition,
  listOpenPositions,
  shownBelow,
  type CareersBrandRow,
  type PublicPositionRow,
} from './careers.repository';
import type { CareersPageSchema, CareersPositionSchema } from './careers.schema';

/**
 * What the careers API and the server-rendered careers pages (issue #38) read: the same shapes
 * for both. Each rejects with 404 CAREERS.NOT_FOUND / CAREERS.POSITION_NOT_FOUND.
 */
export type CareersPage = Static<typeof CareersPageSchema>;
export type CareersPosition = Static<typeof CareersPositionSchema>;
type Summary = CareersPage['locations'][number]['positions'][number];
type ListedRow = Awaited<ReturnType<typeof listOpenPositions>>[number];

function summary(row: ListedRow): Summary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    employment_type: (row.employment_type as Summary['employment_type']) ?? null,
    pay_min: row.pay_min,
    pay_max: row.pay_max,
    pay_period: (row.pay_period as Summary['pay_period']) ?? null,
    posted_at: row.created_at,
  };
}

const locationOf = (row: ListedRow) => ({
  id: row.location_id,
  name: row.location_name,
  address: row.location_address,
  latitude: row.location_latitude,
  longitude: row.location_longitude,
});

/** The brand whose careers page is at `slug`, with its currency; 404 CAREERS.NOT_FOUND. */
export async function requireCareersBrand(db: Kysely<Database>, slug: string) {
  const brand = await findCareersBrand(db, slug);
  if (!brand) throw careersErrors.pageNotFound(slug);
  const settings = await effectiveSettings(db, brand);
  return { brand, currency: settings.currency_code ?? 'USD' };
}

const brandView = (brand: CareersBrandRow, currency: string) => ({
  id: brand.id,
  name: brand.name,
  slug: brand.slug,
  currency,
});

/** A position shown on `brand`'s page (OPEN or PAUSED); 404 CAREERS.POSITION_NOT_FOUND. */
export async function requireCareersPosition(
  db: Kysely<Database>,
  brand: CareersBrandRow,
  id: number,
): Promise<PublicPositionRow> {
  const position = await findPublicPosition(db, id);
  if (!position || !shownBelow(position, brand.path)) throw careersErrors.positionNotFound(id);
  return position;
}

/** A brand's careers page: its OPEN positions grouped by location (by name). */
export async function readCareersPage(db: Kysely<Database>, slug: string): Promise<CareersPage> {
  const { brand, currency } = await requireCareersBrand(db, slug);
  const rows = await listOpenPositions(db, brand.path);
  const locations = new Map<number, CareersPage['locations'][number]>();
  for (const row of rows) {
    const location = locations.get(row.location_id) ?? { ...locationOf(row), positions: [] };
    location.positions.push(summary(row));
    locations.set(row.location_id, location);
  }
  return { brand: brandView(brand, currency), locations: [...locations.values()] };
}

/**
 * One position of a careers page with its questions (never their knockout answers) and, when it
 * has a code and texts are on, what to text where to apply by SMS.
 */
export async function readCareersPosition(
  db: Kysely<Database>,
  slug: string,
  id: number,
  /** Our SMS number (E.164) when texts are on; undefined: no text-to-apply shown. */
  smsNumber: string | undefined,
): Promise<CareersPosition> {
  const { brand, currency } = await requireCareersBrand(db, slug);
  const row = await requireCareersPosition(db, brand, id);
  return {
    brand: brandView(brand, currency),
    position: {
      ...summary(row),
      status: row.status === 'OPEN' ? ('OPEN' as const) : ('PAUSED' as const),
      description: row.description,
      location: locationOf(row),
      questions: parseQuestions(row.questions_json).map((question) => ({
        id: question.id,
        text: question.text,
      })),
      text_to_apply:
        smsNumber && row.sms_code && row.status === 'OPEN' ? { code: row.sms_code, phone: smsNumber } : null,
    },
  };
}
