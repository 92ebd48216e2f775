import type { Insertable, Kysely } from 'kysely';
import { shiftLogbookDate, type LogbookEntryType } from '../../src-domain/index';
import type { AppDependencies } from '../../server/app-dependencies';
import type { Database } from '../../server/db/schema';
import { identityServiceFor } from '../../server/identity/identity.service';
import { seedIdentityUser } from '../../server/identity/identity.seed';
import { BrandTreeBuilder, nextBrandId } from '../../server/seed/brand-tree.builder';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.seed';
import { profileRow } from '../../server/seed/profile-row.factory';
import { random } from './search-seed';

/** The area manager of the measured group: VIEW_LOGBOOK on it for every type. */
export const LOGBOOK_AREA_EMAIL = 'logbook-area@bench.brigade.test';
/** A second area manager of the same group, VIEW_LOGBOOK limited to GENERAL (a LOGBOOK_ENTRY_TYPE condition). */
export const LOGBOOK_GENERAL_EMAIL = 'logbook-general@bench.brigade.test';
/** The last day of the seeded fortnight: entries are written on it and the 13 days before. */
export const LOGBOOK_LAST_DAY = '2026-11-20';
export const LOGBOOK_DAYS = 14;

/**
 * Topic words of what shifts write, in the eight languages (Latin, Cyrillic and Arabic scripts).
 * An entry holds four of them among its filler words; the first are drawn far more often than the
 * last (a skewed pick): the commonest is in about a quarter of the entries (thousands of matches
 * in a group), the last ones in a few hundredths of them.
 */
export const LOGBOOK_WORDS = [
  'cooler',
  'delivery',
  'shift',
  'guest',
  'fryer',
  'leak',
  'refund',
  'staff',
  'cleaning',
  'order',
  'inventory',
  'broken',
  'temperature',
  'complaint',
  'manager',
  'late',
  'sick',
  'register',
  'compressor',
  'plumber',
  'pedido',
  'cliente',
  'nevera',
  'entrega',
  'livraison',
  'frigo',
  'réclamation',
  'Lieferung',
  'Kühlschrank',
  'Beschwerde',
  'dostawa',
  'lodówka',
  'reklamacja',
  'teslimat',
  'buzdolabı',
  'şikayet',
  'поставка',
  'холодильник',
  'жалоба',
  'смена',
  'طلبية',
  'ثلاجة',
  'شكوى',
  'توصيل',
  'وردية',
  'صيانة',
  'espresso',
  'grease',
  'sprinkler',
  'audit',
] as const;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  're',
  'tu',
  'sa',
  'ne',
  'vo',
  'di',
  'pa',
  'go',
  'ri',
  'fe',
  'bu',
  'ze',
  'ho',
];

/** Filler: 4 096 made-up words of three syllables, each about as frequent as the others. */
function filler(next: () => number): string {
  const index = Math.floor(next() * SYLLABLES.length ** 3);
  return `${SYLLABLES[index % 16]}${SYLLABLES[(index >> 4) % 16]}${SYLLABLES[(index >> 8) % 16]}`;
}

const topic = (next: () => number) => LOGBOOK_WORDS[Math.floor(LOGBOOK_WORDS.length * next() ** 1.5)]!;

/** `topics` topic words among `count` words in all. */
function words(next: () => number, count: number, topics: number): string {
  const list = Array.from({ length: count }, (_, index) => (index < topics ? topic(next) : filler(next)));
  return list.sort(() => next() - 0.5).join(' ');
}

/** Types by share: mostly GENERAL, a tenth INCIDENT, a tenth MAINTENANCE. */
const TYPE_SHARES: readonly (readonly [LogbookEntryType, number])[] = [
  ['GENERAL', 0.4],
  ['INCIDENT', 0.1],
  ['MAINTENANCE', 0.1],
  ['SALES_NOTE', 0.15],
  ['STAFFING', 0.15],
  ['CUSTOMER', 0.1],
];

function typeOf(value: number): LogbookEntryType {
  let sum = 0;
  for (const [type, share] of TYPE_SHARES) {
    sum += share;
    if (value < sum) return type;
  }
  return 'GENERAL';
}

export interface LogbookSeed {
  readonly locations: number;
  readonly entries: number;
  /** The measured group (GP-3) and its locations. */
  readonly groupId: number;
  readonly groupLocationIds: readonly number[];
  readonly treeSeconds: number;
  readonly entriesSeconds: number;
}

/**
 * The bench's data: an enterprise of 20 GP-4 brands × 2 GP-3 groups × `perGroup` locations (500:
 * 20 000 locations), two area managers of the first group (LOGBOOK_AREA_EMAIL, every type;
 * LOGBOOK_GENERAL_EMAIL, GENERAL only), then `entries` logbook entries spread evenly over the
 * locations and over the LOGBOOK_DAYS days ending LOGBOOK_LAST_DAY, written in multi-row inserts
 * inside one transaction (the full-text index kept by the migration's trigger on SQLite, by the
 * GIN index on PostgreSQL). Follow-up types are closed but for one in twenty, left open.
 */
