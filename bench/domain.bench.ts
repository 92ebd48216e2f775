/**
 * Domain rules at scale: the feature table for a user over a generated 20 000-location tree,
 * brand-name search over that tree, and time options for a week at a 5-minute step.
 * Prints the median of several samples; asserts nothing.
 */
import { DateTime } from 'luxon';
import type { Brand } from '../src-domain/brands/brand.model';
import { BrandTree } from '../src-domain/brands/brand-tree.rules';
import { featureAccess } from '../src-domain/permissions/feature-access.rules';
import { PermissionPolicy } from '../src-domain/permissions/permission-policy.rules';
import type { BrandPolicy } from '../src-domain/permissions/policy.model';
import { timeOptions } from '../src-domain/time/time-options.rules';

const REGIONS = 20;
const GROUPS_PER_REGION = 10;
const LOCATIONS_PER_GROUP = 100;
const SAMPLES = 7;

const services = (...codes: string[]) => codes.map((code) => ({ code, type: 'ACTIVE' }));
const WORDS = ['Harbour', 'Seaside', 'Airport', 'Central', 'Garden', 'Station', 'Market', 'Riverside'];
const KINDS = ['Café', 'Grill', 'Bistro', 'Diner', 'Kitchen', 'Bar'];

/** An enterprise (GP-5) → 20 regions (GP-3) → 200 groups (GP-1) → 20 000 locations. */
function generateTree(): Brand {
  let id = 1;
  const location = (index: number): Brand => ({
    id: id++,
    type: 'LOCATION',
    name: `${WORDS[index % WORDS.length]} ${KINDS[index % KINDS.length]} ${index}`,
    services: services(
      'TEAM_SCHEDULING',
      'HALO_DASHBOARD',
      'RISK_DETECTION',
      'TTS_DASHBOARD',
      'ATR',
      'HARRI_ENGAGE',
    ),
  });
  let locationIndex = 0;
  const root: Brand = {
    id: id++,
    type: 'GP-5',
    name: 'Grand Hospitality',
    services: services('IPC_INTEGRATION', 'MICE'),
    brands: Array.from({ length: REGIONS }, (_r, region) => ({
      id: id++,
      type: 'GP-3',
      name: `Region ${region}`,
      brands: Array.from({ length: GROUPS_PER_REGION }, (_g, group) => ({
        id: id++,
        type: 'GP-1',
        name: `Group ${region}-${group}`,
        brands: Array.from({ length: LOCATIONS_PER_GROUP }, () => location(locationIndex++)),
      })),
    })),
  };
  return root;
}

function policiesFor(tree: BrandTree): BrandPolicy[] {
  return tree.flatten().map((brand, index) => ({
    brandId: brand.id,
    permissions: [
      { name: 'VIEW_HALO_DASHBOARD' },
      { name: 'ACCESS_RISK_DETECTION_DASHBOARD' },
      ...(index % 3 === 0 ? [{ name: 'VIEW_TEAM_ENGAGEMENT' }] : []),
      { name: 'VIEW_CANDIDATES', conditions: [{ type: 'POSITION_CATEGORY', values: [{ code: 'KITCHEN' }] }] },
    ],
    user_accesses: index % 2 === 0 ? ['SOURCE_HIRE', 'TEAM_LIVE'] : ['TEAM_LIVE'],
  }));
}

/** Median milliseconds per call of `work` over SAMPLES samples of `iterations` calls. */
function measure(work: () => unknown, iterations: number): number {
  const perCall: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const started = performance.now();
    for (let index = 0; index < iterations; index++) work();
    perCall.push((performance.now() - started) / iterations);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(SAMPLES / 2)]!;
}

const show = (label: string, ms: number, extra = ''): void => {
  console.log(
    `  ${label.padEnd(58)} ${ms.toFixed(3).padStart(9)} ms/op ${Math.round(1000 / ms)
      .toLocaleString('en-US')
      .padStart(12)} ops/s ${extra}`,
  );
};

export async function run(): Promise<void> {
  console.log(`domain rules (median of ${SAMPLES} samples)`);
  const root = generateTree();
  const tree = new BrandTree([root]);
  const locations = tree.ofType('LOCATION');
  console.log(
    `  tree: ${tree.size.toLocaleString('en-US')} brands, ${locations.length.toLocaleString('en-US')} locations`,
  );

  show(
    'index the brand tree (new BrandTree)',
    measure(() => new BrandTree([root]), 5),
  );
  const policies = policiesFor(tree);
  show(
    'index the policy (new PermissionPolicy, all brands)',
    measure(() => new PermissionPolicy(policies), 5),
  );

  const policy = new PermissionPolicy(policies);
  const user = {
    user_employer: true,
    entry_mode: { brand_id: root.id, brand_type: 'GP-5', top_level: true },
  };
  let open = 0;
  const everyFeatureEveryBrand = (): void => {
    open = 0;
    for (const brand of tree.flatten()) {
      const table = featureAccess({
        user,
        brand,
        policy,
        locationFilterType: 'CHILDREN_ONLY',
        atrType: 'MB',
      });
      for (const allowed of Object.values(table)) if (allowed) open += 1;
    }
  };
  const pass = measure(everyFeatureEveryBrand, 3);
  show(
    'feature table (8 features) for every brand of the tree',
    pass,
    `(${open.toLocaleString('en-US')} grants)`,
  );
  show('  … per brand', pass / tree.size);
  show(
    'policy.hasAll over all brands, brandsMode ALL',
    measure(
      () => policy.hasAll(['VIEW_HALO_DASHBOARD', 'ACCESS_RISK_DETECTION_DASHBOARD'], { brandsMode: 'ALL' }),
      20,
    ),
  );

  let found = 0;
  show(
    'brand search "harbour café" (all matches)',
    measure(() => (found = tree.search('harbour café').length), 50),
    `(${found} found)`,
  );
  show(
    'brand search "station bar 1999" (first 20)',
    measure(() => (found = tree.search('station bar 1999', 20).length), 50),
    `(${found} found)`,
  );
  show(
    'parents of a location',
    measure(() => tree.parents(locations[12_345]!.id), 10_000),
  );

  const monday = DateTime.fromISO('2025-03-03T00:00', { zone: 'Europe/Paris' });
  const week = { start: monday, end: monday.plus({ days: 7 }).minus({ minutes: 5 }), stepMinutes: 5 };
  let count = 0;
  show(
    'time options, a week at 5 min (default cap → empty + warning)',
    measure(() => (count = timeOptions(week).options.length), 1000),
    `(${count} options)`,
  );
  show(
    'time options, a week at 5 min, cap lifted',
    measure(() => (count = timeOptions({ ...week, maxOptions: Number.POSITIVE_INFINITY }).options.length), 5),
    `(${count} options)`,
  );
  show(
    'time options, a day at 15 min',
    measure(
      () =>
        (count = timeOptions({ ...week, end: monday.plus({ hours: 23, minutes: 45 }), stepMinutes: 15 })
          .options.length),
      50,
    ),
    `(${count} options)`,
  );
}
