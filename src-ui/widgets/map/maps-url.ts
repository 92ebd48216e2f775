/** The script address of the maps service (spec 001 §7: key, version, libraries, language, region, channel). */
export const MAPS_SCRIPT_BASE = 'https://maps.googleapis.com/maps/api/js';

export interface MapsScriptOptions {
  readonly key: string;
  readonly version?: string;
  readonly libraries?: readonly string[];
  readonly language?: string;
  readonly region?: string;
  readonly channel?: string;
}

/** The maps script URL with its query parameters; empty options are left out. */
export function mapsScriptUrl(options: MapsScriptOptions): string {
  const query = new URLSearchParams({ key: options.key, v: options.version ?? 'weekly', loading: 'async' });
  if (options.libraries?.length) query.set('libraries', options.libraries.join(','));
  if (options.language) query.set('language', options.language);
  if (options.region) query.set('region', options.region);
  if (options.channel) query.set('channel', options.channel);
  return `${MAPS_SCRIPT_BASE}?${query.toString()}`;
}