export async function seedLogbookBench(
  deps: AppDependencies,
  options: { perGroup?: number; entries: number },
): Promise<LogbookSeed> {
  const { db } = deps;
  const started = performance.now();
  const identity = identityServiceFor(deps);
  const area = await seedIdentityUser(identity, {
    email: LOGBOOK_AREA_EMAIL,
    password: DEMO_PASSWORD,
    attributes: { given_name: 'Area', family_name: 'Manager' },
  });
  const general = await seedIdentityUser(identity, {
    email: LOGBOOK_GENERAL_EMAIL,
    password: DEMO_PASSWORD,
    attributes: { given_name: 'General', family_name: 'Reader' },
  });
  const locations: { id: number; path: string }[] = [];
  let group: { id: number } | undefined;
  const perGroup = options.perGroup ?? 500;
  await db.transaction().execute(async (trx) => {
    const builder = new BrandTreeBuilder(await nextBrandId(trx));
    const enterprise = builder.add(undefined, { type: 'GP-5', name: 'Logbook Bench Dining' });
    for (let b = 1; b <= 20; b++) {
      const brand = builder.add(enterprise, { type: 'GP-4', name: `Logbook Brand ${b}` });
      for (let g = 1; g <= 2; g++) {
        const area = builder.add(brand, { type: 'GP-3', name: `Logbook Brand ${b} Area ${g}` });
        group ??= area;
        for (let l = 1; l <= perGroup; l++)
          locations.push(builder.add(area, { type: 'LOCATION', name: `Logbook ${b}-${g}-${l}` }));
      }
    }
    await builder.write(trx);
    const now = new Date().toISOString();
    await trx
      .insertInto('user_profiles')
      .values([
        profileRow(area.id, { firstName: 'Area', lastName: 'Manager' }, now, {
          user_employer: 1,
          user_type: 'EMPLOYER',
        }),
        profileRow(general.id, { firstName: 'General', lastName: 'Reader' }, now, {
          user_employer: 1,
          user_type: 'EMPLOYER',
        }),
      ])
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .insertInto('brand_memberships')
      .values([
        { user_id: area.id, brand_id: group!.id, role: 'MANAGER' },
        { user_id: general.id, brand_id: group!.id, role: 'MANAGER' },
      ])
      .execute();
    await trx
      .insertInto('user_permissions')
      .values([
        { user_id: area.id, brand_id: group!.id, name: 'VIEW_LOGBOOK', conditions_json: '[]' },
        {
          user_id: general.id,
          brand_id: group!.id,
          name: 'VIEW_LOGBOOK',
          conditions_json: JSON.stringify([{ type: 'LOGBOOK_ENTRY_TYPE', values: [{ code: 'GENERAL' }] }]),
        },
      ])
      .execute();
  });
  const treeSeconds = (performance.now() - started) / 1000;
  const entriesStarted = performance.now();
  await insertEntries(db, locations, options.entries);
  return {
    locations: locations.length,
    entries: options.entries,
    groupId: group!.id,
    groupLocationIds: locations.slice(0, perGroup).map((location) => location.id),
    treeSeconds,
    entriesSeconds: (performance.now() - entriesStarted) / 1000,
  };
}

/** `count` entries, location by location in turn, 500 rows a statement, in one transaction. */
async function insertEntries(
  db: Kysely<Database>,
  locations: readonly { id: number; path: string }[],
  count: number,
): Promise<void> {
  const next = random(36);
  const first = shiftLogbookDate(LOGBOOK_LAST_DAY, 1 - LOGBOOK_DAYS);
  await db.transaction().execute(async (trx) => {
    let batch: Insertable<Database['logbook_entries']>[] = [];
    const flush = async () => {
      if (batch.length > 0) await trx.insertInto('logbook_entries').values(batch).execute();
      batch = [];
    };
    for (let index = 0; index < count; index++) {
      const location = locations[index % locations.length]!;
      const date = shiftLogbookDate(first, Math.floor(next() * LOGBOOK_DAYS));
      const type = typeOf(next());
      const followed = type === 'INCIDENT' || type === 'MAINTENANCE';
      const open = followed && next() < 0.05;
      const at = `${date}T${String(6 + Math.floor(next() * 17)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`;
      batch.push({
        brand_id: location.id,
        brand_path: location.path,
        log_date: date,
        type,
        title: words(next, 3, 1),
        body: words(next, 12 + Math.floor(next() * 12), 3),
        shift: next() < 0.5 ? null : (['OPENING', 'MID', 'CLOSING'] as const)[Math.floor(next() * 3)]!,
        author_user_id: `bench-author-${index % 97}`,
        created_at: at,
        edited_at: null,
        version: 1,
        status: followed ? (open ? 'OPEN' : 'CLOSED') : null,
        assignee_user_id: null,
        closed_at: followed && !open ? at : null,
        closed_by: followed && !open ? `bench-author-${index % 97}` : null,
        deleted_at: null,
        deleted_by: null,
      });
      if (batch.length === 500) await flush();
    }
    await flush();
  });
}
