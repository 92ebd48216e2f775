/** A point on Earth in decimal degrees (WGS 84): latitude −90…90, longitude −180…180. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Where the user is, as GET /v1/user_lat_long answers (spec 000 §7): `'user'` is the location the
 * user agreed to share (with `sharedAt` and `expiresAt`, ISO-8601 instants); `'brand'` the
 * location of the brand they enter on, used while they share none; `'unknown'` neither.
 */
export type UserLocation =
  | {
      readonly source: 'user';
      readonly coordinates: Coordinates;
      readonly sharedAt: string;
      readonly expiresAt: string;
    }
  | { readonly source: 'brand'; readonly coordinates: Coordinates }
  | { readonly source: 'unknown' };
