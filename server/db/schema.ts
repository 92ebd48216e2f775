/**
 * The tables of the embedded database, one interface per feature, joined here for kysely.
 * Each feature declares its own tables beside its migration.
 */
import type { MetaTables } from './migrations/0001_meta';
import type { IdentityTables } from './migrations/0002_identity';

export interface Database extends MetaTables, IdentityTables {}
