import type { Kysely } from 'kysely';
import { foldSearchText } from '../../src-domain/index';
import type { AppDependencies } from '../../server/app-dependencies';
import type { Database } from '../../server/db/schema';
import { identityServiceFor } from '../../server/identity/identity.service';
import { seedIdentityUser } from '../../server/identity/identity.seed';
import { BrandTreeBuilder, nextBrandId } from '../../server/seed/brand-tree.builder';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.seed';
import { profileRow } from '../../server/seed/profile-row.factory';
import {
  drainSearchQueue,
  foldFields,
  type SearchEntryRow,
} from '../../server/gateway/search/search-index.repository';

export const SEARCH_OWNER_EMAIL = 'search-owner@bench.brigade.test';
export const SEARCH_BRAND_MANAGER_EMAIL = 'search-brand@bench.brigade.test';

/** Given and family names of the eight languages (Latin, Cyrillic, Arabic scripts), for candidates. */
export const FIRST_NAMES = [
  'José',
  'María',
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Sofía',
  'Mateo',
  'Lucía',
  'Hugo',
  'Chloé',
  'Léa',
  'Théo',
  'Zoë',
  'Jürgen',
  'Müller',
  'Lukas',
  'Anna',
  'Jakub',
  'Zofia',
  'Łucja',
  'Wojciech',
  'Agnieszka',
  'Çağla',
  'Emre',
  'Şule',
  'Ayşe',
  'Mehmet',
  'İbrahim',
  'Дмитрий',
  'Анна',
  'Ольга',
  'Сергей',
  'Алёна',
  'محمد',
  'أحمد',
  'فاطمة',
  'عائشة',
  'يوسف',
  'إبراهيم',
  'مريم',
  'علي',
  'Aarav',
  'Mei',
  'Kenji',
  'Amara',
  'Chidi',
  'Ingrid',
  'Björn',
  'Søren',
  'François',
  'Renée',
  'Joaquín',
  'Inés',
  'Ramón',
  'Nuño',
  'Grace',
  'Henry',
  'Jack',
  'Amelia',
  'Isla',
  'Oscar',
  'Leo',
  'Freya',
  'Ivy',
  'Ethan',
  'Mia',
  'Ava',
  'James',
  'Benjamin',
  'Charlotte',
  'Harper',
  'Elena',
  'Marco',
  'Giulia',
  'Alessandro',
  'Francesca',
  'Pedro',
] as const;
export const LAST_NAMES = [
  'García',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Fernández',
  'Pérez',
  'Sánchez',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Girard',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weiß',
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Öztürk',
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Соколов',
  'الأحمد',
  'العلي',
  'الحسن',
  'إبراهيم',
  'الشامي',
  'المصري',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
] as const;
const POSITIONS = [
  'Line Cook',
  'Server',
  'Host',
  'Bartender',
  'Dishwasher',
  'Shift Lead',
  'Barista',
  'Prep Cook',
  'Busser',
  'Sous Chef',
];
const TAGS = ['Bilingual', 'Weekend', 'Night shift', 'Referral', 'Rehire', 'Forklift', 'Food handler card'];

/** A deterministic pseudo-random sequence (mulberry32), so every run searches the same rows. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

export interface SearchSeed {
  readonly locations: number;
  readonly candidates: number;
  readonly enterprisePath: string;
  readonly seedSeconds: number;
  readonly indexLocationsSeconds: number;
}

/**
 * The bench's data: an enterprise of `brands` GP-4 brands × 10 regions × `perRegion` locations
 * (20 000 by default, as server/seed/large.seed.ts), its owner (SEARCH_OWNER_EMAIL) and a manager of
 * the first brand (SEARCH_BRAND_MANAGER_EMAIL), both with SOURCE_HIRE; the locations indexed through
 * the trigger queue (drainSearchQueue), then `candidates` CANDIDATE rows written straight into the
 * index in bulk (multi-row inserts in one transaction): the search reads the index only, so the
 * 200 000 source applications are not created.
 */
