import { BrandTreeBuilder, type PlannedBrand, type PlannedService } from './brand-tree.builder';

/** The brands of the demo seed that users and settings point at, by role in the story. */
export interface DemoBrands {
  readonly builder: BrandTreeBuilder;
  /** GP-5 enterprise with IPC_INTEGRATION (access portal: All, Ownership's View, Starred). */
  readonly harbor: PlannedBrand;
  /** GP-4 brand with every dashboard service, MICE (themed), ATR; risk filter ALL_LEVELS. */
  readonly grill: PlannedBrand;
  /** GP-4 brand with IPC_INTEGRATION (Ownership's View and Starred); TTS at its locations. */
  readonly tacos: PlannedBrand;
  /** GP-4 brand with scheduling only; engagement on a TRIAL (non-granting) service. */
  readonly coffee: PlannedBrand;
  /** Locations of each brand, in order. */
  readonly grillLocations: readonly PlannedBrand[];
  readonly tacosLocations: readonly PlannedBrand[];
  readonly coffeeLocations: readonly PlannedBrand[];
  /** A second GP-5 enterprise whose account is suspended. */
  readonly sunset: PlannedBrand;
  readonly sunsetLocations: readonly PlannedBrand[];
}

const CITIES = [
  ['Portland', 45.52, -122.68],
  ['Seattle', 47.61, -122.33],
  ['Austin', 30.27, -97.74],
  ['Denver', 39.74, -104.99],
  ['Chicago', 41.88, -87.63],
  ['Boston', 42.36, -71.06],
] as const;

const s = (code: string, type = 'ACTIVE', sub: readonly string[] = []): PlannedService => ({
  code,
  type,
  sub,
});

/** Plans the demo enterprise: 3 brands × 2 regions × 6 locations (36) and a suspended one. */
export function planDemoBrands(firstId: number): DemoBrands {
  const builder = new BrandTreeBuilder(firstId);
  const harbor = builder.add(undefined, {
    type: 'GP-5',
    name: 'Harbor Hospitality Group',
    services: [s('IPC_INTEGRATION'), s('SOURCE_HIRE'), s('ACCESS_PORTAL'), s('TEAM_SCHEDULING')],
  });
  const grill = builder.add(harbor, {
    type: 'GP-4',
    name: 'Harbor Grill',
    services: [
      s('TEAM_SCHEDULING', 'ACTIVE', ['SHIFT_SWAP']),
      s('HALO_DASHBOARD'),
      s('RISK_DETECTION'),
      s('HARRI_ENGAGE', 'ACTIVE', ['REWARDS_AND_RECOGNITION', 'CLOCKOUT_ATTESTATION']),
      s('CLOCKOUT_ATTESTATION'),
      s('MICE'),
      s('SOURCE_HIRE'),
      s('ATR'),
      s('LMS', 'PASS'),
    ],
  });
  const tacos = builder.add(harbor, {
    type: 'GP-4',
    name: 'Tidewater Tacos',
    services: [s('SOURCE_HIRE'), s('TTS_DASHBOARD'), s('IPC_INTEGRATION')],
  });
  const coffee = builder.add(harbor, {
    type: 'GP-4',
    name: 'Lantern Coffee',
    services: [s('TEAM_SCHEDULING'), s('HARRI_ENGAGE', 'TRIAL'), s('ON_BOARDING', 'INACTIVE')],
  });
  const locationServices: Record<string, PlannedService[]> = {
    grill: [
      s('TEAM_SCHEDULING'),
      s('HALO_DASHBOARD'),
      s('RISK_DETECTION'),
      s('SOURCE_HIRE'),
      s('ATR'),
      s('MICE'),
      s('CLOCKOUT_ATTESTATION'),
    ],
    tacos: [s('SOURCE_HIRE'), s('TTS_DASHBOARD'), s('ATR', 'TRIAL')],
    coffee: [s('TEAM_SCHEDULING'), s('RISK_DETECTION')],
  };
  const locationsOf = (brand: PlannedBrand, key: string, short: string): PlannedBrand[] => {
    const locations: PlannedBrand[] = [];
    for (const [regionIndex, regionName] of ['North', 'South'].entries()) {
      const region = builder.add(brand, { type: 'GP-3', name: `${brand.name} ${regionName}`, services: [] });
      for (let index = 0; index < 3; index++) {
        const [city, lat, long] = CITIES[regionIndex * 3 + index]!;
        for (const suffix of ['Downtown', 'Airport']) {
          locations.push(
            builder.add(region, {
              type: 'LOCATION',
              name: `${short} ${city} ${suffix}`,
              services: locationServices[key],
              address: `${100 + locations.length} Main Street, ${city}`,
              latitude: lat + locations.length / 1000,
              longitude: long,
            }),
          );
        }
      }
    }
    return locations;
  };
  const grillLocations = locationsOf(grill, 'grill', 'Harbor Grill');
  const tacosLocations = locationsOf(tacos, 'tacos', 'Tidewater');
  const coffeeLocations = locationsOf(coffee, 'coffee', 'Lantern');
  // One archived location, shown only with include_archived.
  builder.add(coffeeLocations[0] && builder.planned.find((b) => b.id === coffeeLocations[0]!.parentId), {
    type: 'LOCATION',
    name: 'Lantern Old Town (closed)',
    archived: true,
    services: [s('TEAM_SCHEDULING')],
  });
  const sunset = builder.add(undefined, {
    type: 'GP-5',
    name: 'Sunset Diner Co',
    services: [s('SOURCE_HIRE'), s('TEAM_SCHEDULING')],
  });
  const sunsetLocations = [
    builder.add(sunset, { type: 'LOCATION', name: 'Sunset Diner Reno', services: [s('SOURCE_HIRE')] }),
    builder.add(sunset, { type: 'LOCATION', name: 'Sunset Diner Tahoe', services: [s('SOURCE_HIRE')] }),
  ];
  return {
    builder,
    harbor,
    grill,
    tacos,
    coffee,
    grillLocations,
    tacosLocations,
    coffeeLocations,
    sunset,
    sunsetLocations,
  };
}
