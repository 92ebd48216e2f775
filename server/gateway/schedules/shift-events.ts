import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import { shiftChanged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { weekRow } from './schedules.repository';

/**
 * Tells the readers of the week starting `week` of location `brand` that its shifts changed
 * (`shift.changed`), as the last statement of the write's transaction: its managers while the
 * week is a draft, its team too once it is published. Their week grid and "My shifts" read again.
 */
export async function publishShiftsChanged(
  trx: Transaction<Database>,
  brand: Pick<BrandRow, 'id' | 'path'>,
  week: string,
): Promise<void> {
  const published = (await weekRow(trx, brand.id, week))?.status === 'PUBLISHED';
  await publishLiveEvent(trx, shiftChanged(brand, week, published));
}
