import type { Migration } from 'kysely';
import * as meta from './0001_meta';
import * as identity from './0002_identity';

/** Every migration in order; the name is the key kysely records. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_meta': meta,
  '0002_identity': identity,
};