export async function seedSearchBench(
  deps: AppDependencies,
  options: { brands?: number; perRegion?: number; candidates: number },
): Promise<SearchSeed> {
  const { db } = deps;
  const started = performance.now();
  const identity = identityServiceFor(deps);
  const owner = await seedIdentityUser(identity, {
    email: SEARCH_OWNER_EMAIL,
    password: DEMO_PASSWORD,
    attributes: { given_name: 'Search', family_name: 'Owner' },
  });
  const manager = await seedIdentityUser(identity, {
    email: SEARCH_BRAND_MANAGER_EMAIL,
    password: DEMO_PASSWORD,
    attributes: { given_name: 'Brand', family_name: 'Manager' },
  });
  const locations: { id: number; path: string }[] = [];
  let enterprisePath = '';
  await db.transaction().execute(async (trx) => {
    const builder = new BrandTreeBuilder(await nextBrandId(trx));
    const enterprise = builder.add(undefined, { type: 'GP-5', name: 'Search Bench Dining' });
    let firstBrand: number | undefined;
    for (let b = 1; b <= (options.brands ?? 20); b++) {
      const brand = builder.add(enterprise, { type: 'GP-4', name: `Bench Brand ${b}` });
      firstBrand ??= brand.id;
      for (let r = 1; r <= 10; r++) {
        const region = builder.add(brand, { type: 'GP-3', name: `Bench Brand ${b} Region ${r}` });
        for (let l = 1; l <= (options.perRegion ?? 100); l++)
          locations.push(builder.add(region, { type: 'LOCATION', name: `Bench ${b}-${r}-${l}` }));
      }
    }
    await builder.write(trx);
    const now = new Date().toISOString();
    await trx
      .insertInto('user_profiles')
      .values([
        profileRow(owner.id, { firstName: 'Search', lastName: 'Owner' }, now, {
          user_employer: 1,
          user_type: 'EMPLOYER',
        }),
        profileRow(manager.id, { firstName: 'Brand', lastName: 'Manager' }, now, {
          user_employer: 1,
          user_type: 'EMPLOYER',
        }),
      ])
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx
      .insertInto('brand_memberships')
      .values([
        { user_id: owner.id, brand_id: enterprise.id, role: 'OWNER' },
        { user_id: manager.id, brand_id: firstBrand!, role: 'MANAGER' },
      ])
      .execute();
    await trx
      .insertInto('user_accesses')
      .values([
        { user_id: owner.id, brand_id: enterprise.id, access: 'SOURCE_HIRE' },
        { user_id: manager.id, brand_id: firstBrand!, access: 'SOURCE_HIRE' },
      ])
      .execute();
    enterprisePath = `/${enterprise.id}/`;
  });
  const indexStarted = performance.now();
  await drainSearchQueue(db);
  const indexLocationsSeconds = (performance.now() - indexStarted) / 1000;
  await insertCandidates(db, locations, options.candidates);
  return {
    locations: locations.length,
    candidates: options.candidates,
    enterprisePath,
    seedSeconds: (performance.now() - started) / 1000,
    indexLocationsSeconds,
  };
}

/** `count` CANDIDATE rows over the locations, in multi-row inserts inside one transaction. */
async function insertCandidates(
  db: Kysely<Database>,
  locations: readonly { id: number; path: string }[],
  count: number,
): Promise<void> {
  const next = random(37);
  const day = 86_400_000;
  const newest = Date.parse('2026-11-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    let batch: SearchEntryRow[] = [];
    for (let index = 0; index < count; index++) {
      const first = pick(FIRST_NAMES, next);
      const last = pick(LAST_NAMES, next);
      const name = `${first} ${last}`;
      const email = `${foldSearchText(first).replace(/[^a-z0-9]/g, '') || 'c'}.${index}@mail.example`;
      const phone = `+1 ${200 + Math.floor(next() * 800)} 555 ${String(index % 10_000).padStart(4, '0')}`;
      const position = pick(POSITIONS, next);
      const tags = next() < 0.3 ? [pick(TAGS, next)] : [];
      batch.push({
        kind: 'CANDIDATE',
        ref_id: String(1_000_000 + index),
        user_id: `bench-${index}`,
        brand_id: locations[index % locations.length]!.id,
        brand_path: locations[index % locations.length]!.path,
        title: name,
        subtitle: position,
        name_folded: foldSearchText(name),
        text_folded: foldFields([name, email, phone, phone.replace(/\D/g, ''), position, ...tags]),
        // Applications arrive over two years, the later inserted the more recent (as in use).
        recency: new Date(newest - Math.floor(((count - index) / count) * 730 * day)).toISOString(),
      });
      if (batch.length === 1000) {
        await trx.insertInto('search_entries').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length > 0) await trx.insertInto('search_entries').values(batch).execute();
  });
}
