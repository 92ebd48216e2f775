import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../route-schema';

/** GET, PUT and DELETE /v1/user_lat_long: `source` USER (shared, with its dates), BRAND or null. */
export const UserLocationSchema = Type.Object({
  lat: Nullable(Type.Number()),
  long: Nullable(Type.Number()),
  source: Nullable(StringEnum(['USER', 'BRAND'])),
  shared_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
});
export type UserLocationWire = Static<typeof UserLocationSchema>;
