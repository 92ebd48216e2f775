import type { Kysely } from 'kysely';
import type { LogbookEntryType } from '../../src-domain/index';
import type { Database } from '../db/schema';
import type { DemoBrands } from './demo-brands.seed';

const DAY_MS = 86_400_000;

interface SeedEntry {
  readonly type: LogbookEntryType;
  readonly title: string;
  readonly body: string;
  readonly shift: 'OPENING' | 'MID' | 'CLOSING';
}

/** The rotation of entries written each day (index by day and location). */
const ROTATION: readonly SeedEntry[] = [
  {
    type: 'GENERAL',
    title: 'Smooth lunch service',
    body: 'Patio opened at **11:30**.\n- 42 covers\n- No waits',
    shift: 'MID',
  },
  {
    type: 'SALES_NOTE',
    title: 'Happy hour up on last week',
    body: 'Oyster special sold out by _6 pm_.',
    shift: 'CLOSING',
  },
  {
    type: 'STAFFING',
    title: 'Two servers called in sick',
    body: 'Covered by moving Jamie from bar.',
    shift: 'OPENING',
  },
  {
    type: 'CUSTOMER',
    title: 'Birthday party of 12 thanked the team',
    body: 'They asked for the same table next month.',
    shift: 'CLOSING',
  },
  {
    type: 'MAINTENANCE',
    title: 'Walk-in cooler door seal worn',
    body: 'Temperature holds at 3 °C; seal ordered.',
    shift: 'OPENING',
  },
  {
    type: 'GENERAL',
    title: 'ملاحظة الوردية: تم استلام الطلبية',
    body: 'وصلت طلبية الخضار في الموعد.',
    shift: 'OPENING',
  },
  {
    type: 'INCIDENT',
    title: 'Guest slipped near the entrance',
    body: 'No injury. **Wet-floor sign** placed; mat to be replaced.',
    shift: 'MID',
  },
];

/**
 * Two weeks of logbook entries at the first two Harbor Grill locations (issue #36): mixed types,
 * one to three a day, written by manager@ (location 0) and the owner (location 1). The INCIDENT
 * and MAINTENANCE entries of the last four days stay open (carried over), older ones are closed.
 */
export async function seedDemoLogbook(
  db: Kysely<Database>,
  brands: DemoBrands,
  authors: { readonly managerId: string; readonly ownerId: string },
  now: Date = new Date(),
): Promise<void> {
  const locations = brands.grillLocations.slice(0, 2);
  for (let daysAgo = 13; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    for (const [index, location] of locations.entries()) {
      const author = index === 0 ? authors.managerId : authors.ownerId;
      const count = 1 + ((daysAgo + index) % 3);
      for (let slot = 0; slot < count; slot += 1) {
        const entry = ROTATION[(daysAgo * 3 + index * 2 + slot) % ROTATION.length]!;
        const followed = entry.type === 'INCIDENT' || entry.type === 'MAINTENANCE';
        const open = followed && daysAgo <= 4;
        const createdAt = `${date}T${String(9 + slot * 4).padStart(2, '0')}:15:00.000Z`;
        const inserted = await db
          .insertInto('logbook_entries')
          .values({
            brand_id: location.id,
            brand_path: location.path,
            log_date: date,
            type: entry.type,
            title: entry.title,
            body: entry.body,
            shift: entry.shift,
            author_user_id: author,
            created_at: createdAt,
            version: 1,
            status: followed ? (open ? 'OPEN' : 'CLOSED') : null,
            assignee_user_id: followed ? authors.managerId : null,
            closed_at: followed && !open ? createdAt : null,
            closed_by: followed && !open ? authors.managerId : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('logbook_entry_versions')
          .values({
            entry_id: Number(inserted.id),
            version: 1,
            type: entry.type,
            title: entry.title,
            body: entry.body,
            edited_by: author,
            edited_at: createdAt,
          })
          .execute();
      }
    }
  }
}
